/** Response bodies for the event, game and team page tests, shaped as the API sends them. */
import type { EventPageResponse, GameDetail, PublicGame, PublicTeam, StandingTeam } from '@pitchside/shared';

export const ageGroup = {
  _id: 'ag-u12',
  name: 'U12',
  label: 'Under 12',
  slug: 'u12',
  stageType: 'Group Stage' as const,
  groupsCount: 2,
  teamsPerGroup: 4,
  advancingTeams: 2,
  knockoutTeams: 4,
  leagueTeams: 10,
  position: 0,
};

export const event = {
  _id: 'ev3',
  event: 'Schools Futsal Cup',
  slug: 'schools-futsal-cup',
  event_edition: 3,
  kind: 'futsal' as const,
  event_logo: null,
  contact_info: { email: null, phone: null },
  stageType: 'Group Stage' as const,
  startsOn: null,
  ageGroups: [ageGroup],
};

export const teamRef = (id: string, name: string) => ({ _id: id, name, logo: null, slug: id });

export const standing = (id: string, name: string, pts = 0): StandingTeam => ({
  ...teamRef(id, name),
  groupStageGoalsScored: 0,
  groupStageGoalsConceided: 0,
  groupStagePts: pts,
  groupStageGamesPlayed: 0,
  groupStageWins: 0,
  groupStageDraws: 0,
  groupStageLosses: 0,
  goalDifference: 0,
  position: 0,
});

export function eventPage(overrides: Partial<EventPageResponse> = {}): EventPageResponse {
  return {
    success: true,
    event,
    editions: [1, 2, 3].map((n) => ({ _id: `ev${n}`, event_edition: n, label: '' })),
    ageGroups: [ageGroup],
    activeAgeGroup: ageGroup,
    activeGroupStage: {
      groups: [
        { _id: 'gA', groupName: 'Group A', teams: [standing('a1', 'Tripoli Lions'), standing('a2', 'Beirut FC')] },
        { _id: 'gB', groupName: 'Group B', teams: [standing('b1', 'Tyre Cedars'), standing('b2', 'Sidon Stars')] },
      ],
    },
    activeKnockoutStage: null,
    leagueTable: null,
    ...overrides,
  };
}

export function game(
  id: string,
  status: PublicGame['status'],
  round: string,
  home = teamRef('a1', 'Tripoli Lions'),
  away = teamRef('a2', 'Beirut FC'),
  score: [number, number] = [0, 0],
): PublicGame {
  return {
    _id: id,
    status,
    startTime: '2026-05-01T10:00:00Z',
    location: 'Main Hall',
    round,
    event: { _id: event._id, event: event.event, slug: event.slug, event_edition: 3 },
    ageGroup: { _id: ageGroup._id, name: 'U12', label: 'Under 12', slug: 'u12' },
    group: null,
    homeTeam: home,
    awayTeam: away,
    homeGoals: [],
    awayGoals: [],
    homePenaltyGoals: [],
    awayPenaltyGoals: [],
    homeScore: score[0],
    awayScore: score[1],
    homePenalties: null,
    awayPenalties: null,
    mvp: null,
    version: 1,
  };
}

export function gameDetail(overrides: Partial<GameDetail> = {}): GameDetail {
  const base = game('g1', 'completed', 'Final');
  return {
    ...base,
    homeTeam: { ...base.homeTeam, players: [] },
    awayTeam: { ...base.awayTeam, players: [] },
    saves: [],
    ...overrides,
  };
}

export function publicTeam(overrides: Partial<PublicTeam> = {}): PublicTeam {
  return {
    _id: 't1',
    teamId: 'club1',
    slug: 'tripoli-lions',
    name: 'Tripoli Lions',
    logo: null,
    location: null,
    coach: null,
    captain: null,
    teamSize: 20,
    ageGroup: { _id: ageGroup._id, name: 'U12', label: 'Under 12', slug: 'u12' },
    event: { _id: event._id, event: event.event, slug: event.slug, event_edition: 3 },
    players: [],
    playersCount: 0,
    games_played: 0,
    wins: 0,
    draws: 0,
    losses: 0,
    goals_scored: 0,
    goals_conceided: 0,
    yellowCards: 0,
    redCards: 0,
    playerCards: [],
    ...overrides,
  };
}
