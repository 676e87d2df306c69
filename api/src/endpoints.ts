import type { DeclaredRoute } from './lib/declare-route';
import { apiDocsEndpoints } from './api-docs/endpoints';
import { healthEndpoints } from './api-docs/health-endpoints';
import { eventsEndpoints } from './events/endpoints';
import { giftCodesEndpoints } from './gift-codes/endpoints';
import { teamsEndpoints } from './teams/endpoints';
import { usersEndpoints } from './users/endpoints';
import { rankingsEndpoints } from './rankings/endpoints';
import { statsEndpoints } from './stats/endpoints';
import { offlineEndpoints } from './offline/endpoints';
import { scheduleEndpoints } from './schedule/endpoints';
import { membershipEndpoints } from './membership/endpoints';
import { contactEndpoints } from './contact/endpoints';
import { auditEndpoints } from './audit/endpoints';
import { calendarEndpoints } from './calendar/endpoints';
import { authEndpoints } from './auth/endpoints';
import { gamesManagerEndpoints } from './games-manager/endpoints';
import { syncEndpoints } from './sync/endpoints';
import { stagesEndpoints } from './stages/endpoints';
import { importEndpoints } from './import/endpoints';
import { registrationEndpoints } from './registration/endpoints';
import { invitationsEndpoints } from './invitations/endpoints';
import { liveEndpoints } from './live/endpoints';
import { uploadsEndpoints } from './uploads/endpoints';
import { staffEndpoints } from './staff/endpoints';
import { pushEndpoints } from './push/endpoints';
import { suspensionsEndpoints } from './suspensions/endpoints';

/**
 * Every declared API route. The permission guards, the shared response cache and the OpenAPI
 * document are made from this list; a feature adds its `endpoints.ts` here once.
 */
export const API_ROUTES: readonly DeclaredRoute[] = [
  healthEndpoints,
  apiDocsEndpoints,
  eventsEndpoints,
  giftCodesEndpoints,
  teamsEndpoints,
  usersEndpoints,
  rankingsEndpoints,
  statsEndpoints,
  offlineEndpoints,
  scheduleEndpoints,
  membershipEndpoints,
  contactEndpoints,
  auditEndpoints,
  calendarEndpoints,
  authEndpoints,
  gamesManagerEndpoints,
  syncEndpoints,
  stagesEndpoints,
  importEndpoints,
  registrationEndpoints,
  invitationsEndpoints,
  liveEndpoints,
  uploadsEndpoints,
  staffEndpoints,
  pushEndpoints,
  suspensionsEndpoints,
].flatMap((group) => Object.values(group));
