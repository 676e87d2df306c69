import { describe, expect, it } from 'vitest';
import { cupScheduleGames } from './cup';
import { scheduleGames } from './engine';
import { scheduleViolations } from './check';
import { seeded } from './random';
import type { FixedGame, GameToPlace, ScheduleDay, ScheduleRequest } from './types';

/** A random tournament: 1 to 3 age groups of groups and knockouts, 1 to 8 pitches, breaks, scheduled games. */
function instance(seed: number): ScheduleRequest {
  const r = seeded(seed);
  const pitches = Array.from({ length: r.int(1, 8) }, (_, i) => `p${i + 1}`);
  const games: GameToPlace[] = [];
  const slots: Record<string, number> = {};
  const ageGroupPitches: Record<string, string[]> = {};
  const ageGroups = r.int(1, 3);
  for (let a = 0; a < ageGroups; a++) {
    const ageGroup = `ag${a}`;
    const groups = r.int(1, 6);
    const knockout = r.pick([0, 2, 4, 8, 16].filter((k) => k <= groups * 2));
    games.push(...cupScheduleGames({ ageGroup, groups, teamsPerGroup: r.int(2, 5), knockoutTeams: knockout, thirdPlace: r.next() < 0.3 }));
    slots[ageGroup] = r.pick([15, 20, 25, 30, 35, 40]);
    if (r.next() < 0.4) ageGroupPitches[ageGroup] = pitches.filter(() => r.next() < 0.6);
    if (ageGroupPitches[ageGroup]?.length === 0) ageGroupPitches[ageGroup] = [r.pick(pitches)];
  }
  const dayCount = r.int(1, 3);
  const days: ScheduleDay[] = Array.from({ length: dayCount }, (_, i) => {
    const start = r.int(7, 10);
    const end = r.int(14, 22);
    const breaks = r.next() < 0.5 ? [{ start: `${r.int(11, 13)}:${r.pick(['00', '15', '30', '45'])}`, end: '13:59' }] : [];
    // Late March and late October cross Beirut's clock changes.
    const date = r.pick(['2026-03-', '2026-10-', '2026-07-']) + String(25 + i * 2).padStart(2, '0');
    return { date, start: `${String(start).padStart(2, '0')}:00`, end: `${end}:00`, breaks };
  });
  const fixed: FixedGame[] = [];
  const teams = [...new Set(games.flatMap((g) => [g.homeTeamId, g.awayTeamId]).filter((t): t is string => t !== null))];
  for (let k = r.int(0, 4); k > 0; k--) {
    const day = r.pick(days);
    const startMs = Date.parse(`${day.date}T${String(r.int(5, 16)).padStart(2, '0')}:${r.pick(['00', '10', '40'])}:00Z`);
    fixed.push({
      id: `fixed${k}`,
      pitchId: r.pick(pitches),
      start: new Date(startMs).toISOString(),
      end: new Date(startMs + r.pick([20, 30, 60]) * 60_000).toISOString(),
      homeTeamId: teams.length && r.next() < 0.7 ? r.pick(teams) : null,
      awayTeamId: null,
    });
  }
  return {
    games,
    fixed,
    days,
    slotMinutes: slots,
    minRestMinutes: r.int(0, 3) * r.pick([15, 20, 25]),
    pitches,
    ageGroupPitches,
  };
}

describe('scheduleGames on random tournaments', () => {
  it('never double-books, never cuts a rest, never runs ahead of a dependency, never beats the lower bound', () => {
    let placed = 0;
    let refused = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const req = instance(seed);
      const result = scheduleGames(req);
      if (result.ok) {
        placed++;
        expect({ seed, violations: scheduleViolations(req, result) }).toEqual({ seed, violations: [] });
        expect(result.overLowerBoundMinutes).toBeGreaterThanOrEqual(0);
      } else {
        refused++;
        expect(result.unplaced).toBeGreaterThan(0);
        expect(result.overflow.reduce((n, o) => n + o.unplaced, 0)).toBe(result.unplaced);
      }
    }
    // Both answers are exercised.
    expect(placed).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(10);
  });
});
