import {
  followsBodySchema,
  pushSubscribeSchema,
  pushUnsubscribeSchema,
  accountFollowsResponseSchema,
  pushPublicKeyResponseSchema,
} from '@pitchside/shared';
import { declareRoute } from '../lib/declare-route';

/** Following teams, games and editions, and Web Push subscriptions (README: Following and push). */
export const pushEndpoints = {
  publicKey: declareRoute({
    method: 'get',
    path: '/push/public-key',
    response: pushPublicKeyResponseSchema,
    summary: "The server's VAPID public key, to subscribe a browser to Web Push",
    permission: 'public',
    cache: 'none',
  }),
  subscribe: declareRoute({
    method: 'post',
    path: '/push/subscriptions',
    summary: "Keep a browser's push subscription and the follows it is told about",
    body: pushSubscribeSchema,
    permission: 'public',
    cache: 'none',
    outdates: 'nothing',
  }),
  unsubscribe: declareRoute({
    method: 'delete',
    path: '/push/subscriptions',
    summary: "Forget a browser's push subscription",
    body: pushUnsubscribeSchema,
    permission: 'public',
    cache: 'none',
    outdates: 'nothing',
  }),
  follows: declareRoute({
    method: 'get',
    path: '/auth/me/follows',
    response: accountFollowsResponseSchema,
    summary: "The member's follows kept on their account",
    permission: 'member',
    cache: 'private',
  }),
  setFollows: declareRoute({
    method: 'put',
    path: '/auth/me/follows',
    summary: "Replace the member's follows kept on their account",
    body: followsBodySchema,
    permission: 'member',
    cache: 'none',
    outdates: 'nothing',
  }),
};
