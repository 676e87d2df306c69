import { Hono } from 'hono';
import { countDistinct, eq, inArray, isNull, and } from 'drizzle-orm';
import type { StatsCountsResponse } from '@pitchside/shared';
import type { AppEnv, Deps } from '../context';
import type { Db } from '../db/client';
import { events, games, goals, teams, users } from '../db/schema';

/** Home page 'OUR IMPACT' counts, from the real data. */
async function counts(db: Db): Promise<StatsCountsResponse['counts']> {
  const completedOf = (kind: 'futsal' | 'street') =>
    db.$count(
      games,
      and(eq(games.status, 'completed'), inArray(games.eventId, db.select({ id: events.id }).from(events).where(eq(events.kind, kind)))),
    );
  const [futsalGames, streetGames, goalsScored, players, tournaments, clubs] = await Promise.all([
    completedOf('futsal'),
    completedOf('street'),
    db.$count(goals, isNull(goals.deletedAt)),
    db.$count(users, eq(users.type, 'player')),
    // Each edition is a tournament held.
    db.$count(events),
    db.select({ n: countDistinct(teams.teamId) }).from(teams),
  ]);
  return { futsalGames, streetGames, goalsScored, players, tournaments, teams: Number(clubs[0]?.n ?? 0) };
}

export function statsRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  r.get('/stats/counts', async (c) => c.json({ success: true, counts: await counts(deps.database.db) } satisfies StatsCountsResponse));
  return r;
}
