/**
 * The photos a player registration carries beside its fields. Kept apart from the registration
 * schema so the form that lists them does not bring zod into the fans' precache.
 */
export const REGISTRATION_IMAGE_FIELDS = ['portraitImage', 'idFrontPicture', 'idBackPicture'] as const;
export type RegistrationImageField = (typeof REGISTRATION_IMAGE_FIELDS)[number];
