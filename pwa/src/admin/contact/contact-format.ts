import { CONTACT_PREVIEW_CHARS, formatDate, type ContactFilter } from '@pitchside/shared';
import { currentLocale } from '../../i18n';

export const FILTER_LABELS: Record<ContactFilter, string> = {
  all: 'admin-contact.filter.all',
  new: 'admin-contact.filter.new',
  read: 'admin-contact.filter.read',
  replied: 'admin-contact.filter.replied',
  closed: 'admin-contact.filter.closed',
};

/** The first 100 characters of a message (admin spec section 9), with an ellipsis when cut. */
export function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > CONTACT_PREVIEW_CHARS ? `${flat.slice(0, CONTACT_PREVIEW_CHARS).trimEnd()}…` : flat;
}

/** Date and time in the admin's language, Beirut time, e.g. "1 Mar 2026, 11:00". */
export function formatWhen(iso: string): string {
  return formatDate(iso, 'dateTime', currentLocale());
}
