import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ageGroups, teamPlayers, teams, users } from '../db/schema';

export function eventAgeGroups(tx: Tx, eventId: string) {
  return tx
    .select({ id: ageGroups.id, name: ageGroups.name, slug: ageGroups.slug, label: ageGroups.label })
    .from(ageGroups)
    .where(eq(ageGroups.eventId, eventId))
    .orderBy(asc(ageGroups.position));
}

export function eventTeamRows(tx: Tx, eventId: string) {
  return tx
    .select({ id: teams.id, name: teams.name, ageGroupId: teams.ageGroupId, teamSize: teams.teamSize, eventId: teams.eventId })
    .from(teams)
    .where(eq(teams.eventId, eventId));
}

/** The squads of these teams: names and shirt numbers, for the duplicate checks. */
export function squadsOf(tx: Tx, teamIds: string[]) {
  if (teamIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ teamId: teamPlayers.teamId, fullName: users.fullName, shirtNumber: teamPlayers.shirtNumber })
    .from(teamPlayers)
    .innerJoin(users, eq(users.id, teamPlayers.userId))
    .where(inArray(teamPlayers.teamId, teamIds));
}
