import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRemovalConflictSchema, MSG } from '@pitchside/shared';
import { createTestContext, type TestContext } from '../test/harness';
import { factories } from '../test-support/factories';
import { stagesKit } from '../stages/test-kit';
import { makeFixture } from '../sync/test-factory';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  token = await t.adminToken();
});
afterAll(() => t.close());

const del = (eventId: string, gameId: string, body?: unknown, tk: string | undefined = token) =>
  t.request('DELETE', `/api/events/${eventId}/games/${gameId}`, { body, token: tk });

/** A device that pulled the event first, then pulls again: what it is told. */
async function pullAfter(eventId: string, work: () => Promise<void>) {
  const clientId = `dev-${randomUUID()}`;
  const first = await t.request('GET', `/api/sync/pull?scope=${eventId}&clientId=${clientId}`, { token });
  await work();
  const next = await t.request(
    'GET',
    `/api/sync/pull?scope=${eventId}&clientId=${clientId}&cookie=${encodeURIComponent(first.body.cookie)}`,
    {
      token,
    },
  );
  return next.body.patch as { op: string; entity: string; id: string }[];
}

describe('DELETE /api/events/:eventId/games/:gameId', () => {
  it('deletes an unplayed game at once: gone for fans, dropped by devices, in the event trail', async () => {
    const f = await makeFixture(t);
    let res: Awaited<ReturnType<typeof del>> | undefined;
    const patch = await pullAfter(f.eventId, async () => {
      res = await del(f.eventId, f.gameId);
    });
    expect(res!.status).toBe(200);
    expect(res!.body).toEqual({ success: true, message: MSG.gameDeleted, deleted: f.gameId });
    expect((await t.request('GET', `/api/events/${f.eventId}/games/${f.gameId}`)).status).toBe(404);
    expect(patch).toContainEqual({ op: 'del', entity: 'game', id: f.gameId });
    const trail = await t.request('GET', `/api/admin/audit/event/${f.eventId}`, { token });
    expect(trail.body.entries).toMatchObject([
      { action: 'game.delete', detail: { id: f.gameId, game: 'Cedars v Phoenix', played: false } },
    ]);
  });

  it('asks before deleting a game with goals or a result, then deletes it when confirmed', async () => {
    const f = await makeFixture(t);
    const goal = { goalId: randomUUID(), side: 'home', minute: 7, scorerId: f.home.players[0], scorerName: 'Home 1' };
    expect((await t.request('POST', `/api/events/${f.eventId}/games/${f.gameId}/goals`, { body: goal, token })).status).toBe(201);
    const asked = await del(f.eventId, f.gameId);
    expect(asked.status).toBe(409);
    expect(gameRemovalConflictSchema.parse(asked.body)).toMatchObject({
      code: 'confirmRemoval',
      removes: { games: 1, goals: 1 },
      games: [{ _id: f.gameId, played: true, homeGoals: 1, awayGoals: 0, reason: 'deleted' }],
    });
    expect((await t.request('GET', `/api/events/${f.eventId}/games/${f.gameId}`)).status).toBe(200);
    expect((await del(f.eventId, f.gameId, { confirm: false })).status).toBe(409);

    const completed = await makeFixture(t);
    await t.request('PUT', `/api/events/${completed.eventId}/games/${completed.gameId}`, { body: { status: 'completed' }, token });
    expect((await del(completed.eventId, completed.gameId)).body.code).toBe('confirmRemoval');

    expect((await del(f.eventId, f.gameId, { confirm: true })).status).toBe(200);
    expect((await t.request('GET', `/api/events/${f.eventId}/games/${f.gameId}`)).status).toBe(404);
  });

  it('refuses a game of the knockout bracket with its own code', async () => {
    const f = factories(t.deps.database.db);
    const kit = stagesKit(t, () => t.adminToken());
    const event = await f.event({ slug: 'delete-ko', name: 'Delete KO' });
    const ag = await f.ageGroup(event.id, { slug: 'open', name: 'Open', stageType: 'Knockout', knockoutTeams: 4 });
    for (let i = 1; i <= 4; i++) await f.team(event.id, { name: `K${i}`, ageGroupId: ag.id });
    await kit.ok('POST', `/api/events/${event.id}/games/generate-knockout-fixtures`, { ageGroup: 'open' });
    const [semi] = await kit.games(event.id);
    const res = await del(event.id, semi!._id, { confirm: true });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'knockoutGameInBracket', message: MSG.knockoutGameInBracket });
    expect(await kit.games(event.id)).toHaveLength(2);
  });

  it('is for admins only, and answers 404 for a game of another event', async () => {
    const f = await makeFixture(t);
    const other = await makeFixture(t);
    expect((await t.request('DELETE', `/api/events/${f.eventId}/games/${f.gameId}`)).status).toBe(401);
    const member = await t.member();
    expect((await del(f.eventId, f.gameId, undefined, member.token)).status).toBe(403);
    expect((await del(f.eventId, other.gameId)).status).toBe(404);
    expect((await del(f.eventId, 'nope')).body).toMatchObject({ success: false, code: 'invalidId', message: 'Invalid id' });
    expect((await del(f.eventId, f.gameId, { confirm: 'yes' })).status).toBe(400);
  });
});
