import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffRoles } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { makeFixture, type Fixture } from '../sync/test-factory';

/**
 * An event organiser runs everything about their event (the event itself, teams and squads, stages,
 * rankings, the history) and nothing of another event; creating or deleting an event and gift codes
 * stay a site admin's.
 */
let t: TestContext;
let mine: Fixture;
let theirs: Fixture;
let organiser: { token: string; id: string };

beforeAll(async () => {
  t = await createTestContext();
  mine = await makeFixture(t, { players: 2 });
  theirs = await makeFixture(t, { players: 2 });
  organiser = await t.member({ fullName: 'Rana Organiser' });
  const [event] = await t.deps.database.db.query.events.findMany({ where: (e, { eq }) => eq(e.id, mine.eventId) });
  await t.deps.database.db
    .insert(staffRoles)
    .values({ userId: organiser.id, eventSlug: event!.slug, editionId: null, role: 'organiser', scope: {} });
});
afterAll(() => t.close());

const as = (method: string, path: string, body?: unknown) => t.request(method, path, { token: organiser.token, ...(body ? { body } : {}) });

describe("an event organiser's powers", () => {
  it('renames a team of their event and reads its history, but not a team of another event', async () => {
    const renamed = await as('PUT', `/api/teams/${mine.home.id}`, { name: 'Cedars United' });
    expect([renamed.status, renamed.body.team.name]).toEqual([200, 'Cedars United']);
    const history = await as('GET', `/api/admin/audit/team/${mine.home.id}`);
    expect(history.status).toBe(200);
    expect(history.body.entries[0]).toMatchObject({ action: 'team.update', by: { _id: organiser.id, fullName: 'Rana Organiser' } });
    const other = await as('PUT', `/api/teams/${theirs.home.id}`, { name: 'Taken over' });
    expect([other.status, other.body.code]).toEqual([403, 'notAllowed']);
    expect((await as('GET', `/api/admin/audit/team/${theirs.home.id}`)).status).toBe(403);
    expect((await as('GET', `/api/admin/audit/event/${theirs.eventId}`)).status).toBe(403);
  });

  it('moves a player between the squads of their event, and cannot touch another event squad', async () => {
    const player = mine.home.players[0]!;
    const moved = await as('POST', `/api/teams/${mine.home.id}/players/${player}/move`, { toTeam: mine.away.id });
    expect(moved.status).toBe(200);
    const refused = await as('DELETE', `/api/teams/${theirs.home.id}/players/${theirs.home.players[0]!}`);
    expect(refused.status).toBe(403);
  });

  it('adds players without accounts to a squad of their event only', async () => {
    const added = await as('POST', '/api/users/old-players', { names: ['Karim Haddad'], team: mine.away.id, event: mine.eventId });
    expect(added.status).toBe(201);
    const refused = await as('POST', '/api/users/old-players', { names: ['Intruder'], team: theirs.away.id, event: theirs.eventId });
    expect([refused.status, refused.body.code]).toEqual([403, 'notAllowed']);
  });

  it('saves custom rankings and checks an import for their event, and neither for another event', async () => {
    const rankings = [{ teamId: mine.home.id, position: 1, points: 3 }];
    expect((await as('POST', `/api/custom-rankings/${mine.eventId}`, { rankings })).status).toBe(200);
    expect((await as('POST', `/api/custom-rankings/${theirs.eventId}`, { rankings })).status).toBe(403);
    const rows = { dryRun: true, rows: [] };
    expect((await as('POST', `/api/events/${theirs.eventId}/import`, rows)).status).toBe(403);
  });

  it('edits their event but creates or deletes none, and has no gift codes', async () => {
    expect((await as('DELETE', `/api/events/${mine.eventId}`)).status).toBe(403);
    expect((await as('GET', `/api/events/${mine.eventId}/delete-summary`)).status).toBe(403);
    expect((await as('POST', '/api/events', { name: 'My own cup' })).status).toBe(403);
    expect((await as('POST', '/api/gift-codes/generate', { duration: '1 month', count: 1 })).status).toBe(403);
  });

  it('draws fixtures for their event and not for another one', async () => {
    // The organiser is answered as a site admin is (here: the event's rules), not refused.
    const drawn = await as('POST', `/api/events/${mine.eventId}/games/generate-fixtures`, {});
    const byAdmin = await t.request('POST', `/api/events/${mine.eventId}/games/generate-fixtures`, {
      token: await t.adminToken(),
      body: {},
    });
    expect([drawn.status, drawn.body.code]).toEqual([byAdmin.status, byAdmin.body.code]);
    expect(drawn.body.code).not.toBe('notAllowed');
    const refused = await as('POST', `/api/events/${theirs.eventId}/games/generate-fixtures`, {});
    expect([refused.status, refused.body.code]).toEqual([403, 'notAllowed']);
  });
});
