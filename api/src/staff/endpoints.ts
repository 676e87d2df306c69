import { z } from 'zod';
import {
  scoreLinkCreateSchema,
  scoreLinkLoginSchema,
  staffInviteSchema,
  staffListSchema,
  teamSearchQuerySchema,
  uuidParam,
  scoreLinkCreatedResponseSchema,
  scoreLinksResponseSchema,
  signInResponseSchema,
} from '@pitchside/shared';
import { declareRoute } from '../lib/declare-route';

const eventId = z.object({ id: uuidParam });

/** Event staff (organisers, scorers) and score-entry links (auth/policy.ts decides what they allow). */
export const staffEndpoints = {
  list: declareRoute({
    method: 'get',
    path: '/events/{id}/staff',
    summary: "The event's organisers and scorers that reach this edition",
    params: eventId,
    permission: 'event.manage',
    cache: 'none',
  }),
  candidates: declareRoute({
    method: 'get',
    path: '/events/{id}/staff/candidates',
    summary: 'Members whose name contains the text typed, to give a role in this event (id and name only)',
    params: eventId,
    query: teamSearchQuerySchema,
    permission: 'event.manage',
    cache: 'none',
  }),
  replace: declareRoute({
    method: 'put',
    path: '/events/{id}/staff',
    summary: "Replace the event's staff list (the whole list)",
    params: eventId,
    body: staffListSchema,
    permission: 'event.manage',
    cache: 'none',
  }),
  invite: declareRoute({
    method: 'post',
    path: '/events/{id}/staff/invitations',
    summary: 'Give a role to whoever has this e-mail address: a member at once, anyone else by an e-mailed sign-up link',
    params: eventId,
    body: staffInviteSchema,
    permission: 'event.manage',
    cache: 'none',
  }),
  createLink: declareRoute({
    method: 'post',
    path: '/events/{id}/score-links',
    response: scoreLinkCreatedResponseSchema,
    summary: 'Create a score-entry link; its secret is in the answer once',
    params: eventId,
    body: scoreLinkCreateSchema,
    status: 201,
    permission: 'event.manage',
    cache: 'none',
  }),
  listLinks: declareRoute({
    method: 'get',
    path: '/events/{id}/score-links',
    response: scoreLinksResponseSchema,
    summary: "The edition's score-entry links, without secrets",
    params: eventId,
    permission: 'event.manage',
    cache: 'none',
  }),
  revokeLink: declareRoute({
    method: 'delete',
    path: '/score-links/{id}',
    summary: 'Revoke a score-entry link (the organiser of its event decides, in the service)',
    params: z.object({ id: uuidParam }),
    permission: 'member',
    cache: 'none',
  }),
  linkLogin: declareRoute({
    method: 'post',
    path: '/auth/score-link',
    response: signInResponseSchema,
    summary: "Sign in as a scorer with a score-entry link's token and a name",
    body: scoreLinkLoginSchema,
    permission: 'public',
    cache: 'none',
  }),
};
