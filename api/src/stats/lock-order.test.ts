import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, games, teams, teamTotals } from '../db/schema';
import { makeGame } from '../sync/test-factory';
import { openTestDatabase, type TestDatabase } from '../test/database';

/**
 * Totals rows are locked in one order, by key (api/drizzle/0017_totals-lock-order.sql): a writer
 * that finds a club's row taken by someone else waits holding only rows that come before it, so two
 * writers sharing clubs queue instead of deadlocking. Row locks only exist on Postgres (CI).
 */
const onPostgres = !!process.env.DATABASE_URL;

let database: TestDatabase;
beforeAll(async () => {
  if (onPostgres) database = await openTestDatabase({ fromTemplate: true });
});
afterAll(async () => {
  if (onPostgres) await database.close();
});

const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];

describe.skipIf(!onPostgres)('a game completed while another writer holds one of its clubs', () => {
  it('waits holding the club that sorts first, never the one that sorts after', async () => {
    const db = database.db;
    const edition = async (name: string) =>
      (
        await db
          .insert(events)
          .values({ name, slug: `${name}-${randomUUID().slice(0, 8)}` })
          .returning({ id: events.id })
      )[0]!.id;
    const team = async (eventId: string, name: string, club?: string) =>
      (
        await db
          .insert(teams)
          .values({ name, slug: `${name}-${randomUUID().slice(0, 6)}`, eventId, ...(club ? { teamId: club } : {}) })
          .returning({ id: teams.id, club: teams.teamId })
      )[0]!;
    // Two clubs that played each other in an earlier edition meet again in this one.
    const earlier = await edition('spring-cup');
    const cedars = await team(earlier, 'Cedars');
    const phoenix = await team(earlier, 'Phoenix');
    const current = await edition('summer-cup');
    const home = await team(current, 'Phoenix', phoenix.club);
    const away = await team(current, 'Cedars', cedars.club);
    const gameId = await makeGame(db, current, home.id, away.id);
    const [first, last] = [cedars.club, phoenix.club].sort();

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from club_totals where club_id = ${last} for update`);
      holding();
      await released;
    });
    await held;

    const completing = db.update(games).set({ status: 'completed' }).where(eq(games.id, gameId)).execute();
    // Wait until the completion is queued behind the holder.
    for (let i = 0; i < 200; i += 1) {
      const waiting = rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        ),
      );
      if (waiting[0]!.n > 0) break;
      await new Promise((r) => setTimeout(r, 25));
    }

    const taken = async (query: ReturnType<typeof sql>) =>
      db
        .transaction(async (tx) => {
          await tx.execute(query);
          return false;
        })
        .catch((e: { cause?: { code?: string }; code?: string }) => (e.cause?.code ?? e.code) === '55P03');
    // The rows before the one it waits for are its own already; the edition and both team rows too.
    expect(await taken(sql`select 1 from club_totals where club_id = ${first} for update nowait`)).toBe(true);
    expect(await taken(sql`select 1 from team_totals where team_id in (${home.id}, ${away.id}) for update nowait`)).toBe(true);
    expect(await taken(sql`select 1 from event_totals where event_id = ${current} for update nowait`)).toBe(true);

    release();
    await holder;
    await completing;
    const rows = await db.select({ played: teamTotals.played }).from(teamTotals).where(eq(teamTotals.teamId, home.id));
    expect(rows).toEqual([{ played: 1 }]);
  });
});
