import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_CLOCK } from '@pitchside/shared';
import { createMemoryStore, createSyncClient, type GameRow } from '@pitchside/sync';
import { cards, fouls, games, goals, playerTotals, timeouts } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { makeAdmin, makeFixture, makeGame, type Fixture } from './test-factory';
import { manualTimer, syncTestKit } from './test-kit';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  token = await t.adminToken();
});
afterAll(() => t.close());

const { clientId, push, pull, db, logged, appTransport } = syncTestKit(
  () => t,
  () => token,
);

const cardArgs = (f: Fixture, extra: Record<string, unknown> = {}) => ({
  gameId: f.gameId,
  cardId: randomUUID(),
  side: 'home',
  playerId: f.home.players[0],
  kind: 'yellow',
  minute: 12,
  ...extra,
});
const foulArgs = (f: Fixture, extra: Record<string, unknown> = {}) => ({
  gameId: f.gameId,
  foulId: randomUUID(),
  side: 'away',
  half: 1,
  ...extra,
});

async function pulledGame(f: Fixture, tk = token): Promise<GameRow> {
  const res = await pull(f.eventId, clientId(), undefined, tk);
  const op = (res.body.patch as { op: string; entity: string; id: string; value: GameRow }[]).find(
    (p) => p.op === 'put' && p.entity === 'game' && p.id === f.gameId,
  );
  return op!.value;
}

describe('the match report through sync', () => {
  it('records a card once however often the same push is sent, and a pull carries it', async () => {
    const f = await makeFixture(t);
    const cid = clientId();
    const body = { clientId: cid, mutations: [{ id: 1, name: 'card.add', args: cardArgs(f, { reason: 'Dissent' }) }] };
    expect((await push(body)).body).toEqual({ lastMutationId: 1, results: [{ id: 1, status: 'applied' }] });
    expect((await push(body)).body).toEqual({
      lastMutationId: 1,
      results: [{ id: 1, status: 'duplicate', result: { status: 'applied' } }],
    });
    expect(await db().select().from(cards).where(eq(cards.gameId, f.gameId))).toHaveLength(1);
    expect(await logged(cid)).toHaveLength(1);
    const game = await pulledGame(f);
    expect(game.cards).toEqual([
      expect.objectContaining({ side: 'home', playerId: f.home.players[0], kind: 'yellow', minute: 12, reason: 'Dissent' }),
    ]);
  });

  it('keeps a foul and a card queued through a lost answer and records each once', async () => {
    const f = await makeFixture(t);
    const { transport, faults } = appTransport(() => token);
    const client = createSyncClient({
      clientId: clientId(),
      store: createMemoryStore(),
      transport,
      schedule: manualTimer().schedule,
      autoPush: false,
    });
    await client.mutate('foul.add', foulArgs(f) as never);
    await client.mutate('card.add', cardArgs(f) as never);
    faults.loseNextPushAnswer = true;
    expect(await client.push()).toEqual({ kind: 'offline' });
    expect(client.status().pending).toBe(2);
    expect(await client.push()).toEqual({ kind: 'pushed', settled: 2 });
    expect(await db().select().from(fouls).where(eq(fouls.gameId, f.gameId))).toHaveLength(1);
    expect(await db().select().from(cards).where(eq(cards.gameId, f.gameId))).toHaveLength(1);
  });

  it('two admins adding cards and fouls to one game both keep theirs; fouls add up per half', async () => {
    const f = await makeFixture(t);
    const rana = await makeAdmin(t, 'Rana Khoury');
    const mine = await push({
      clientId: clientId(),
      mutations: [{ id: 1, name: 'card.add', args: cardArgs(f) }, ...[2, 3, 4].map((id) => ({ id, name: 'foul.add', args: foulArgs(f) }))],
    });
    const theirs = await push(
      {
        clientId: clientId(),
        mutations: [
          { id: 1, name: 'card.add', args: cardArgs(f, { side: 'away', playerId: f.away.players[1], kind: 'red', minute: 30 }) },
          { id: 2, name: 'foul.add', args: foulArgs(f) },
          { id: 3, name: 'foul.add', args: foulArgs(f, { half: 2 }) },
        ],
      },
      rana.token,
    );
    expect(mine.body.results.every((r: { status: string }) => r.status === 'applied')).toBe(true);
    expect(theirs.body.results.every((r: { status: string }) => r.status === 'applied')).toBe(true);
    const game = await pulledGame(f);
    expect(game.cards!.map((c) => c.kind).sort()).toEqual(['red', 'yellow']);
    expect(game.fouls!.filter((x) => x.side === 'away' && x.half === 1)).toHaveLength(4);
    expect(game.fouls!.filter((x) => x.side === 'away' && x.half === 2)).toHaveLength(1);
  });

  it('removes a card and a foul as idempotent tombstones: a second removal or a late re-add changes nothing', async () => {
    const f = await makeFixture(t);
    const card = cardArgs(f);
    const foul = foulArgs(f);
    const cid = clientId();
    const res = await push({
      clientId: cid,
      mutations: [
        { id: 1, name: 'card.add', args: card },
        { id: 2, name: 'foul.add', args: foul },
        { id: 3, name: 'card.remove', args: { gameId: f.gameId, cardId: card.cardId } },
        { id: 4, name: 'foul.remove', args: { gameId: f.gameId, foulId: foul.foulId } },
        { id: 5, name: 'foul.remove', args: { gameId: f.gameId, foulId: foul.foulId } },
        { id: 6, name: 'card.add', args: card },
      ],
    });
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual([
      'applied',
      'applied',
      'applied',
      'applied',
      'applied',
      'applied',
    ]);
    const game = await pulledGame(f);
    expect(game.cards).toEqual([]);
    expect(game.fouls).toEqual([]);
  });

  it('rejects each bad edit with its reason and applies the good ones behind it', async () => {
    const f = await makeFixture(t);
    const stranger = (await makeFixture(t)).home.players[0];
    const res = await push({
      clientId: clientId(),
      mutations: [
        { id: 1, name: 'card.add', args: cardArgs(f, { playerId: stranger }) },
        { id: 2, name: 'card.add', args: cardArgs(f, { minute: 51 }) },
        { id: 3, name: 'timeout.add', args: { gameId: f.gameId, timeoutId: randomUUID(), side: 'home', half: 1, minute: 8 } },
        { id: 4, name: 'timeout.add', args: { gameId: f.gameId, timeoutId: randomUUID(), side: 'home', half: 1, minute: 15 } },
        { id: 5, name: 'card.add', args: cardArgs(f, { kind: 'secondYellow' }) },
        { id: 6, name: 'foul.add', args: foulArgs(f, { half: 3 }) },
        { id: 7, name: 'card.add', args: cardArgs(f, { minute: 50 }) },
      ],
    });
    expect(res.body.results).toEqual([
      {
        id: 1,
        status: 'rejected',
        reason: 'The booked player is not in the home team',
        code: 'cardPlayerNotInTeam',
        params: { side: 'home' },
      },
      {
        id: 2,
        status: 'rejected',
        reason: 'The minute is past the end of the game (50 with extra time)',
        code: 'minutePastGameLength',
        params: { max: '50' },
      },
      { id: 3, status: 'applied' },
      { id: 4, status: 'rejected', reason: 'Each team has one timeout per half', code: 'timeoutLimit' },
      { id: 5, status: 'rejected', reason: 'A second yellow needs a yellow card first', code: 'secondYellowWithoutYellow' },
      { id: 6, status: 'rejected', reason: 'Half must be 1 or 2', code: 'halfInvalid' },
      { id: 7, status: 'applied' },
    ]);
    expect(await db().select().from(timeouts).where(eq(timeouts.gameId, f.gameId))).toHaveLength(1);
    expect(await db().select().from(cards).where(eq(cards.gameId, f.gameId))).toHaveLength(1);
  });

  it('two admins setting the clock: the second is a conflict carrying the clock that stands, never an overwrite', async () => {
    const f = await makeFixture(t);
    const rana = await makeAdmin(t, 'Rana Khoury');
    const started = { period: 'first', runningSince: '2026-05-01T15:00:00.000Z', elapsedSeconds: 0 };
    const first = await push({
      clientId: clientId(),
      mutations: [{ id: 1, name: 'game.clock', args: { gameId: f.gameId, expected: INITIAL_CLOCK, value: started } }],
    });
    expect(first.body.results).toEqual([{ id: 1, status: 'applied' }]);
    const paused = { period: 'first', runningSince: null, elapsedSeconds: 30 };
    const second = await push(
      {
        clientId: clientId(),
        mutations: [{ id: 1, name: 'game.clock', args: { gameId: f.gameId, expected: INITIAL_CLOCK, value: paused } }],
      },
      rana.token,
    );
    expect(second.body.results).toEqual([
      {
        id: 1,
        status: 'conflict',
        field: 'clock',
        current: started,
        setBy: expect.objectContaining({ id: expect.any(String) }),
        setAt: expect.any(String),
      },
    ]);
    const [row] = await db().select({ clock: games.clock }).from(games).where(eq(games.id, f.gameId));
    expect(row!.clock).toEqual(started);
    // Keeping theirs over it: the edit sent again with the clock that stands applies.
    const kept = await push(
      { clientId: clientId(), mutations: [{ id: 1, name: 'game.clock', args: { gameId: f.gameId, expected: started, value: paused } }] },
      rana.token,
    );
    expect(kept.body.results).toEqual([{ id: 1, status: 'applied' }]);
    expect((await pulledGame(f)).clock).toEqual(paused);
  });

  it('sets a lineup compare-and-set, like the MVP', async () => {
    const f = await makeFixture(t);
    const lineup = [
      { playerId: f.home.players[0], shirt: 1, goalkeeper: true },
      { playerId: f.home.players[1], shirt: 7 },
    ];
    const set = await push({
      clientId: clientId(),
      mutations: [
        { id: 1, name: 'lineup.set', args: { gameId: f.gameId, side: 'home', expected: [], value: lineup } },
        { id: 2, name: 'lineup.set', args: { gameId: f.gameId, side: 'home', expected: [], value: [{ playerId: f.home.players[2] }] } },
        { id: 3, name: 'lineup.set', args: { gameId: f.gameId, side: 'away', expected: [], value: [{ playerId: f.home.players[2] }] } },
      ],
    });
    expect(set.body.results.map((r: { status: string; field?: string; code?: string }) => r.field ?? r.code ?? r.status)).toEqual([
      'applied',
      'lineup',
      'lineupPlayerNotInTeam',
    ]);
    expect((await pulledGame(f)).lineups).toEqual({ home: lineup, away: [] });
  });

  it("counts an own goal for the side it is given to and in nobody's scoring record", async () => {
    const f = await makeFixture(t);
    const unlucky = f.away.players[2]!;
    const res = await push({
      clientId: clientId(),
      mutations: [
        {
          id: 1,
          name: 'goal.add',
          args: {
            gameId: f.gameId,
            goalId: randomUUID(),
            side: 'home',
            minute: 9,
            scorerId: unlucky,
            scorerName: 'Phoenix Player 3',
            ownGoal: true,
          },
        },
        { id: 2, name: 'game.setStatus', args: { gameId: f.gameId, expected: 'Not Scheduled', status: 'completed' } },
      ],
    });
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied']);
    const [goal] = await db().select().from(goals).where(eq(goals.gameId, f.gameId));
    expect(goal).toMatchObject({ side: 'home', scorerId: null, ownGoal: true, ownGoalBy: unlucky });
    const totals = await db().select().from(playerTotals).where(eq(playerTotals.userId, unlucky));
    expect(totals[0]?.goals ?? 0).toBe(0);
    const pulled = await pull(f.eventId, clientId());
    const goalRow = (pulled.body.patch as { entity: string; value: Record<string, unknown> }[]).find((p) => p.entity === 'goal');
    expect(goalRow!.value).toMatchObject({ side: 'home', scorerId: unlucky, ownGoal: true });
  });
});

describe('the match report in the public game answers', () => {
  it('gives fans the cards, the fouls per half, the timeouts, the clock, the lineups and own goals', async () => {
    const f = await makeFixture(t);
    const started = { period: 'first', runningSince: '2026-05-01T15:00:00.000Z', elapsedSeconds: 0 };
    const res = await push({
      clientId: clientId(),
      mutations: [
        { id: 1, name: 'game.clock', args: { gameId: f.gameId, expected: INITIAL_CLOCK, value: started } },
        { id: 2, name: 'card.add', args: cardArgs(f) },
        { id: 3, name: 'foul.add', args: foulArgs(f) },
        { id: 4, name: 'foul.add', args: foulArgs(f, { half: 2 }) },
        { id: 5, name: 'timeout.add', args: { gameId: f.gameId, timeoutId: randomUUID(), side: 'home', half: 1, minute: 7 } },
        {
          id: 6,
          name: 'lineup.set',
          args: { gameId: f.gameId, side: 'away', expected: [], value: [{ playerId: f.away.players[0], goalkeeper: true }] },
        },
        {
          id: 7,
          name: 'goal.add',
          args: {
            gameId: f.gameId,
            goalId: randomUUID(),
            side: 'away',
            minute: 9,
            scorerId: f.home.players[1],
            scorerName: 'Cedars Player 2',
            ownGoal: true,
          },
        },
      ],
    });
    expect(res.body.results.every((r: { status: string }) => r.status === 'applied')).toBe(true);
    const detail = await t.request('GET', `/api/events/${f.eventId}/games/${f.gameId}`);
    expect(detail.status).toBe(200);
    const game = detail.body.game;
    expect(game.cards).toEqual([expect.objectContaining({ side: 'home', playerId: f.home.players[0], kind: 'yellow', minute: 12 })]);
    expect(game.fouls).toEqual({ home: [0, 0], away: [1, 1] });
    expect(game.timeouts).toEqual([expect.objectContaining({ side: 'home', half: 1, minute: 7 })]);
    expect(game.clock).toEqual(started);
    expect(game.lineups).toEqual({ home: [], away: [{ playerId: f.away.players[0], goalkeeper: true }] });
    expect(game.matchSettings).toEqual({ periods: 2, periodMinutes: 20, clock: 'stopped' });
    expect(game.awayScore).toBe(1);
    expect(game.awayGoals).toEqual([expect.objectContaining({ ownGoal: true, scorerName: 'Cedars Player 2', scorer: null })]);
  });
});

describe('suspensions', () => {
  it('a player sent off is suspended for his team’s next game, on the pulled game and the game page', async () => {
    const f = await makeFixture(t);
    const next = await makeGame(db(), f.eventId, f.away.id, f.home.id);
    const sentOff = f.home.players[3]!;
    const res = await push({
      clientId: clientId(),
      mutations: [
        { id: 1, name: 'card.add', args: cardArgs(f, { playerId: sentOff, kind: 'red', minute: 30 }) },
        { id: 2, name: 'game.setStatus', args: { gameId: f.gameId, expected: 'Not Scheduled', status: 'completed' } },
      ],
    });
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied']);
    const pulled = await pull(f.eventId, clientId());
    const row = (pulled.body.patch as { entity: string; id: string; value: GameRow }[]).find((p) => p.entity === 'game' && p.id === next);
    expect(row!.value.suspended).toEqual([{ playerId: sentOff, reason: 'redCard' }]);
    const detail = await t.request('GET', `/api/events/${f.eventId}/games/${next}`);
    expect(detail.body.game.suspended).toEqual([{ playerId: sentOff, reason: 'redCard' }]);
  });
});
