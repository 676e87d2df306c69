import {
  computeStandings,
  DEFAULT_TIEBREAK_ORDER,
  roundRobin,
  TIEBREAK_KEYS,
  type StandingGameInput,
  type StandingRow,
} from '@pitchside/shared';
import type { Builder } from './builder';
import type { Entry } from './clubs';
import { FUTSAL_MINUTES, recordGame } from './games';
import { FUTSAL_VENUES } from './names';
import type { Rng } from './random';
import type { GameStatus } from './rows';
import { score, soFar, type Result } from './scores';
import { at, DAY, midnight, MINUTE } from './time';

/** How far a cup edition has got at `now`. */
export type EditionPhase = 'done' | 'knockouts' | 'groups';

export interface CupStage {
  eventId: string;
  ageGroupId: string;
  entries: Entry[];
  base: Date;
  phase: EditionPhase;
  venueOffset: number;
}

interface GroupResult {
  home: Entry;
  away: Entry;
  r: Result;
}

interface GroupTable {
  rows: StandingRow[];
  /** The games as the table counted them, which head-to-head criteria look back at. */
  games: StandingGameInput[];
}

/** The group table exactly as the app shows it, best first. */
function standings(members: readonly Entry[], results: readonly GroupResult[]): GroupTable {
  const games = results.map(({ home, away, r }) => ({ homeTeamId: home.id, awayTeamId: away.id, homeGoals: r.home, awayGoals: r.away }));
  return {
    rows: computeStandings(
      members.map((e) => ({ id: e.id, name: e.club.name })),
      games,
    ),
    games,
  };
}

/** Two teams the table's criteria cannot separate, so only the final tiebreak by name would. */
function level(x: StandingRow, y: StandingRow, games: readonly StandingGameInput[]): boolean {
  return DEFAULT_TIEBREAK_ORDER.every((criterion) => {
    const key = TIEBREAK_KEYS[criterion]([x, y], games);
    return key(x).join() === key(y).join();
  });
}

/** First, second and third place are each decided by the table's criteria. */
function clearAtTheTop({ rows, games }: GroupTable): boolean {
  const [first, second, third] = rows;
  return !level(first!, second!, games) && !level(second!, third!, games);
}

/**
 * Four groups of four, single round robin, matchdays a week apart; in a "groups" edition the last
 * matchday is today and still going on. Returns each group's teams in table order, groups A to D.
 */
export function cupGroups(b: Builder, rng: Rng, o: CupStage): Entry[][] {
  const now = b.now;
  const venue = (i: number) => FUTSAL_VENUES[(i + o.venueOffset) % FUTSAL_VENUES.length]!;
  const drawn = rng.shuffle(o.entries);
  const letters = ['A', 'B', 'C', 'D'];
  const tables: Entry[][] = [];
  const liveDay = Math.round((midnight(now).getTime() - o.base.getTime()) / DAY);
  const inProgressStatuses: GameStatus[] = ['live', 'live', 'Upcoming', 'Upcoming', 'scheduled', 'postponed', 'cancelled', 'Not Scheduled'];
  let inProgressIndex = 0;

  letters.forEach((letter, g) => {
    const groupId = rng.uuid();
    b.rows.groups.push({ id: groupId, eventId: o.eventId, ageGroupId: o.ageGroupId, name: `Group ${letter}`, position: g });
    const members = drawn.slice(g * 4, g * 4 + 4);
    members.forEach((e, slot) => b.rows.groupTeams.push({ groupId, teamId: e.id, slot }));

    // Re-draw a group where only the final tiebreak would settle first, second or third place, so
    // the knockout draw reads straight off the table whatever that tiebreak is.
    const pairings = roundRobin(members.map((e) => e.id)).flatMap((day) => day.games);
    const byId = new Map(members.map((e) => [e.id, e]));
    const play = (): GroupResult[] =>
      pairings.map((pair) => {
        const home = byId.get(pair.homeTeamId)!;
        const away = byId.get(pair.awayTeamId)!;
        return { home, away, r: score(rng, home, away, 2.6) };
      });
    let results = play();
    let table = standings(members, results);
    for (let attempt = 1; attempt < 50 && !clearAtTheTop(table); attempt++) {
      results = play();
      table = standings(members, results);
    }

    results.forEach(({ home, away, r }, i) => {
      const matchday = Math.floor(i / 2);
      const slotInDay = g * 2 + (i % 2);
      const day = o.phase === 'groups' ? [liveDay - 14, liveDay - 7, liveDay][matchday]! : matchday * 7;
      let status: GameStatus = 'completed';
      let startTime: Date | null = at(o.base, day, 13 + Math.floor(slotInDay / 2), (slotInDay % 2) * 45);
      let liveMinute: number | undefined;
      if (o.phase === 'groups' && matchday === 2) {
        status = inProgressStatuses[inProgressIndex++ % inProgressStatuses.length]!;
        if (status === 'live') {
          liveMinute = 12 + inProgressIndex * 7;
          startTime = new Date(now.getTime() - liveMinute * MINUTE);
        } else if (status === 'Upcoming') startTime = new Date(now.getTime() + (1 + inProgressIndex) * 60 * MINUTE);
        else if (status === 'scheduled') startTime = at(midnight(now), 2, 15);
        else if (status === 'postponed') startTime = at(midnight(now), 9, 16);
        else if (status === 'cancelled') startTime = at(midnight(now), 0, 10);
        else startTime = null;
      }
      recordGame(b, rng, {
        eventId: o.eventId,
        ageGroupId: o.ageGroupId,
        groupId,
        home,
        away,
        round: `Group ${letter}`,
        status,
        startTime,
        location: startTime ? venue(g) : null,
        result: status === 'completed' ? r : status === 'live' ? soFar(r, 2, 2) : undefined,
        liveMinute,
        length: FUTSAL_MINUTES,
      });
    });
    tables.push(table.rows.map((row) => byId.get(row.teamId)!));
  });
  return tables;
}
