import { CONTACT_PREVIEW_CHARS, type ContactFilter } from '@pitchside/shared';

export const FILTER_LABELS: Record<ContactFilter, string> = {
  all: 'All',
  new: 'New',
  read: 'Read',
  replied: 'Replied',
  closed: 'Closed',
};

/** The first 100 characters of a message (admin spec section 9), with an ellipsis when cut. */
export function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > CONTACT_PREVIEW_CHARS ? `${flat.slice(0, CONTACT_PREVIEW_CHARS).trimEnd()}…` : flat;
}

/** Date and time in the admin's own locale, e.g. "1 Mar 2026, 11:00". */
export function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
