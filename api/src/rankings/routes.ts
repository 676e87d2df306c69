import { Hono } from 'hono';
import type { LeaderboardResponse } from '@pitchside/shared';
import type { AppEnv, Deps } from '../context';
import { handle } from '../lib/declare-route';
import { rankingsEndpoints as e } from './endpoints';
import { eventRankings, leaderboard } from './service';

/** A leaderboard stays this long at most, when no game change announces itself first. */
const LEADERBOARD_TTL_MS = 15_000;

export function rankingsRoutes(deps: Deps) {
  const db = deps.database.db;
  const r = new Hono<AppEnv>();

  // The leaderboard has two versions, Gold and preview, whoever asks: members reloading it share one
  // computation per version until a game changes (heard from every instance through the live hub).
  const memo = new Map<'gold' | 'preview', { at: number; value: Promise<LeaderboardResponse> }>();
  deps.live.subscribe(() => memo.clear());

  handle(r, e.leaderboard, async (c) => {
    const tier = c.var.user?.isGold ? 'gold' : 'preview';
    let held = memo.get(tier);
    if (!held || Date.now() - held.at > LEADERBOARD_TTL_MS) {
      held = { at: Date.now(), value: leaderboard(db, c.var.user) };
      memo.set(tier, held);
      const mine = held;
      held.value.catch(() => memo.get(tier) === mine && memo.delete(tier));
    }
    return c.json(await held.value);
  });

  handle(r, e.ofEvent, async (c) => c.json(await eventRankings(db, c.req.param('eventId'), c.req.query('ageGroup'))));

  return r;
}
