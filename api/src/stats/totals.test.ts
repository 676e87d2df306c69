import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_STATUSES } from '@pitchside/shared';
import * as schema from '../db/schema';
import { loadDemoIfEmpty } from '../demo/load';
import { resetProductData } from '../demo/reset';
import { goalArgs, makeFixture, makeGame, makeTeam, type Fixture } from '../sync/test-factory';
import { createTestContext, type TestContext } from '../test/harness';
import { checkTotals, rebuildTotals } from './totals';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const allAgree = async () => Object.fromEntries((await checkTotals(t.deps.database.db)).map((c) => [c.summary, c.differing]));
const agreeing = {
  team_totals: 0,
  club_totals: 0,
  player_totals: 0,
  player_team_totals: 0,
  event_totals: 0,
  site_totals: 0,
};

/** A small deterministic generator, so a failure replays the same edits. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('totals kept by the database', () => {
  it('match a full recount after the demo loads, and after it is reset', async () => {
    await loadDemoIfEmpty(t.deps, { scale: 1, now: new Date('2026-03-14T15:00:00Z') });
    expect(await allAgree()).toEqual(agreeing);
    const db = t.deps.database.db;
    const [counts] = await db.select().from(schema.siteTotals).where(eq(schema.siteTotals.name, 'tournaments'));
    expect(counts!.n).toBe(await db.$count(schema.events));
    await resetProductData(t.deps);
    expect(await allAgree()).toEqual(agreeing);
  });

  it('match a full recount after random goals, removals, status changes, saves and deletions', async () => {
    const db = t.deps.database.db;
    const next = rng(13);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
    const fixtures: Fixture[] = [await makeFixture(t), await makeFixture(t)];
    // More games between the same teams, and a team of the first event linked to a club of the second.
    for (const f of fixtures) for (let i = 0; i < 3; i += 1) await makeGame(db, f.eventId, f.home.id, f.away.id);
    const extra = await makeTeam(db, fixtures[0]!.eventId, 'Harbour');
    await db
      .update(schema.teams)
      .set({ teamId: sql`(select team_id from teams where id = ${fixtures[1]!.home.id})` })
      .where(eq(schema.teams.id, extra.id));
    await makeGame(db, fixtures[0]!.eventId, extra.id, fixtures[0]!.away.id);

    const gamesOf = async () => db.select().from(schema.games);
    const hasCredits = async (gameId: string) =>
      (await db.$count(schema.goals, and(eq(schema.goals.gameId, gameId), isNull(schema.goals.deletedAt)))) +
        (await db.$count(schema.goalkeeperSaves, eq(schema.goalkeeperSaves.gameId, gameId))) >
      0;
    let creditedFlips = 0;
    const admin = await t.adminToken();
    for (let step = 0; step < 120; step += 1) {
      const games = await gamesOf();
      const g = pick(games);
      const rosterOf = async (teamId: string) =>
        (await db.select().from(schema.teamPlayers).where(eq(schema.teamPlayers.teamId, teamId))).map((p) => p.userId);
      const homePlayers = await rosterOf(g.homeTeamId);
      const players = [...homePlayers, ...(await rosterOf(g.awayTeamId))];
      const r = next();
      if (r < 0.35) {
        // A goal, sometimes typed by name only, sometimes with an assist; several in one statement now and then.
        const n = next() < 0.2 ? 3 : 1;
        await db.insert(schema.goals).values(
          Array.from({ length: n }, () => ({
            id: randomUUID(),
            gameId: g.id,
            eventId: g.eventId,
            side: next() < 0.5 ? ('home' as const) : ('away' as const),
            minute: Math.floor(next() * 40),
            scorerId: next() < 0.85 ? pick(players) : null,
            scorerName: 'Someone',
            assistId: next() < 0.5 ? pick(players) : null,
          })),
        );
      } else if (r < 0.5) {
        const live = await db
          .select()
          .from(schema.goals)
          .where(and(eq(schema.goals.gameId, g.id), isNull(schema.goals.deletedAt)));
        if (live.length)
          await db
            .update(schema.goals)
            .set({ deletedAt: new Date() })
            .where(eq(schema.goals.id, pick(live).id));
      } else if (r < 0.55) {
        // A goal's scorer corrected, or moved to the other side.
        const live = await db.select().from(schema.goals).where(eq(schema.goals.gameId, g.id));
        if (live.length) {
          const goal = pick(live);
          await db
            .update(schema.goals)
            .set({ scorerId: pick(players), side: goal.side === 'home' ? 'away' : 'home' })
            .where(eq(schema.goals.id, goal.id));
        }
      } else if (r < 0.69) {
        await db
          .update(schema.games)
          // Some finish awaiting an organiser's confirmation (issue 21): out of the totals until confirmed.
          .set({ status: pick(GAME_STATUSES), awaitingConfirmation: step % 4 === 0 })
          .where(eq(schema.games.id, g.id));
      } else if (r < 0.75) {
        // Confirmed, or sent back to awaiting by a scorer's edit: its scorers' and keepers' credits
        // (issue 21) go out of or back into the player totals, whatever the game's status.
        // More often confirmed than sent back, as on a match day.
        if (g.awaitingConfirmation || next() < 0.4) {
          if (await hasCredits(g.id)) creditedFlips += 1;
          await db.update(schema.games).set({ awaitingConfirmation: !g.awaitingConfirmation }).where(eq(schema.games.id, g.id));
        }
      } else if (r < 0.85) {
        await db
          .insert(schema.goalkeeperSaves)
          .values({ gameId: g.id, playerId: pick(players), eventId: g.eventId, saves: Math.floor(next() * 6) })
          .onConflictDoUpdate({
            target: [schema.goalkeeperSaves.gameId, schema.goalkeeperSaves.playerId],
            set: { saves: Math.floor(next() * 6) },
          });
      } else if (r < 0.9) {
        // Through the API as an admin would, in one transaction with the rest of the request.
        const f = fixtures.find((x) => x.eventId === g.eventId);
        if (f && g.homeTeamId === f.home.id && g.awayTeamId === f.away.id && homePlayers.length) {
          const res = await t.request('POST', `/api/events/${g.eventId}/games/${g.id}/goals`, {
            body: goalArgs({ ...f, gameId: g.id }, { minute: 5, scorerId: homePlayers[0]! }),
            token: admin,
          });
          expect(res.status).toBe(201);
        }
      } else if (r < 0.93) {
        // A game played by other teams (an admin correcting the fixture), now and then confirmed at the same time.
        const flip = next() < 0.3;
        if (flip && (await hasCredits(g.id))) creditedFlips += 1;
        await db
          .update(schema.games)
          .set({ homeTeamId: g.awayTeamId, awayTeamId: g.homeTeamId, awaitingConfirmation: flip !== g.awaitingConfirmation })
          .where(eq(schema.games.id, g.id));
      } else if (r < 0.96 && games.length > 4) {
        await db.delete(schema.games).where(eq(schema.games.id, g.id));
      } else if (r < 0.98) {
        await db
          .update(schema.events)
          .set({ kind: next() < 0.5 ? 'street' : 'futsal' })
          .where(eq(schema.events.id, g.eventId));
      } else {
        // A scorer's account deleted: their goals stay, typed by name.
        if (players.length) await db.delete(schema.users).where(eq(schema.users.id, pick(players)));
      }
      if (step % 30 === 29) expect(await allAgree()).toEqual(agreeing);
    }
    expect(await allAgree()).toEqual(agreeing);
    // The day ends: every game completed and every waiting one confirmed, in one statement.
    await db.update(schema.games).set({ status: 'completed', awaitingConfirmation: false });
    expect(await allAgree()).toEqual(agreeing);
    // The edits did reach the totals: completed games with goals, scorers and keepers.
    const [sums] = await db
      .select({ played: sql<number>`sum(played)::int`, goals: sql<number>`sum(goals_for)::int` })
      .from(schema.teamTotals);
    expect(sums!.played).toBeGreaterThan(0);
    expect(sums!.goals).toBeGreaterThan(0);
    expect(await db.$count(schema.playerTotals, sql`goals > 0 and assists > 0`)).toBeGreaterThan(0);
    expect(await db.$count(schema.playerTotals, sql`saves > 0`)).toBeGreaterThan(0);
    // Games with goals or saves were confirmed and sent back to awaiting along the way.
    expect(creditedFlips).toBeGreaterThan(3);

    // The first edition's games sent back to awaiting confirmation (a scorer's late edits), then the
    // whole edition deleted with their goals and saves, then a rebuild that changes nothing.
    await db.update(schema.games).set({ awaitingConfirmation: true }).where(eq(schema.games.eventId, fixtures[0]!.eventId));
    expect(await allAgree()).toEqual(agreeing);
    await db.delete(schema.events).where(eq(schema.events.id, fixtures[0]!.eventId));
    expect(await allAgree()).toEqual(agreeing);
    const before = await db.select().from(schema.teamTotals).orderBy(schema.teamTotals.teamId);
    await rebuildTotals(db);
    expect(await db.select().from(schema.teamTotals).orderBy(schema.teamTotals.teamId)).toEqual(before);
    expect(await allAgree()).toEqual(agreeing);
  });

  it('report a total that went wrong, and the rebuild mends it', async () => {
    const db = t.deps.database.db;
    await makeFixture(t);
    await db.execute(sql`update team_totals set wins = wins + 1 where team_id = (select id from teams limit 1)`);
    expect((await allAgree()).team_totals).toBeGreaterThan(0);
    await rebuildTotals(db);
    expect(await allAgree()).toEqual(agreeing);
  });
});
