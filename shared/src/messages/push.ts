/** Refusals of following and push subscriptions. */
export const PUSH_MSG = {
  pushEndpointRefused: 'This browser gave a push address the server cannot use',
  pushSubscriptionInvalid: 'This browser gave an incomplete push subscription',
  followsTooMany: 'You can follow up to {max} teams, games and editions',
  followInvalid: 'A follow must name a team, a game or an edition by its id',
} as const;
