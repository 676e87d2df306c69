import { statsCountsResponseSchema } from '@pitchside/shared';
import { declareRoute } from '../lib/declare-route';

export const statsEndpoints = {
  counts: declareRoute({
    method: 'get',
    path: '/stats/counts',
    summary: "The home page's counts: games, goals, players, tournaments, teams",
    response: statsCountsResponseSchema,
    permission: 'public',
    cache: 'publicSite',
    preloadFor: ['home'],
  }),
};
