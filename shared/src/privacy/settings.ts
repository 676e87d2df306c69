import { z } from 'zod';
import { coded } from '../i18n/codes';

/** PUT /api/users/:id/contact-visibility: the player (an adult) or an admin sets the choice. */
export const contactVisibilityInputSchema = z.object({
  showInstagram: z.boolean({ message: coded('showInstagramInvalid') }),
});
export type ContactVisibilityInput = z.infer<typeof contactVisibilityInputSchema>;

/**
 * The choice and what it does, on the profile answer for the player themself and admins only (a
 * stranger learns nothing from it, not even whether the player is a minor).
 */
export const contactPrivacySchema = z.object({
  showInstagram: z.boolean(),
  /** 18 or older today (Beirut), so the choice is theirs to make. */
  adult: z.boolean(),
  /** The handle goes to everyone right now. */
  public: z.boolean(),
});
export type ContactPrivacy = z.infer<typeof contactPrivacySchema>;

export const contactVisibilityResponseSchema = z.object({ success: z.literal(true), contactPrivacy: contactPrivacySchema });
export type ContactVisibilityResponse = z.infer<typeof contactVisibilityResponseSchema>;
