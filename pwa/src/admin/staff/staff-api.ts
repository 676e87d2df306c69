import type { StaffScope } from '../../app/staff-roles';

export type StaffRoleName = 'organiser' | 'scorer';

/** One row of an event's staff as the screen keeps it; `fullName` only for showing. */
export interface StaffRow {
  userId: string;
  fullName: string;
  role: StaffRoleName;
  scope: StaffScope;
  /** An organiser of every edition of the event, or of this one; a scorer is always this edition's. */
  editions: 'all' | 'this';
  /** An organiser who also reviews player registrations (and so sees ID photos). */
  reviewRegistrations: boolean;
}

/** `PUT /api/events/:id/staff`: the whole list (the spec's PUTs replace); names are not sent. */
export interface StaffPut {
  staff: { userId: string; role: StaffRoleName; scope?: StaffScope; editions?: 'all' | 'this'; reviewRegistrations?: boolean }[];
}

/**
 * The list as sent. Whoever organises one edition only changes that edition's roles: the event-wide
 * organisers they see are not theirs to send (`series` false leaves them out, and the server keeps them).
 */
export function staffPutBody(rows: readonly StaffRow[], series: boolean): StaffPut {
  return {
    staff: rows
      .filter((r) => series || !isEventWide(r))
      .map((r) => {
        if (r.role === 'organiser') {
          const organiser = { userId: r.userId, role: r.role, editions: series ? r.editions : 'this' } as const;
          return r.reviewRegistrations ? { ...organiser, reviewRegistrations: true } : organiser;
        }
        const scope: StaffScope = {};
        if (r.scope.pitches?.length) scope.pitches = [...r.scope.pitches];
        if (r.scope.games?.length) scope.games = [...r.scope.games];
        return Object.keys(scope).length ? { userId: r.userId, role: r.role, scope } : { userId: r.userId, role: r.role };
      }),
  };
}

/** An organiser of every edition of the event. */
export const isEventWide = (r: StaffRow) => r.role === 'organiser' && r.editions === 'all';

type NamedStaff = {
  userId?: string;
  _id?: string;
  fullName?: string;
  name?: string;
  user?: { _id?: string; id?: string; fullName?: string };
  role?: string;
  scope?: StaffScope | null;
  editions?: string;
  reviewRegistrations?: boolean;
};

/** `GET /api/events/:id/staff` to rows; an entry naming no member or role is left out. */
export function staffRows(body: { staff?: NamedStaff[] } | null | undefined): StaffRow[] {
  const rows: StaffRow[] = [];
  for (const s of body?.staff ?? []) {
    const userId = s.userId ?? s.user?._id ?? s.user?.id;
    if (!userId || (s.role !== 'organiser' && s.role !== 'scorer')) continue;
    rows.push({
      userId,
      fullName: s.fullName ?? s.user?.fullName ?? s.name ?? '',
      role: s.role,
      scope: s.scope ?? {},
      editions: s.role === 'organiser' && s.editions !== 'this' ? 'all' : 'this',
      reviewRegistrations: s.role === 'organiser' && s.reviewRegistrations === true,
    });
  }
  return rows;
}

/** A score-entry link as listed (never its secret). */
export interface ScoreLinkRow {
  _id: string;
  label: string;
  validFrom?: string;
  validUntil: string;
  scope?: StaffScope;
  pitches?: string[];
  games?: string[];
  revokedAt?: string | null;
}

export interface ScoreLinkInput {
  label: string;
  pitches?: string[];
  games?: string[];
  validFrom: string;
  validUntil: string;
}

/** `POST /api/events/:id/score-links`: the secret is only in `url`, shown once. */
export interface ScoreLinkCreated {
  success: true;
  link: { _id: string; url: string; label: string; validUntil: string };
}

/** The pitches a link covers, wherever the server lists them. */
export function linkPitches(l: ScoreLinkRow): string[] {
  return l.scope?.pitches ?? l.pitches ?? [];
}

/** The games a link covers (besides its pitches), wherever the server lists them. */
export function linkGames(l: ScoreLinkRow): string[] {
  return l.scope?.games ?? l.games ?? [];
}

/** A role offered by e-mail, waiting for its sign-up (`GET /api/events/:id/staff` lists them). */
export interface StaffInvitation {
  _id: string;
  email: string;
  role: string;
  expiresAt: string;
}

/** The invitations of a staff answer, if any. */
export function staffInvitations(body: { invitations?: StaffInvitation[] } | null | undefined): StaffInvitation[] {
  return (body?.invitations ?? []).filter((i) => typeof i?._id === 'string' && typeof i.email === 'string');
}
