import { z } from 'zod';
import {
  invitationsResponseSchema,
  invitationUserSchema,
  sendInvitationSchema,
  uuidParam,
  invitationCountResponseSchema,
  invitationSentResponseSchema,
} from '@pitchside/shared';
import { declareRoute } from '../lib/declare-route';

const byId = z.object({ id: uuidParam });

/** Coaches' invitations to players (public-and-member section 7); every call is a signed-in member's. */
export const invitationsEndpoints = {
  send: declareRoute({
    method: 'post',
    path: '/invitations/send',
    response: invitationSentResponseSchema,
    summary: "A coach invites a player to their team's squad",
    body: sendInvitationSchema,
    status: 201,
    permission: 'member',
    cache: 'none',
  }),
  count: declareRoute({
    method: 'get',
    path: '/invitations/count',
    response: invitationCountResponseSchema,
    summary: "How many invitations wait for the member (the bell's count)",
    query: invitationUserSchema,
    permission: 'member',
    cache: 'private',
  }),
  mine: declareRoute({
    method: 'get',
    path: '/invitations/my-invitations',
    summary: "The member's invitations",
    query: invitationUserSchema,
    response: invitationsResponseSchema,
    permission: 'member',
    cache: 'private',
  }),
  accept: declareRoute({
    method: 'post',
    path: '/invitations/{id}/accept',
    params: byId,
    summary: 'Accept an invitation: the player joins the squad',
    serviceBody: invitationUserSchema,
    permission: 'member',
    cache: 'none',
  }),
  decline: declareRoute({
    method: 'post',
    path: '/invitations/{id}/decline',
    params: byId,
    summary: 'Decline an invitation',
    serviceBody: invitationUserSchema,
    permission: 'member',
    cache: 'none',
  }),
};
