import type {
  AgeGroupRef,
  EventRef,
  PersonRef,
  PlayerRef,
  PublicAgeGroup,
  PublicEvent,
  StandingRow,
  StandingTeam,
  TeamRef,
} from '@pitchside/shared';
import type { ageGroups, events } from '../db/schema';
import { publicImageUrl } from '../lib/storage';

export type EventRow = typeof events.$inferSelect;
export type AgeGroupRow = typeof ageGroups.$inferSelect;

// Postgres accepts any hex uuid, so the check is looser than RFC versions: ids made elsewhere still match.
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string | undefined | null): value is string => !!value && UUID_RE.test(value);

export function toEventRef(e: { id: string; name: string; slug: string; edition: number }): EventRef {
  return { _id: e.id, event: e.name, slug: e.slug, event_edition: e.edition };
}

export function toAgeGroup(ag: AgeGroupRow): PublicAgeGroup {
  return {
    _id: ag.id,
    name: ag.name,
    label: ag.label,
    slug: ag.slug,
    stageType: ag.stageType,
    groupsCount: ag.groupsCount,
    teamsPerGroup: ag.teamsPerGroup,
    advancingTeams: ag.advancingTeams,
    knockoutTeams: ag.knockoutTeams,
    leagueTeams: ag.leagueTeams,
    position: ag.position,
    forfeitScore: ag.forfeitScore,
    // What the last "Schedule all" used, so the next one starts from it.
    ...(ag.slotMinutes !== null ? { slotMinutes: ag.slotMinutes } : {}),
    ...(ag.minRestMinutes !== null ? { minRestMinutes: ag.minRestMinutes } : {}),
  };
}

export function toAgeGroupRef(ag: { id: string; name: string; label: string | null; slug: string } | null): AgeGroupRef | null {
  return ag ? { _id: ag.id, name: ag.name, label: ag.label, slug: ag.slug } : null;
}

export function toPublicEvent(e: EventRow, groupsOfEvent: AgeGroupRow[]): PublicEvent {
  return {
    ...toEventRef(e),
    kind: e.kind,
    event_logo: publicImageUrl(e.logo),
    contact_info: { email: e.contactEmail, phone: e.contactPhone },
    stageType: e.stageType,
    startsOn: e.startsOn,
    ageGroups: groupsOfEvent.map(toAgeGroup),
  };
}

export function toTeamRef(t: { id: string; name: string; logo: string | null; slug: string }): TeamRef {
  return { _id: t.id, name: t.name, logo: publicImageUrl(t.logo), slug: t.slug };
}

export function toPerson(id: string | null | undefined, fullName: string | null | undefined): PersonRef | null {
  return id && fullName != null ? { _id: id, fullName } : null;
}

export function toPlayerRef(u: {
  id: string;
  fullName: string;
  playerId: number | null;
  portraitImage: string | null;
  shirtNumber?: number | null;
}): PlayerRef {
  return {
    _id: u.id,
    fullName: u.fullName,
    playerId: u.playerId,
    portraitImage: publicImageUrl(u.portraitImage),
    ...(u.shirtNumber !== undefined ? { shirtNumber: u.shirtNumber } : {}),
  };
}

export function toStandingTeam(row: StandingRow, slugs: ReadonlyMap<string, string>): StandingTeam {
  return {
    _id: row.teamId,
    name: row.name,
    logo: publicImageUrl(row.logo),
    slug: slugs.get(row.teamId) ?? '',
    groupStageGoalsScored: row.goalsFor,
    groupStageGoalsConceided: row.goalsAgainst,
    groupStagePts: row.points,
    groupStageGamesPlayed: row.played,
    groupStageWins: row.wins,
    groupStageDraws: row.draws,
    groupStageLosses: row.losses,
    goalDifference: row.goalDifference,
    position: row.position,
  };
}
