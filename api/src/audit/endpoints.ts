import { declareRoute } from '../lib/declare-route';

export const auditEndpoints = {
  history: declareRoute({
    method: 'get',
    path: '/admin/audit/{entity}/{id}',
    summary: "Who changed an event, team, squad or player, newest first (an organiser: their events' entries)",
    permission: 'event.manage',
    cache: 'none',
  }),
};
