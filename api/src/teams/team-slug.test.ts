import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { factories } from '../test-support/factories';

let t: TestContext;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestContext();
  const f = factories(t.deps.database.db);
  const e1 = await f.event({ slug: 'slug-cup', name: 'Slug Cup', edition: 1, startsOn: '2025-05-01' });
  const e2 = await f.event({ slug: 'slug-cup', name: 'Slug Cup', edition: 2, startsOn: '2026-05-01' });
  const old = await f.team(e1.id, { name: 'Cedars', slug: 'cedars' });
  const cur = await f.team(e2.id, { name: 'Cedars', slug: 'cedars', teamId: old.teamId });
  Object.assign(ids, { old: old.id, cur: cur.id });
});
afterAll(() => t.close());

describe('/teams/{teamSlug} as the spec games list links it', () => {
  it('opens the newest edition of the team with that slug', async () => {
    const res = await t.request('GET', '/api/teams/cedars');
    expect(res.status).toBe(200);
    expect(res.body.team._id).toBe(ids.cur);
  });
  it('an unknown slug is "No team found."', async () => {
    const res = await t.request('GET', '/api/teams/no-such-team');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No team found.');
  });
});
