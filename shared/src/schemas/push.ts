import { z } from 'zod';
import { coded } from '../i18n/codes';

export const FOLLOW_KINDS = ['team', 'game', 'event'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];
/** Enough for a parent of three children across a season, small enough to bound every fan-out. */
export const FOLLOWS_MAX = 200;

export const followSchema = z.object(
  {
    kind: z.enum(FOLLOW_KINDS, { message: coded('followInvalid') }),
    id: z.uuid({ message: coded('followInvalid') }),
  },
  { message: coded('followInvalid') },
);
export type FollowRef = z.infer<typeof followSchema>;

const followList = z
  .array(followSchema, { message: coded('followInvalid') })
  .max(FOLLOWS_MAX, coded('followsTooMany', { max: FOLLOWS_MAX }));

/** PUT /api/auth/me/follows: the member's whole list. */
export const followsBodySchema = z.object({ follows: followList });

const base64url = z
  .string({ message: coded('pushSubscriptionInvalid') })
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, coded('pushSubscriptionInvalid'))
  .max(200, coded('pushSubscriptionInvalid'));

/** POST /api/push/subscriptions: the browser's subscription, its language and the device's whole list. */
export const pushSubscribeSchema = z.object({
  subscription: z.object(
    {
      endpoint: z.string({ message: coded('pushSubscriptionInvalid') }).max(2000, coded('pushEndpointRefused')),
      keys: z.object({ p256dh: base64url, auth: base64url }, { message: coded('pushSubscriptionInvalid') }),
    },
    { message: coded('pushSubscriptionInvalid') },
  ),
  locale: z.string().max(10).optional(),
  follows: followList,
});
export type PushSubscribeBody = z.infer<typeof pushSubscribeSchema>;

export const pushUnsubscribeSchema = z.object({
  endpoint: z.string({ message: coded('pushSubscriptionInvalid') }).max(2000, coded('pushEndpointRefused')),
});

/** A follow as the account answers it: with its edition and a name to show, so a new device can list it. */
export interface AccountFollow extends FollowRef {
  eventId: string;
  label: string;
}

/** GET /api/auth/me/follows: the follows kept on the member's account. */
export const accountFollowsResponseSchema = z.object({
  follows: z.array(followSchema.extend({ eventId: z.string(), label: z.string() })),
});

/** GET /api/push/public-key: the server's key a browser subscribes with. */
export const pushPublicKeyResponseSchema = z.object({ publicKey: z.string() });
