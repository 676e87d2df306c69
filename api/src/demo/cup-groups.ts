import type { Builder } from './builder';
import type { Entry } from './clubs';
import { FUTSAL_MINUTES, recordGame } from './games';
import { FUTSAL_VENUES } from './names';
import type { Rng } from './random';
import { roundRobin } from './round-robin';
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

interface Row {
  entry: Entry;
  pts: number;
  gd: number;
  gf: number;
}

/** Group table by points, goal difference, goals scored (spec); exact ties are left to the caller. */
function table(entries: Entry[], results: { home: Entry; away: Entry; r: Result }[]): Row[] {
  const rows = new Map(entries.map((e) => [e.id, { entry: e, pts: 0, gd: 0, gf: 0 }]));
  for (const { home, away, r } of results) {
    const h = rows.get(home.id)!;
    const a = rows.get(away.id)!;
    h.gf += r.home;
    a.gf += r.away;
    h.gd += r.home - r.away;
    a.gd += r.away - r.home;
    if (r.home > r.away) h.pts += 3;
    else if (r.away > r.home) a.pts += 3;
    else {
      h.pts += 1;
      a.pts += 1;
    }
  }
  return [...rows.values()].sort((x, y) => y.pts - x.pts || y.gd - x.gd || y.gf - x.gf);
}

const sameRank = (x: Row, y: Row) => x.pts === y.pts && x.gd === y.gd && x.gf === y.gf;

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
  const pairings = roundRobin(4);
  const liveDay = Math.round((midnight(now).getTime() - o.base.getTime()) / DAY);
  const inProgressStatuses: GameStatus[] = ['live', 'live', 'Upcoming', 'Upcoming', 'scheduled', 'postponed', 'cancelled', 'Not Scheduled'];
  let inProgressIndex = 0;

  letters.forEach((letter, g) => {
    const groupId = rng.uuid();
    b.rows.groups.push({ id: groupId, eventId: o.eventId, ageGroupId: o.ageGroupId, name: `Group ${letter}`, position: g });
    const members = drawn.slice(g * 4, g * 4 + 4);
    members.forEach((e, slot) => b.rows.groupTeams.push({ groupId, teamId: e.id, slot }));

    // Re-draw a group whose table would need a tiebreak beyond goals scored for first, second or
    // third place, so the knockout draw reads straight off the table whatever the final tiebreak.
    let results: { home: Entry; away: Entry; r: Result }[] = [];
    for (let attempt = 0; attempt < 50; attempt++) {
      results = pairings.flatMap((round) =>
        round.map(([h, a]) => ({ home: members[h]!, away: members[a]!, r: score(rng, members[h]!, members[a]!, 2.6) })),
      );
      const t = table(members, results);
      if (!sameRank(t[0]!, t[1]!) && !sameRank(t[1]!, t[2]!)) break;
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
    tables.push(table(members, results).map((row) => row.entry));
  });
  return tables;
}
