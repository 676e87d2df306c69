import type { StaffScope } from '../../app/staff-roles';

export type StaffRoleName = 'organiser' | 'scorer';

/** One row of an event's staff as the screen keeps it; `fullName` only for showing. */
export interface StaffRow {
  userId: string;
  fullName: string;
  role: StaffRoleName;
  scope: StaffScope;
}

/** `PUT /api/events/:id/staff`: the whole list (the spec's PUTs replace); names are not sent. */
export interface StaffPut {
  staff: { userId: string; role: StaffRoleName; scope?: StaffScope }[];
}

export function staffPutBody(rows: readonly StaffRow[]): StaffPut {
  return {
    staff: rows.map((r) => {
      const scope: StaffScope = {};
      // An organiser's role is the whole event: a scope is a scorer's only.
      if (r.role === 'scorer' && r.scope.pitches?.length) scope.pitches = [...r.scope.pitches];
      if (r.role === 'scorer' && r.scope.games?.length) scope.games = [...r.scope.games];
      return Object.keys(scope).length ? { userId: r.userId, role: r.role, scope } : { userId: r.userId, role: r.role };
    }),
  };
}

type NamedStaff = {
  userId?: string;
  _id?: string;
  fullName?: string;
  name?: string;
  user?: { _id?: string; id?: string; fullName?: string };
  role?: string;
  scope?: StaffScope | null;
};

/** `GET /api/events/:id/staff` to rows; an entry naming no member or role is left out. */
export function staffRows(body: { staff?: NamedStaff[] } | null | undefined): StaffRow[] {
  const rows: StaffRow[] = [];
  for (const s of body?.staff ?? []) {
    const userId = s.userId ?? s.user?._id ?? s.user?.id;
    if (!userId || (s.role !== 'organiser' && s.role !== 'scorer')) continue;
    rows.push({ userId, fullName: s.fullName ?? s.user?.fullName ?? s.name ?? '', role: s.role, scope: s.scope ?? {} });
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
export function linkGames(l: ScoreLinkRow): string[] {
  return l.scope?.games ?? l.games ?? [];
}
