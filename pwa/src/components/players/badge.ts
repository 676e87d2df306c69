import { BADGE_MAX, type RegistrationRequest } from '@pitchside/shared';

/** Badge number: open invitations plus one when a registration request exists (spec section 9). */
export function badgeCount(invitations: number, request: RegistrationRequest | null): number {
  return invitations + (request ? 1 : 0);
}

/** '9+' above nine; nothing at zero. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

export type BadgeTone = 'invite' | 'pending' | 'declined' | 'approved' | 'none';

/** The invite style while invitations wait, otherwise the request's status (spec section 4). */
export function badgeTone(invitations: number, request: RegistrationRequest | null): BadgeTone {
  if (invitations > 0) return 'invite';
  if (!request) return 'none';
  if (request.status === 'pending') return 'pending';
  if (request.status === 'rejected') return 'declined';
  if (request.status === 'approved') return 'approved';
  return 'none';
}
