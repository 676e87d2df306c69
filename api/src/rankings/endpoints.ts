import { ageGroupQuerySchema, eventRankingsResponseSchema, leaderboardResponseSchema } from '@pitchside/shared';
import { declareRoute } from '../lib/declare-route';

/** Leaderboards across events, and an event's top scorers. */
export const rankingsEndpoints = {
  leaderboard: declareRoute({
    method: 'get',
    path: '/rankings',
    summary: 'The players leaderboard (whole for Gold members, a preview for others)',
    response: leaderboardResponseSchema,
    permission: 'public',
    cache: 'publicSite',
    cacheOptions: { anonymousOnly: true, expensive: true },
  }),
  ofEvent: declareRoute({
    method: 'get',
    path: '/rankings/event/{eventId}',
    summary: "An event's top scorers and best players",
    query: ageGroupQuerySchema,
    response: eventRankingsResponseSchema,
    permission: 'public',
    cache: 'publicEvent',
    preloadFor: ['event'],
  }),
};
