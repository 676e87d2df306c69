import { roundRobin } from '../fixtures/schedule';
import type { GameToPlace } from './types';

export interface CupShape {
  ageGroup: string;
  groups: number;
  teamsPerGroup: number;
  /** Teams in the first knockout round (0: groups only). */
  knockoutTeams: number;
  /** Only the first knockout round (its later rounds not yet created), or every round. */
  knockoutRounds?: 'first' | 'all';
  thirdPlace?: boolean;
}

/**
 * The games of a groups-then-knockout cup with what each waits for: group games by round, the first
 * knockout round after every group game of the age group, each later round after its two feeders.
 * For the benchmark, the tests and the demo; team ids are `<ageGroup>-t<n>`.
 */
export function cupScheduleGames(shape: CupShape): GameToPlace[] {
  const out: GameToPlace[] = [];
  const { ageGroup } = shape;
  for (let g = 0; g < shape.groups; g++) {
    const teams = Array.from({ length: shape.teamsPerGroup }, (_, k) => `${ageGroup}-t${g * shape.teamsPerGroup + k + 1}`);
    for (const day of roundRobin(teams)) {
      day.games.forEach((game, k) =>
        out.push({ id: `${ageGroup}-g${g + 1}-r${day.matchday}-${k + 1}`, ageGroup, ...game, round: day.matchday }),
      );
    }
  }
  const groupIds = out.map((g) => g.id);
  let feeders: string[] = [];
  for (let size = shape.knockoutTeams; size >= 2; size /= 2) {
    const round: string[] = [];
    for (let p = 0; p < size / 2; p++) {
      const id = `${ageGroup}-ko${size}-${p + 1}`;
      const dependsOn = size === shape.knockoutTeams ? groupIds : [feeders[2 * p]!, feeders[2 * p + 1]!];
      out.push({ id, ageGroup, homeTeamId: null, awayTeamId: null, dependsOn });
      round.push(id);
    }
    if (size === 2 && shape.thirdPlace && feeders.length === 2) {
      out.push({ id: `${ageGroup}-third`, ageGroup, homeTeamId: null, awayTeamId: null, dependsOn: feeders });
    }
    feeders = round;
    if (shape.knockoutRounds === 'first') break;
  }
  return out;
}
