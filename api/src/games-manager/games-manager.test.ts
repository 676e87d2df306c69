import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeHistoryChange, historyResponseSchema, type HistoryEntry } from '@pitchside/sync';
import { gameAudit, games, goals } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { goalArgs, makeAdmin, makeFixture, makeTeam, type Fixture } from '../sync/test-factory';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  token = await t.adminToken();
});
afterAll(() => t.close());

const put = (f: Fixture, body: unknown, tk = token) => t.request('PUT', `/api/events/${f.eventId}/games/${f.gameId}`, { body, token: tk });
const db = () => t.deps.database.db;

describe('POST /api/events/:eventId/games', () => {
  it('creates a game and answers with the spec message', async () => {
    const f = await makeFixture(t);
    const body = {
      homeTeam: f.home.id,
      awayTeam: f.away.id,
      startTime: '2025-07-01T18:30',
      location: 'Hamra Court',
      round: 'SF',
      status: 'Upcoming',
    };
    const res = await t.request('POST', `/api/events/${f.eventId}/games`, { body, token });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Game created',
      game: { status: 'Upcoming', round: 'SF', location: 'Hamra Court', homeGoals: [], awayGoals: [] },
    });
    expect(res.body.game.homeTeam).toMatchObject({ _id: f.home.id, name: 'Cedars' });
    const audit = await db().select().from(gameAudit).where(eq(gameAudit.gameId, res.body.game._id));
    expect(audit).toMatchObject([{ action: 'game.create', source: 'rest' }]);
  });

  it.each([
    [{ homeTeam: '', awayTeam: 'x' }, 400, 'Select both teams'],
    [{ awayTeam: 'x' }, 400, 'Select both teams'],
    [{ homeTeam: 'same', awayTeam: 'same' }, 400, 'Teams must be different'],
  ])('refuses %j', async (body, status, message) => {
    const f = await makeFixture(t);
    const res = await t.request('POST', `/api/events/${f.eventId}/games`, { body, token });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });

  it('refuses teams of another event, an unselected event and an unknown one', async () => {
    const f = await makeFixture(t);
    const g = await makeFixture(t);
    const foreign = await t.request('POST', `/api/events/${f.eventId}/games`, {
      body: { homeTeam: f.home.id, awayTeam: g.away.id },
      token,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('Both teams must belong to this event');
    const none = await t.request('POST', `/api/events/undefined/games`, { body: { homeTeam: f.home.id, awayTeam: f.away.id }, token });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Please select an event');
    expect(
      (await t.request('POST', `/api/events/${randomUUID()}/games`, { body: { homeTeam: f.home.id, awayTeam: f.away.id }, token })).status,
    ).toBe(404);
    const malformed = await t.request('POST', `/api/events/nope/games`, { body: { homeTeam: f.home.id, awayTeam: f.away.id }, token });
    expect([malformed.status, malformed.body.code]).toEqual([400, 'invalidId']);
  });
});

describe('PUT /api/events/:eventId/games/:gameId', () => {
  it('updates the status', async () => {
    const f = await makeFixture(t);
    const res = await put(f, { status: 'live' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Status updated to live', game: { status: 'live' } });
  });

  it('adds new goal entries by id, removes the ones left out, and never by list position', async () => {
    const f = await makeFixture(t);
    const entry = (minute: number, p: string) => ({ minute, scorer: p, scorerName: `P ${minute}`, assist: null });
    const one = await put(f, { homeGoals: [entry(3, f.home.players[0]!)], awayGoals: [] });
    expect(one.body.message).toBe('Goal added');
    const first = one.body.game.homeGoals[0];
    // Existing entries come back as read (scorer as an object); a new one is added before them in the list.
    const two = await put(f, {
      homeGoals: [entry(1, f.home.players[1]!), { ...first, scorer: { _id: first.scorer, fullName: 'P 3' } }],
      awayGoals: [entry(7, f.away.players[0]!)],
    });
    expect(two.body.message).toBe('2 goals added');
    expect(two.body.game.homeGoals.map((g: { minute: number }) => g.minute)).toEqual([1, 3]);
    const removed = await put(f, {
      version: two.body.game.version,
      homeGoals: two.body.game.homeGoals.filter((g: { _id: string }) => g._id !== first._id),
    });
    expect(removed.body.message).toBe('Goal removed');
    expect(removed.body.game.homeGoals.map((g: { minute: number }) => g.minute)).toEqual([1]);
    expect(removed.body.game.awayGoals).toHaveLength(1);
    const tomb = await db().select().from(goals).where(eq(goals.id, first._id));
    expect(tomb[0]!.deletedAt).not.toBeNull();
  });

  it('without a version never removes a goal it did not name, such as one another admin synced', async () => {
    const f = await makeFixture(t);
    const entry = (minute: number, p: string) => ({ minute, scorer: p, scorerName: `P ${minute}`, assist: null });
    const loaded = (await put(f, { homeGoals: [entry(3, f.home.players[0]!)], awayGoals: [] })).body.game;
    const rana = await makeAdmin(t, 'Rana Haddad');
    const theirs = goalArgs(f, { minute: 20 });
    await t.request('POST', '/api/sync/push', {
      token: rana.token,
      body: { clientId: `rana-${randomUUID().slice(0, 8)}`, mutations: [{ id: 1, name: 'goal.add', args: theirs }] },
    });
    // The old lists plus one new goal, without `version`: the new goal is added, Rana's stays.
    const res = await put(f, { homeGoals: [...loaded.homeGoals, entry(30, f.home.players[1]!)], awayGoals: [] });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Goal added');
    const ids = res.body.game.homeGoals.map((g: { _id: string }) => g._id);
    expect(ids).toContain(theirs.goalId);
    expect(ids).toHaveLength(3);
    // An empty list without a version removes nothing either.
    const empty = await put(f, { homeGoals: [], awayGoals: [] });
    expect(empty.body.message).toBe('No changes');
    expect(empty.body.game.homeGoals).toHaveLength(3);
  });

  it('refuses an update from a stale load, keeping the goal another admin added meanwhile', async () => {
    const f = await makeFixture(t);
    const entry = (minute: number, p: string) => ({ minute, scorer: p, scorerName: `P ${minute}`, assist: null });
    const loaded = (await put(f, { homeGoals: [entry(3, f.home.players[0]!)], awayGoals: [] })).body.game;
    // Another admin's goal arrives by sync after this admin loaded the game.
    const rana = await makeAdmin(t, 'Rana Khoury');
    const theirs = goalArgs(f, { minute: 20 });
    const pushed = await t.request('POST', '/api/sync/push', {
      token: rana.token,
      body: { clientId: `rana-${randomUUID().slice(0, 8)}`, mutations: [{ id: 1, name: 'goal.add', args: theirs }] },
    });
    expect(pushed.body.results).toEqual([{ id: 1, status: 'applied' }]);
    // Saving the stale lists (with a status change) is refused as a whole.
    const stale = await put(f, { version: loaded.version, homeGoals: loaded.homeGoals, awayGoals: [], status: 'completed' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This game changed since you loaded it. Reload it and try again.');
    const now = (await t.request('GET', `/api/events/${f.eventId}/games/${f.gameId}`, { token })).body.game;
    expect(now.homeGoals.map((g: { _id: string }) => g._id)).toContain(theirs.goalId);
    expect(now.status).not.toBe('completed');
    // From a fresh load it goes through.
    const fresh = await put(f, { version: now.version, homeGoals: now.homeGoals, awayGoals: [], status: 'completed' });
    expect(fresh.status).toBe(200);
    expect(fresh.body.game).toMatchObject({ status: 'completed', homeGoals: [expect.anything(), expect.anything()] });
  });

  it('saves a batch and completes the game', async () => {
    const f = await makeFixture(t);
    const res = await put(f, {
      homeGoals: [{ minute: 5, scorer: f.home.players[0], scorerName: 'A', assist: f.home.players[1], assistName: 'B' }],
      awayGoals: [{ minute: '9', scorer: f.away.players[0], scorerName: 'C' }],
      status: 'completed',
    });
    expect(res.body).toMatchObject({ success: true, message: '2 goals added and game completed', game: { status: 'completed' } });
    expect(res.body.game.homeGoals[0]).toMatchObject({ scorer: f.home.players[0], assist: f.home.players[1], assistName: 'B', minute: 5 });
  });

  it('refuses bad goal entries with the spec messages and changes nothing', async () => {
    const f = await makeFixture(t);
    const cases: [unknown, string][] = [
      [{ homeGoals: [{ minute: -1, scorer: f.home.players[0], scorerName: 'A' }] }, 'Provide side and valid minute'],
      [{ homeGoals: [{ minute: 'soon', scorer: f.home.players[0], scorerName: 'A' }] }, 'Provide side and valid minute'],
      [{ homeGoals: [{ minute: 4 }] }, 'Please select a scorer'],
      [
        { homeGoals: [{ minute: 4, scorer: f.home.players[0], scorerName: 'A', assist: f.home.players[0] }] },
        'The assist must be a different player from the scorer',
      ],
      [{ homeGoals: [{ minute: 4, scorer: f.away.players[0], scorerName: 'A' }] }, 'The scorer is not a player of the home team'],
      [
        {
          homeGoals: [
            { minute: 2, scorer: f.home.players[0], scorerName: 'A' },
            { minute: 4, scorer: f.away.players[0], scorerName: 'B' },
          ],
        },
        'The scorer is not a player of the home team',
      ],
      [{}, 'Nothing to update: send status, goals or penalty scores'],
      [{ status: 'finished' }, 'Status must be one of Not Scheduled, Upcoming, scheduled, live, completed, postponed, cancelled'],
    ];
    for (const [body, message] of cases) {
      const res = await put(f, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await db().select().from(goals).where(eq(goals.gameId, f.gameId))).toHaveLength(0);
  });

  it('adds and clears penalty scores, one entry per penalty', async () => {
    const f = await makeFixture(t);
    const pen = (n: number) => Array.from({ length: n }, (_, i) => ({ scorerName: 'Penalty', minute: 120 + i }));
    const added = await put(f, { homePenaltyGoals: pen(4), awayPenaltyGoals: pen(3) });
    expect(added.body).toMatchObject({ success: true, message: 'Penalty scores added' });
    expect(added.body.game.homePenaltyGoals).toEqual(pen(4));
    expect(added.body.game.awayPenaltyGoals).toHaveLength(3);
    const [row] = await db().select().from(games).where(eq(games.id, f.gameId));
    expect([row!.homePenalties, row!.awayPenalties]).toEqual([4, 3]);
    const cleared = await put(f, { homePenaltyGoals: [], awayPenaltyGoals: [] });
    expect(cleared.body.message).toBe('Penalty scores cleared');
    expect(cleared.body.game.homePenaltyGoals).toEqual([]);
    const half = await put(f, { homePenaltyGoals: pen(1) });
    expect(half.status).toBe(400);
    expect(half.body.message).toBe('Please enter penalty scores for both teams');
  });

  it('answers 404 for unknown ids, 400 for malformed ones and 401/403 for non-admins', async () => {
    const f = await makeFixture(t);
    expect((await t.request('PUT', `/api/events/${f.eventId}/games/${randomUUID()}`, { body: { status: 'live' }, token })).status).toBe(
      404,
    );
    const malformed = await t.request('PUT', `/api/events/${f.eventId}/games/not-a-uuid`, { body: { status: 'live' }, token });
    expect([malformed.status, malformed.body.code]).toEqual([400, 'invalidId']);
    expect((await t.request('PUT', `/api/events/${randomUUID()}/games/${f.gameId}`, { body: { status: 'live' }, token })).status).toBe(404);
    const g = await makeFixture(t);
    expect((await t.request('PUT', `/api/events/${g.eventId}/games/${f.gameId}`, { body: { status: 'live' }, token })).status).toBe(404);
    expect((await t.request('PUT', `/api/events/${f.eventId}/games/${f.gameId}`, { body: { status: 'live' } })).status).toBe(401);
    const fan = await t.member();
    expect((await put(f, { status: 'live' }, fan.token)).status).toBe(403);
    expect((await t.request('POST', `/api/events/${f.eventId}/games/${f.gameId}/goals`, { body: {}, token: fan.token })).status).toBe(403);
  });
});

describe('structured calls', () => {
  it('adds and removes a goal by id, idempotently', async () => {
    const f = await makeFixture(t);
    const goalId = randomUUID();
    const body = { goalId, side: 'away', minute: 12, scorerId: f.away.players[2], scorerName: 'Z' };
    const added = await t.request('POST', `/api/events/${f.eventId}/games/${f.gameId}/goals`, { body, token });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ success: true, message: 'Goal added', goalId });
    await t.request('POST', `/api/events/${f.eventId}/games/${f.gameId}/goals`, { body, token });
    const removed = await t.request('DELETE', `/api/events/${f.eventId}/games/${f.gameId}/goals/${goalId}`, { token });
    expect(removed.body).toMatchObject({ success: true, message: 'Goal removed', game: { awayGoals: [] } });
    const again = await t.request('DELETE', `/api/events/${f.eventId}/games/${f.gameId}/goals/${goalId}`, { token });
    expect(again.status).toBe(200);
    expect(await db().select().from(goals).where(eq(goals.gameId, f.gameId))).toHaveLength(1);
  });

  it('sets MVP, saves and penalties from the value the caller saw, and reports a conflict when it is stale', async () => {
    const f = await makeFixture(t);
    const base = `/api/events/${f.eventId}/games/${f.gameId}`;
    const mvp = await t.request('PUT', `${base}/mvp`, { body: { value: f.home.players[0], expected: null }, token });
    expect(mvp.body).toMatchObject({ success: true, message: 'MVP updated', game: { mvp: f.home.players[0] } });
    const rana = await makeAdmin(t, 'Rana Khoury');
    const stale = await t.request('PUT', `${base}/mvp`, { body: { value: f.away.players[0], expected: null }, token: rana.token });
    expect(stale.status).toBe(409);
    expect(stale.body.conflict).toMatchObject({ field: 'mvp', current: f.home.players[0], setBy: { name: 'Pitchside Admin' } });
    const saves = await t.request('PUT', `${base}/saves`, { body: { playerId: f.away.players[4], value: 6, expected: 0 }, token });
    expect(saves.body.game.saves).toEqual([expect.objectContaining({ playerId: f.away.players[4], saves: 6 })]);
    const pens = await t.request('PUT', `${base}/penalties`, { body: { value: { home: 5, away: -1 }, expected: null }, token });
    expect(pens.status).toBe(400);
    expect(pens.body.message).toBe('Please enter valid penalty scores (0 or higher)');
    const status = await t.request('PUT', `${base}/status`, { body: { status: 'completed', expected: 'Not Scheduled' }, token });
    expect(status.body.message).toBe('Status updated to completed');
  });

  it('refuses a goal without its id, so a retried request can never count it twice', async () => {
    const f = await makeFixture(t);
    const res = await t.request('POST', `/api/events/${f.eventId}/games/${f.gameId}/goals`, {
      body: { side: 'home', minute: 12, scorerId: f.home.players[0], scorerName: 'Karim' },
      token,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Goal id is required (made by the device so a retry never adds the goal twice)');
    expect(await db().select().from(goals).where(eq(goals.gameId, f.gameId))).toHaveLength(0);
  });

  it('refuses status, MVP, penalties and saves without the value the caller saw, and changes nothing', async () => {
    const f = await makeFixture(t);
    const base = `/api/events/${f.eventId}/games/${f.gameId}`;
    const calls: [string, unknown, string][] = [
      ['status', { status: 'completed' }, 'status'],
      ['mvp', { value: f.home.players[0] }, 'MVP'],
      ['penalties', { value: { home: 4, away: 3 } }, 'penalty scores'],
      ['saves', { playerId: f.away.players[4], value: 6 }, 'saves'],
    ];
    for (const [path, body, what] of calls) {
      const res = await t.request('PUT', `${base}/${path}`, { body, token });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`expected (the ${what} you saw) is required, so another admin's change is never overwritten`);
    }
    const game = await t.request('GET', base, { token });
    expect(game.body.game).toMatchObject({ status: 'Not Scheduled', mvp: null, homePenaltyGoals: [], saves: [] });
  });

  it('lists the history of a game for admins, newest first, with names resolved and where each change came from', async () => {
    const f = await makeFixture(t);
    const rana = await makeAdmin(t, 'Rana Khoury');
    const base = `/api/events/${f.eventId}/games/${f.gameId}`;
    await put(f, { status: 'live' });
    const scorer = f.home.players[0]!;
    const assist = f.home.players[1]!;
    const added = await t.request('POST', `${base}/goals`, {
      body: {
        goalId: randomUUID(),
        side: 'home',
        minute: 37,
        scorerId: scorer,
        scorerName: 'Cedars Player 1',
        assistId: assist,
        assistName: 'Cedars Player 2',
      },
      token,
    });
    // From Rana's phone: MVP, penalties and the removal of that goal, through sync.
    const mvp = f.away.players[2]!;
    const pushed = await t.request('POST', '/api/sync/push', {
      token: rana.token,
      body: {
        clientId: `rana-${randomUUID().slice(0, 8)}`,
        mutations: [
          { id: 1, name: 'game.setMvp', args: { gameId: f.gameId, expected: null, value: mvp } },
          { id: 2, name: 'game.setPenalties', args: { gameId: f.gameId, expected: null, value: { home: 4, away: 3 } } },
          { id: 3, name: 'goal.remove', args: { gameId: f.gameId, goalId: added.body.goalId } },
          { id: 4, name: 'game.setSaves', args: { gameId: f.gameId, playerId: f.away.players[4], expected: 0, value: 6 } },
        ],
      },
    });
    expect(pushed.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied', 'applied', 'applied']);

    const res = await t.request('GET', `${base}/audit`, { token });
    expect(res.status).toBe(200);
    const lines = res.body.audit.map((a: HistoryEntry) => [a.user?.name, describeHistoryChange(a.change), a.source]);
    expect(lines).toEqual([
      ['Rana Khoury', 'Saves set to 6 for Phoenix Player 5', 'sync'],
      ['Rana Khoury', "Goal removed: 37' Cedars Player 1", 'sync'],
      ['Rana Khoury', 'Penalties set to 4-3', 'sync'],
      ['Rana Khoury', 'MVP set to Phoenix Player 3', 'sync'],
      ['Pitchside Admin', "Goal added: 37' Cedars Player 1 (assist Cedars Player 2)", 'rest'],
      ['Pitchside Admin', 'Status set to live', 'rest'],
    ]);
    expect(historyResponseSchema.safeParse(res.body).success).toBe(true);
    expect(Date.parse(res.body.audit[0].at)).not.toBeNaN();

    const fan = await t.member();
    expect((await t.request('GET', `${base}/audit`, { token: fan.token })).status).toBe(403);
    expect((await t.request('GET', `${base}/audit`)).status).toBe(401);
    expect((await t.request('GET', `/api/events/${f.eventId}/games/${randomUUID()}/audit`, { token })).status).toBe(404);
  });

  it('names the teams of a game created through the web form in its history', async () => {
    const f = await makeFixture(t);
    const created = await t.request('POST', `/api/events/${f.eventId}/games`, {
      body: { homeTeam: f.home.id, awayTeam: f.away.id, round: 'SF', status: 'Upcoming' },
      token,
    });
    const res = await t.request('GET', `/api/events/${f.eventId}/games/${created.body.game._id}/audit`, { token });
    expect(res.body.audit).toHaveLength(1);
    expect(res.body.audit[0]).toMatchObject({ source: 'rest', action: 'game.create' });
    expect(describeHistoryChange(res.body.audit[0].change)).toBe('Game created: Cedars vs Phoenix (SF)');
  });

  it('only accepts scorers of the scoring side’s team', async () => {
    const f = await makeFixture(t);
    const extra = await makeTeam(db(), f.eventId, 'Outsiders', 1);
    const res = await t.request('POST', `/api/events/${f.eventId}/games/${f.gameId}/goals`, {
      body: { goalId: randomUUID(), side: 'home', minute: 3, scorerId: extra.players[0], scorerName: 'X' },
      token,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The scorer is not a player of the home team');
  });
});
