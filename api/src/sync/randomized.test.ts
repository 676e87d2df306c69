import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetchTransport, createMemoryStore, createSyncClient, scoreOf, type GameView, type SyncClient } from '@pitchside/sync';
import { goals } from '../db/schema';
import { loadAdminGame } from '../games-manager/queries';
import { createTestContext, type TestContext } from '../test/harness';
import { loadGameView } from './queries';
import { makeAdmin, makeGame, makeFixture } from './test-factory';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** mulberry32: a small seeded generator, so a failure replays exactly. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]! };
}

const SEED = Number(process.env.SYNC_SEED ?? 20250601);
const STEPS = 160;

describe(`randomized sync (seed ${SEED})`, () => {
  it('converges: every device sees the server state, nothing lost or doubled, every score equals its goals', async () => {
    const r = rng(SEED);
    const f = await makeFixture(t, { players: 4 });
    const secondGame = await makeGame(t.deps.database.db, f.eventId, f.away.id, f.home.id);
    const gameIds = [f.gameId, secondGame];
    const tokens = [await t.adminToken(), (await makeAdmin(t, 'Rana Khoury')).token, (await makeAdmin(t, 'Karim Fares')).token];

    let faultsOn = true;
    const clients: SyncClient[] = tokens.map((token, i) => {
      const transport = createFetchTransport({
        headers: () => ({ authorization: `Bearer ${token}` }),
        fetch: async (url, init) => {
          const roll = faultsOn ? r.next() : 1;
          if (roll < 0.1) throw new TypeError('request dropped');
          if (roll < 0.15) return new Response(JSON.stringify({ success: false, message: 'busy' }), { status: 503 });
          const res = await t.app.request(url, init);
          if (roll < 0.25) throw new TypeError('response dropped');
          return res;
        },
      });
      return createSyncClient({
        clientId: `device-${i}-${randomUUID().slice(0, 8)}`,
        store: createMemoryStore(),
        transport,
        autoPush: false,
        schedule: () => () => {},
      });
    });
    for (const c of clients) while ((await c.pull(f.eventId)).kind !== 'pulled');

    const added = new Set<string>();
    const removed = new Set<string>();
    for (let step = 0; step < STEPS; step += 1) {
      const c = r.pick(clients);
      const view = (await c.gameView(r.pick(gameIds)))!;
      const roll = r.next();
      if (roll < 0.3) {
        const side = r.pick(['home', 'away'] as const);
        const roster = view.rosters![side];
        const goalId = randomUUID();
        added.add(goalId);
        await c.mutate('goal.add', { gameId: view.id, goalId, side, minute: r.int(60), scorerId: r.pick(roster), scorerName: 'Player' });
      } else if (roll < 0.4 && view.goals.length > 0) {
        const goal = r.pick(view.goals);
        removed.add(goal.id);
        await c.mutate('goal.remove', { gameId: view.id, goalId: goal.id });
      } else if (roll < 0.47) {
        await c.mutate('game.setStatus', {
          gameId: view.id,
          expected: view.status,
          status: r.pick(['live', 'completed', 'postponed'] as const),
        });
      } else if (roll < 0.54) {
        await c.mutate('game.setMvp', {
          gameId: view.id,
          expected: view.mvpId,
          value: r.pick([null, ...view.rosters!.home, ...view.rosters!.away]),
        });
      } else if (roll < 0.6) {
        const value = r.next() < 0.3 ? null : { home: r.int(6), away: r.int(6) };
        await c.mutate('game.setPenalties', { gameId: view.id, expected: view.penalties, value });
      } else if (roll < 0.66) {
        const keeper = view.rosters!.away[0]!;
        await c.mutate('game.setSaves', {
          gameId: view.id,
          playerId: keeper,
          expected: view.saves.find((s) => s.playerId === keeper)?.saves ?? 0,
          value: r.int(10),
        });
      } else if (roll < 0.82) {
        await c.push();
      } else if (roll < 0.95) {
        await c.pull(f.eventId);
      } else {
        const item = c.status().attention[0];
        if (item) await c.resolve(item.mutationId, r.pick(['keepMine', 'keepTheirs', 'discard'] as const));
      }
    }

    // Signal returns for good: every device settles its outbox, gives up its conflicts, and pulls.
    faultsOn = false;
    for (let round = 0; round < 5; round += 1) {
      for (const c of clients) {
        await c.push();
        for (const a of c.status().attention) await c.resolve(a.mutationId, 'keepTheirs');
      }
    }
    for (const c of clients) {
      await c.pull(f.eventId);
      // A pull flags goals that look like the same goal recorded twice; the admin keeps both here.
      for (const a of c.status().attention) {
        expect(a.kind).toBe('duplicate');
        await c.resolve(a.mutationId, 'discard');
      }
      expect(c.status()).toMatchObject({ pending: 0, attention: [] });
    }

    const db = t.deps.database.db;
    const normalise = (v: GameView) => ({
      status: v.status,
      mvpId: v.mvpId,
      penalties: v.penalties,
      goals: v.goals
        .filter((g) => !g.deleted)
        .map((g) => `${g.id}:${g.side}:${g.minute}:${g.scorerId}`)
        .sort(),
      saves: v.saves
        .filter((s) => s.saves > 0)
        .map((s) => `${s.playerId}:${s.saves}`)
        .sort(),
    });
    for (const gameId of gameIds) {
      const server = (await loadGameView(db, gameId))!;
      for (const c of clients) expect(normalise((await c.gameView(gameId))!)).toEqual(normalise(server));
      const admin = (await loadAdminGame(db, gameId))!;
      const live = await db
        .select()
        .from(goals)
        .where(and(eq(goals.gameId, gameId), isNull(goals.deletedAt)));
      expect({ home: admin.homeGoals.length, away: admin.awayGoals.length }).toEqual(scoreOf(server));
      expect(live).toHaveLength(scoreOf(server).home + scoreOf(server).away);
    }
    // Nothing lost, nothing doubled: the goals alive are exactly those added and not removed.
    const allLive = (
      await db
        .select({ id: goals.id })
        .from(goals)
        .where(and(eq(goals.eventId, f.eventId), isNull(goals.deletedAt)))
    )
      .map((g) => g.id)
      .sort();
    expect(allLive).toEqual([...added].filter((id) => !removed.has(id)).sort());
  });
});
