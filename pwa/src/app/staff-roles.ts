import type { SessionUser } from '@pitchside/shared';
import { isVolunteer, rolesOf } from './staff-grants';

export { mayOpenAdmin, rolesOf } from './staff-grants';
export type { StaffScope } from './staff-grants';

/** The admin screens by what opening them asks: a scorer's only screen is the Games Manager. */
const ORGANISER_SCREENS = new Set([
  '/admin/events',
  '/admin/teams',
  '/admin/players',
  '/admin/standings',
  '/admin/rankings',
  '/admin/schedule',
  '/admin/games',
  '/admin/import',
]);

/**
 * The admin links this person may follow (the server refuses the rest anyway): everything for a
 * site admin; an organiser's event screens (Registration Requests only when also given review);
 * the Games Manager for a scorer. Gift codes and contact messages stay site admins'.
 */
export function allowedAdminLinks<L extends { to: string }>(links: readonly L[], user: SessionUser | null | undefined): L[] {
  if (!user) return [];
  if (user.isAdmin) return [...links];
  const roles = rolesOf(user);
  const organiser = roles.some((r) => r.role === 'organiser');
  const reviewer = roles.some((r) => r.role === 'registration.review');
  const scorer = isVolunteer(user) || roles.some((r) => r.role === 'scorer');
  return links.filter(
    (l) => (organiser && ORGANISER_SCREENS.has(l.to)) || (reviewer && l.to === '/admin/requests') || (scorer && l.to === '/admin/games'),
  );
}

/** May this person manage the staff of the event (an edition of series `eventSlug`, id `editionId`)? */
export function mayManageEvent(user: SessionUser | null | undefined, edition: { slug: string; id: string }): boolean {
  if (!user) return false;
  if (user.isAdmin) return true;
  return rolesOf(user).some(
    (r) => r.role === 'organiser' && r.eventSlug === edition.slug && (r.editionId === null || r.editionId === edition.id),
  );
}

/** Does this person organise every edition of the series (or is a site admin)? */
export function managesSeries(user: SessionUser | null | undefined, slug: string): boolean {
  if (!user) return false;
  return user.isAdmin || rolesOf(user).some((r) => r.role === 'organiser' && r.eventSlug === slug && r.editionId === null);
}

/** The editions this person scores or organises, for a screen's event choice; null for a site admin (all). */
export function staffEditions(user: SessionUser | null | undefined): { slugs: Set<string>; editions: Set<string> } | null {
  if (!user || user.isAdmin) return null;
  const slugs = new Set<string>();
  const editions = new Set<string>();
  for (const r of rolesOf(user)) {
    if (r.editionId) editions.add(r.editionId);
    else slugs.add(r.eventSlug);
  }
  return { slugs, editions };
}

/** Is this edition among the person's (null: a site admin, every edition)? */
export function inStaffEditions(mine: ReturnType<typeof staffEditions>, edition: { _id: string; slug?: string | undefined }): boolean {
  return !mine || mine.editions.has(edition._id) || (!!edition.slug && mine.slugs.has(edition.slug));
}
