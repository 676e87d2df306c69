import type { FlaggableField } from '@pitchside/shared';

/** Catalog keys of the fields an admin may flag. */
export const FIELD_LABELS: Record<FlaggableField, string> = {
  dateOfBirth: 'admin-requests.field.dateOfBirth',
  instagramUsername: 'admin-requests.field.instagramUsername',
  portraitImage: 'admin-requests.field.portraitImage',
  idFrontPicture: 'admin-requests.field.idFrontPicture',
  idBackPicture: 'admin-requests.field.idBackPicture',
};
