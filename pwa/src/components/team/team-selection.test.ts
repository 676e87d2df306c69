import { describe, expect, it } from 'vitest';
import type { AgeGroupRef, PublicTeam, TeamEventOption } from '@pitchside/shared';
import { selectTeamView } from './team-selection';

const u12: AgeGroupRef = { _id: 'ag1', name: 'U12', label: null, slug: 'u12' };
const u14: AgeGroupRef = { _id: 'ag2', name: 'U14', label: 'Under 14', slug: 'u14' };

const option = (id: string, edition: number, ageGroups = [u12, u14]): TeamEventOption => ({
  _id: id,
  event: 'Schools Cup',
  slug: 'schools-cup',
  event_edition: edition,
  eventId: id,
  eventName: 'Schools Cup',
  eventEdition: edition,
  ageGroups,
});

const team = (id: string, eventId: string, edition: number, ageGroup: AgeGroupRef | null, wins: number): PublicTeam => ({
  _id: id,
  teamId: 'club',
  slug: 'club',
  name: 'Club',
  logo: null,
  location: null,
  coach: null,
  captain: null,
  teamSize: 20,
  ageGroup,
  event: { _id: eventId, event: 'Schools Cup', slug: 'schools-cup', event_edition: edition },
  players: [],
  playersCount: 0,
  games_played: wins,
  wins,
  draws: 0,
  losses: 0,
  goals_scored: 0,
  goals_conceided: 0,
  yellowCards: 0,
  redCards: 0,
  playerCards: [],
});

const t1u12 = team('t1', 'e1', 1, u12, 1);
const t1u14 = team('t2', 'e1', 1, u14, 2);
const t2u12 = team('t3', 'e2', 2, u12, 3);
const teams = [t1u12, t1u14, t2u12];
const events = [option('e2', 2), option('e1', 1)];

describe('selectTeamView', () => {
  it.each([
    ['the page team when nothing is asked', t1u14, null, null, 't2', '1st Edition (Under 14)'],
    ['another age group of the same edition', t1u12, 'e1', 'u14', 't2', '1st Edition (Under 14)'],
    ['another edition, in the age group the club played there', t1u12, 'e2', null, 't3', '2nd Edition (U12)'],
    ['an age group the club did not play in shows no record', t1u12, 'e2', 'u14', null, '2nd Edition (Under 14)'],
    ['an unknown edition falls back to the page team', t1u12, 'nope', 'nope', 't1', '1st Edition (U12)'],
  ])('%s', (_label, current, eventId, ageGroup, teamId, titleEnd) => {
    const s = selectTeamView(current, teams, events, eventId, ageGroup);
    expect(s.team?._id ?? null).toBe(teamId);
    expect(s.title).toBe(`Schools Cup - ${titleEnd}`);
  });

  it('works before the club history has loaded', () => {
    const s = selectTeamView(t1u12, [], [], null, null);
    expect(s.team?._id).toBe('t1');
    expect(s.title).toBe('Schools Cup - 1st Edition (U12)');
  });
});
