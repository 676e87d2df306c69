import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { events, games, teamPlayers, teams, users } from '../db/schema';
import type { TestContext } from '../test/harness';

/** Factories for sync and Games Manager tests: each test makes the event it needs. */

export interface Fixture {
  eventId: string;
  home: { id: string; players: string[] };
  away: { id: string; players: string[] };
  gameId: string;
}

async function makePlayers(db: Tx, n: number, prefix: string) {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const [u] = await db
      .insert(users)
      .values({ fullName: `${prefix} Player ${i + 1}`, type: 'player' })
      .returning({ id: users.id });
    ids.push(u!.id);
  }
  return ids;
}

export async function makeTeam(db: Tx, eventId: string, name: string, players = 5) {
  const [t] = await db
    .insert(teams)
    .values({ name, slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${randomUUID().slice(0, 6)}`, eventId })
    .returning({ id: teams.id });
  const ids = await makePlayers(db, players, name);
  if (ids.length) await db.insert(teamPlayers).values(ids.map((userId, i) => ({ teamId: t!.id, userId, shirtNumber: i + 1 })));
  return { id: t!.id, players: ids };
}

export async function makeGame(db: Tx, eventId: string, homeTeamId: string, awayTeamId: string) {
  // Its sync version comes from the database's trigger, as for every writer. Games made one after the
  // other are created in that order (the playing order without kick-off times), even within one
  // millisecond of the clock.
  const createdAt = sql`greatest(now(), (select max(created_at) from ${games} where event_id = ${eventId}) + interval '1 millisecond')`;
  const [g] = await db.insert(games).values({ eventId, homeTeamId, awayTeamId, round: 'Group A', createdAt }).returning({ id: games.id });
  return g!.id;
}

export async function makeFixture(t: TestContext, opts: { players?: number } = {}): Promise<Fixture> {
  const db = t.deps.database.db;
  const [e] = await db
    .insert(events)
    .values({ name: 'Beirut Futsal Cup', slug: `cup-${randomUUID().slice(0, 8)}` })
    .returning({ id: events.id });
  const eventId = e!.id;
  const home = await makeTeam(db, eventId, 'Cedars', opts.players ?? 5);
  const away = await makeTeam(db, eventId, 'Phoenix', opts.players ?? 5);
  const gameId = await makeGame(db, eventId, home.id, away.id);
  return { eventId, home, away, gameId };
}

/** A second administrator: a verified member promoted by hand. */
export async function makeAdmin(t: TestContext, fullName: string) {
  const m = await t.member({ fullName });
  await t.deps.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, m.id));
  return m;
}

export const goalArgs = (
  f: Fixture,
  extra: Partial<{ goalId: string; side: 'home' | 'away'; minute: number; scorerId: string; scorerName: string }> = {},
) => {
  const side = extra.side ?? 'home';
  const scorerId = extra.scorerId ?? f[side].players[0]!;
  return {
    gameId: f.gameId,
    goalId: extra.goalId ?? randomUUID(),
    side,
    minute: extra.minute ?? 10,
    scorerId,
    scorerName: extra.scorerName ?? 'Scorer',
  };
};
