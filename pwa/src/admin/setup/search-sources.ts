import type { TeamSearchResponse } from '@pitchside/shared';
import type { Option } from './type-ahead';

/** Type-ahead sources, stable across renders so a search runs once per pause in typing. */
export const coachSearchUrl = (q: string) => `/api/users/search?role=Coach&name=${encodeURIComponent(q)}`;
export const coachOptions = (body: { users?: { _id: string; fullName: string }[] }): Option[] =>
  (body.users ?? []).map((u) => ({ id: u._id, label: u.fullName }));

export const teamSearchUrl = (q: string) => `/api/teams/search?name=${encodeURIComponent(q)}`;
export const teamOptions = (body: TeamSearchResponse): Option[] =>
  (body.teams ?? []).map((x) => ({
    id: x.teamId,
    label: x.name,
    hint: [x.event.event, x.ageGroup?.name, x.location].filter(Boolean).join(' · '),
  }));

/** Players and old-player profiles, for adding an existing player to a squad. */
export const playerSearchUrl = (q: string) => `/api/users/search?name=${encodeURIComponent(q)}`;
export const playerOptions = (body: { users?: { _id: string; fullName: string; type: string; playerId: number | null }[] }): Option[] =>
  (body.users ?? [])
    .filter((u) => u.type === 'player' || u.type === 'old-player')
    .map((u) => ({ id: u._id, label: u.fullName, ...(u.playerId ? { hint: `#${u.playerId}` } : {}) }));
