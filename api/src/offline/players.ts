import type { CareerStats, PublicUser, UserTeam } from '@pitchside/shared';

/**
 * A squad's player pages, compacted for the offline bundle. Every squad member's profile lists the
 * same teams (this edition's and their earlier ones), so those are sent once and profiles point at
 * them. The device rebuilds each page's answer under the path the player page asks for.
 */
export interface OfflinePlayers {
  /** Every team the profiles list, once. */
  teams: UserTeam[];
  /** The profiles (as a guest sees them), their `team` as positions in `teams`. */
  users: Array<Omit<PublicUser, 'team'> & { team: number[] }>;
  /** Career totals by user id, for players and old players (the page shows none for others). */
  careers: Record<string, CareerStats>;
}

const hasCareer = (type: string) => type === 'player' || type === 'old-player';

/** Written exactly as the player page asks for them (routes/user/user-page.tsx, profile-view.tsx). */
export const userPath = (id: string) => `/api/users/${encodeURIComponent(id)}`;
export const careerPath = (id: string) => `/api/player-stats/player/${id}/career`;

export function playerPaths(p: { id: string; type: string }): string[] {
  return hasCareer(p.type) ? [userPath(p.id), careerPath(p.id)] : [userPath(p.id)];
}

/**
 * Only what a guest's profile carries, whatever the answer held: the bundle goes to anyone, so the
 * details kept for the player and admins (e-mail, phone, birth date, contact choice) never travel in it.
 * The Instagram handle is already the guest's (shared/src/privacy: an adult who chose to show it).
 */
function guestFields(u: PublicUser): Omit<PublicUser, 'team'> {
  return {
    _id: u._id,
    id: u.id,
    fullName: u.fullName,
    userRole: u.userRole,
    type: u.type,
    playerId: u.playerId,
    portraitImage: u.portraitImage,
    instagramUsername: u.instagramUsername,
    primaryShirtNumber: u.primaryShirtNumber,
    secondaryShirtNumber: u.secondaryShirtNumber,
  };
}

/** Moves the fetched player answers out of `responses` into the compact form. */
export function compactPlayers(squad: { id: string }[], responses: Record<string, unknown>): OfflinePlayers {
  const teams: UserTeam[] = [];
  const teamIndex = new Map<string, number>();
  const users: OfflinePlayers['users'] = [];
  const careers: Record<string, CareerStats> = {};
  for (const { id } of squad) {
    const profile = responses[userPath(id)] as { user: PublicUser } | undefined;
    delete responses[userPath(id)];
    const career = responses[careerPath(id)] as { careerStats: CareerStats } | undefined;
    delete responses[careerPath(id)];
    if (!profile) continue;
    const team = profile.user.team.map((t) => {
      const key = JSON.stringify(t);
      let i = teamIndex.get(key);
      if (i === undefined) {
        i = teams.push(t) - 1;
        teamIndex.set(key, i);
      }
      return i;
    });
    users.push({ ...guestFields(profile.user), team });
    if (career) careers[id] = career.careerStats;
  }
  return { teams, users, careers };
}
