import type { DeclaredRoute } from './lib/declare-route';
import { apiDocsEndpoints } from './api-docs/endpoints';
import { eventsEndpoints } from './events/endpoints';
import { giftCodesEndpoints } from './gift-codes/endpoints';
import { teamsEndpoints } from './teams/endpoints';

/**
 * Every declared API route. The permission guards, the shared response cache and the OpenAPI
 * document are made from this list; a feature adds its `endpoints.ts` here once.
 */
export const API_ROUTES: readonly DeclaredRoute[] = [apiDocsEndpoints, eventsEndpoints, giftCodesEndpoints, teamsEndpoints].flatMap(
  (group) => Object.values(group),
);
