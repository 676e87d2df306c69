/*
 * The role checks the shell runs on every page (is this person staff at all?), apart from the
 * admin-link and event rules in staff-roles.ts, which only the admin bar and admin screens load.
 */
import type { SessionUser } from '@pitchside/shared';

/** What a scorer may touch: both lists absent means every game of the edition. */
export interface StaffScope {
  pitches?: string[];
  games?: string[];
}

/**
 * A role the signed-in person holds, as `GET /api/auth/me` lists it (the server's policy grants):
 * an organiser of an event (every edition, `editionId` null, or one), or a scorer of one edition,
 * perhaps through a score-entry link (`viaLink`).
 */
export interface StaffGrant {
  /** 'organiser' | 'scorer' | 'registration.review' (an extra grant beside organiser). */
  role: string;
  eventSlug: string;
  editionId: string | null;
  scope: StaffScope;
  /** The role comes from a score-entry link. */
  viaLink?: boolean;
}

/** The session user with the roles the server lists beside the account's own fields (`staffRoles`). */
export type StaffUser = SessionUser & { staffRoles?: StaffGrant[]; volunteer?: boolean };

/**
 * Signed in through a score-entry link. Such a session only ever scores; after its link is revoked
 * it keeps the Games Manager (with no games) so the edits refused since stay in view.
 */
export function isVolunteer(user: SessionUser | null | undefined): boolean {
  return (user as StaffUser | null | undefined)?.volunteer === true;
}

/** The person's event roles; none for a member, a site admin's are not needed. */
export function rolesOf(user: SessionUser | null | undefined): StaffGrant[] {
  const roles = (user as StaffUser | null | undefined)?.staffRoles;
  return Array.isArray(roles) ? roles.filter((r) => r && typeof r.role === 'string' && typeof r.eventSlug === 'string') : [];
}

/** A site admin, an organiser or a scorer: someone the admin area opens for. */
export function mayOpenAdmin(user: SessionUser | null | undefined): boolean {
  if (!user) return false;
  return user.isAdmin || isVolunteer(user) || rolesOf(user).some((r) => r.role === 'organiser' || r.role === 'scorer');
}
