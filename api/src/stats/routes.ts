import { Hono } from 'hono';
import type { StatsCountsResponse } from '@pitchside/shared';
import type { AppEnv, Deps } from '../context';
import type { Tx } from '../db/client';
import { handle } from '../lib/declare-route';
import { statsEndpoints } from './endpoints';
import { eventSums, siteCounts } from './queries';

/**
 * Home page 'OUR IMPACT' counts, from the totals the database keeps on every write: the same cost
 * whatever the number of games.
 */
async function counts(db: Tx): Promise<StatsCountsResponse['counts']> {
  const [sums, site] = await Promise.all([eventSums(db), siteCounts(db)]);
  return {
    futsalGames: sums.futsalGames,
    streetGames: sums.streetGames,
    goalsScored: sums.goals,
    players: site.get('players') ?? 0,
    // Each edition is a tournament held.
    tournaments: site.get('tournaments') ?? 0,
    teams: site.get('clubs') ?? 0,
  };
}

export function statsRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  handle(r, statsEndpoints.counts, async (c) =>
    c.json({ success: true, counts: await counts(deps.database.db) } satisfies StatsCountsResponse),
  );
  return r;
}
