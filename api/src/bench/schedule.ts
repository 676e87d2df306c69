/**
 * Scheduler benchmark (DESIGN.md section 7, match day): "Schedule all" for 64 teams in 16 groups of 4
 * plus a 32-team knockout on 4 pitches over two days, in the engine alone (no database): the median
 * time of several runs (budget 1 s), conflicts (budget none) and the finish against the lower bound
 * (budget one slot). Measured on the issue's 112 games (the groups and the knockout's first round,
 * whose later rounds are created as results come in) and on every round of the bracket (127 games).
 * A report, never a pass/fail. Standalone: `npx tsx api/src/bench/schedule.ts`.
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { cupScheduleGames, scheduleGames, scheduleViolations, type ScheduleRequest } from '@pitchside/shared';

export const SCHEDULE_BUDGET = { ms: 1000, overSlots: 1 };

const SLOT = 25; // 2 x 10 min + 5 min changeover
const RUNS = 9;

export interface ScheduleBenchCase {
  label: string;
  games: number;
  medianMs: number;
  conflicts: number;
  finishesAt: string | null;
  lowerBound: string | null;
  overMinutes: number;
  unplaced: number;
}

function request(knockoutRounds: 'first' | 'all'): ScheduleRequest {
  const day = (date: string) => ({ date, start: '09:00', end: '19:00', breaks: [{ start: '13:00', end: '14:00' }] });
  return {
    games: cupScheduleGames({ ageGroup: 'open', groups: 16, teamsPerGroup: 4, knockoutTeams: 32, knockoutRounds }),
    days: [day('2026-05-16'), day('2026-05-17')],
    slotMinutes: SLOT,
    minRestMinutes: SLOT,
    pitches: ['p1', 'p2', 'p3', 'p4'],
  };
}

function measureCase(label: string, req: ScheduleRequest): ScheduleBenchCase {
  scheduleGames(req); // warm-up
  const times: number[] = [];
  let result = scheduleGames(req);
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    result = scheduleGames(req);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    label,
    games: req.games.length,
    medianMs: times[Math.floor(times.length / 2)]!,
    conflicts: scheduleViolations(req, result).length,
    finishesAt: result.ok ? result.finishesAt : null,
    lowerBound: result.lowerBound,
    overMinutes: result.ok ? result.overLowerBoundMinutes : NaN,
    unplaced: result.ok ? 0 : result.unplaced,
  };
}

export function benchSchedule(): ScheduleBenchCase[] {
  return [measureCase('groups + first knockout round', request('first')), measureCase('groups + every knockout round', request('all'))];
}

const beirut = (iso: string | null) =>
  iso === null
    ? '-'
    : new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Beirut', weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(
        new Date(iso),
      );

export function formatScheduleReport(cases: ScheduleBenchCase[]): string {
  const lines = [
    `Schedule all: 64 teams in 16 groups of 4, 32-team knockout, 4 pitches, two days 09:00-19:00 with lunch, ${SLOT}-min slots, ${SLOT}-min rest`,
  ];
  for (const c of cases) {
    const ok =
      c.unplaced === 0 && c.conflicts === 0 && c.medianMs <= SCHEDULE_BUDGET.ms && c.overMinutes <= SCHEDULE_BUDGET.overSlots * SLOT;
    lines.push(
      `  ${`${c.label} (${c.games} games):`.padEnd(46)} ${c.medianMs.toFixed(0).padStart(4)} ms median of ${RUNS} (budget ${SCHEDULE_BUDGET.ms} ms), ` +
        `${c.conflicts} conflicts, ${c.unplaced ? `${c.unplaced} do not fit` : `finishes ${beirut(c.finishesAt)}, lower bound ${beirut(c.lowerBound)}, ${c.overMinutes} min over (budget ${SCHEDULE_BUDGET.overSlots} slot)`} ${ok ? 'ok' : 'OVER'}`,
    );
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(formatScheduleReport(benchSchedule()));
