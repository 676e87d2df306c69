import { TIME_ZONE } from '../i18n/locales';

/**
 * Who may see a player's contact details (today the Instagram handle; any later contact field goes
 * through the same rule). Public only for an adult who chose to show it; a minor's never leaves the
 * server except to the player themself and admins (there is no guardian account in the data model).
 */

/** Age from which a player may show contact details publicly. */
export const CONTACT_ADULT_AGE = 18;

/** The contact fields the rule covers, as the profile answer names them. */
export const CONTACT_FIELDS = ['instagramUsername'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Who is asking, relative to the player: the player, an admin, or anyone else (signed in or not). */
export type ContactViewer = 'self' | 'admin' | 'public';

export interface ContactSubject {
  /** YYYY-MM-DD, or null when unknown (old-player profiles, fans): unknown counts as a minor. */
  dateOfBirth: string | null;
  /** The player's own choice to show their contact details; off unless they turned it on. */
  showInstagram: boolean;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day it is in Beirut at `now`, as YYYY-MM-DD. */
export function beirutDay(now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * Whether someone born on `dateOfBirth` is 18 or older on Beirut's calendar at `now`. Someone born on
 * 29 February comes of age on 1 March in a year without one. An unknown or unreadable date is a minor.
 */
export function isAdult(dateOfBirth: string | null | undefined, now: Date): boolean {
  const born = ISO_DATE.exec(dateOfBirth ?? '');
  const today = ISO_DATE.exec(beirutDay(now));
  if (!born || !today) return false;
  const [by, bm, bd] = [Number(born[1]), Number(born[2]), Number(born[3])];
  const [ty, tm, td] = [Number(today[1]), Number(today[2]), Number(today[3])];
  const years = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
  return years >= CONTACT_ADULT_AGE;
}

/** Whether the player's contact details may go to everyone (profiles, squads, bundles, shares, feeds). */
export function contactIsPublic(subject: ContactSubject, now: Date): boolean {
  return subject.showInstagram && isAdult(subject.dateOfBirth, now);
}

/** Whether this viewer may receive the player's contact details. */
export function mayReceiveContact(subject: ContactSubject, viewer: ContactViewer, now: Date): boolean {
  return viewer === 'self' || viewer === 'admin' || contactIsPublic(subject, now);
}

/** The Instagram handle as this viewer may receive it: the handle, or null. */
export function visibleInstagram(
  subject: ContactSubject & { instagramUsername: string | null },
  viewer: ContactViewer,
  now: Date,
): string | null {
  return mayReceiveContact(subject, viewer, now) ? subject.instagramUsername : null;
}

/** Whether the player may turn "show my Instagram" on: only adults (a minor's choice is never asked). */
export const mayShowContact = (dateOfBirth: string | null | undefined, now: Date) => isAdult(dateOfBirth, now);
