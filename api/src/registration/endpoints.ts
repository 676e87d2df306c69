import { z } from 'zod';
import {
  adminRequestsResponseSchema,
  declineRequestSchema,
  registrationRequestsResponseSchema,
  requestStatsSchema,
  uuidParam,
} from '@pitchside/shared';
import { declareRoute } from '../lib/declare-route';

const byId = z.object({ id: uuidParam });

/** Player registration (a member's request) and its review (site admins, and organisers given review: review.ts narrows). */
export const registrationEndpoints = {
  submit: declareRoute({
    method: 'post',
    path: '/users/player-registration',
    summary: 'Ask to be registered as a player (multipart, with photos)',
    form: true,
    status: 201,
    permission: 'member',
    cache: 'none',
  }),
  mine: declareRoute({
    method: 'get',
    path: '/users/{id}/requests',
    params: byId,
    summary: "A member's registration requests",
    response: registrationRequestsResponseSchema,
    permission: 'member',
    cache: 'private',
  }),
  pending: declareRoute({
    method: 'get',
    path: '/admin/requests/pending',
    summary: 'Registration requests waiting for review',
    response: adminRequestsResponseSchema,
    permission: 'registration.review',
    cache: 'none',
  }),
  stats: declareRoute({
    method: 'get',
    path: '/admin/requests/stats',
    summary: 'How many requests are pending, approved and declined',
    response: z.object({ success: z.literal(true), stats: requestStatsSchema }),
    permission: 'registration.review',
    cache: 'none',
  }),
  approve: declareRoute({
    method: 'post',
    path: '/admin/requests/{id}/approve',
    params: byId,
    summary: 'Approve a registration: the member becomes a player',
    permission: 'registration.review',
    cache: 'none',
  }),
  decline: declareRoute({
    method: 'post',
    path: '/admin/requests/{id}/decline',
    params: byId,
    summary: 'Decline a registration, with the reason',
    body: declineRequestSchema,
    permission: 'registration.review',
    cache: 'none',
  }),
};
