import { slugify } from '@pitchside/shared';
import type {
  ageGroups,
  contactMessages,
  customRankings,
  events,
  games,
  giftCodes,
  goalkeeperSaves,
  goals,
  groups,
  groupTeams,
  knockoutFixtures,
  registrationRequests,
  teamPlayers,
  teams,
  users,
} from '../db/schema';
import {
  COLOURS,
  EXTRA_CUPS,
  EXTRA_LEAGUES,
  FAN_FIRST_NAMES,
  FIRST_NAMES,
  FUTSAL_VENUES,
  LAST_NAMES,
  MASCOTS,
  NEIGHBOURHOODS,
  STREET_SUFFIXES,
  STREET_VENUES,
  TOWNS,
} from './names';
import { createRng, type Rng } from './random';

/**
 * Builds the whole demo in memory, with no database and no pictures: rows reference pictures by
 * `@`-prefixed refs that the loader swaps for storage keys once they are rendered. Same seed, same rows.
 */

export type Rows = {
  users: (typeof users.$inferInsert)[];
  events: (typeof events.$inferInsert)[];
  ageGroups: (typeof ageGroups.$inferInsert)[];
  teams: (typeof teams.$inferInsert)[];
  teamPlayers: (typeof teamPlayers.$inferInsert)[];
  groups: (typeof groups.$inferInsert)[];
  groupTeams: (typeof groupTeams.$inferInsert)[];
  games: (typeof games.$inferInsert)[];
  knockoutFixtures: (typeof knockoutFixtures.$inferInsert)[];
  goals: (typeof goals.$inferInsert)[];
  goalkeeperSaves: (typeof goalkeeperSaves.$inferInsert)[];
  customRankings: (typeof customRankings.$inferInsert)[];
  giftCodes: (typeof giftCodes.$inferInsert)[];
  contactMessages: (typeof contactMessages.$inferInsert)[];
  registrationRequests: (typeof registrationRequests.$inferInsert)[];
};

export interface ImageSpecs {
  /** ref -> crest or event badge to draw. */
  crests: Map<string, { name: string; primary: string; secondary: string; pattern: number }>;
  eventLogos: Map<string, { name: string; primary: string; secondary: string }>;
  /** Portraits are a pool: refs `@portrait/0` .. `@portrait/<n-1>`. */
  portraits: number;
  idCards: Map<string, { fullName: string; side: 'front' | 'back' }>;
}

export interface DemoPlan {
  rows: Rows;
  images: ImageSpecs;
}

export const DEMO_EMAIL_DOMAIN = 'demo.pitchside.lb';
export const SCHOOLS_CUP_SLUG = 'schools-futsal-cup';
export const STREET_LEAGUE_SLUG = 'beirut-street-league';
const PORTRAIT_POOL = 40;
const DAY = 86_400_000;
const MINUTE = 60_000;
const FUTSAL_MINUTES = 40;
const STREET_MINUTES = 50;

interface Club {
  ref: string;
  teamId: string;
  name: string;
  slug: string;
  location: string;
  coachId: string;
  /** Scales expected goals, so some clubs are stronger than others. */
  strength: number;
}

/** One team row as the game builder needs it. */
interface Entry {
  id: string;
  club: Club;
  roster: string[];
  goalkeeper: string;
  /** Per-player chance of being the scorer (the goalkeeper almost never scores). */
  weights: number[];
}

type GameStatus = NonNullable<(typeof games.$inferInsert)['status']>;

interface Result {
  home: number;
  away: number;
  penalties?: { home: number; away: number } | undefined;
}

interface GameSpec {
  eventId: string;
  ageGroupId: string;
  groupId?: string | undefined;
  home: Entry;
  away: Entry;
  round: string;
  status: GameStatus;
  startTime: Date | null;
  location: string | null;
  result?: Result | undefined;
  /** Minutes played so far, for live games. */
  liveMinute?: number | undefined;
  length: number;
}

const midnight = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

class Builder {
  readonly rows: Rows = {
    users: [],
    events: [],
    ageGroups: [],
    teams: [],
    teamPlayers: [],
    groups: [],
    groupTeams: [],
    games: [],
    knockoutFixtures: [],
    goals: [],
    goalkeeperSaves: [],
    customRankings: [],
    giftCodes: [],
    contactMessages: [],
    registrationRequests: [],
  };
  readonly images: ImageSpecs = { crests: new Map(), eventLogos: new Map(), portraits: PORTRAIT_POOL, idCards: new Map() };
  private readonly people = new Map<string, typeof users.$inferInsert>();
  private readonly usedClubSlugs = new Set<string>();
  /** Youth squads by club and birth year: players stay with their club and move up an age group as they grow. */
  private readonly youth = new Map<string, string[]>();
  private emailCounter = 0;

  constructor(readonly now: Date) {}

  person(
    rng: Rng,
    opts: {
      type: 'user' | 'player' | 'old-player';
      role: 'Parent' | 'Fan' | 'Athlete' | 'Coach' | 'Other';
      dateOfBirth?: string;
      first?: string;
      instagram?: boolean;
      portrait?: boolean;
    },
  ): typeof users.$inferInsert {
    const first = opts.first ?? rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const fullName = `${first} ${last}`;
    const handle = `${first}.${last}`.toLowerCase().replace(/\s+/g, '');
    this.emailCounter += 1;
    const row: typeof users.$inferInsert = {
      id: rng.uuid(),
      fullName,
      // Old-player profiles are made by admins from earlier editions' sheets and have no account.
      email: opts.type === 'old-player' ? null : `${handle}${this.emailCounter}@${DEMO_EMAIL_DOMAIN}`,
      phoneNumber: opts.type === 'old-player' ? null : `+961 ${rng.pick(['3', '70', '71', '76', '81'])} ${rng.int(100000, 999999)}`,
      userRole: opts.role,
      type: opts.type,
      isVerified: opts.type !== 'old-player',
      dateOfBirth: opts.dateOfBirth ?? null,
      instagramUsername: opts.instagram ? `${handle.replace(/[^a-z.]/g, '')}${rng.int(1, 99)}` : null,
      portraitImage: opts.portrait ? `@portrait/${rng.int(0, PORTRAIT_POOL - 1)}` : null,
    };
    this.rows.users.push(row);
    this.people.set(row.id!, row);
    return row;
  }

  nameOf(userId: string): string {
    return this.people.get(userId)!.fullName;
  }

  club(rng: Rng, name: string, location: string, colourIndex: number): Club {
    // Larger scales run out of town and mascot pairs: number the repeats so every club stays distinct.
    const base = name;
    for (let n = 2; this.usedClubSlugs.has(slugify(name)); n++) name = `${base} ${n}`;
    const slug = slugify(name);
    this.usedClubSlugs.add(slug);
    const [primary, secondary] = COLOURS[colourIndex % COLOURS.length]!;
    const ref = `@crest/${slug}`;
    this.images.crests.set(ref, { name, primary, secondary, pattern: colourIndex % 4 });
    const coach = this.person(rng, { type: 'user', role: 'Coach', dateOfBirth: dob(rng, 1970, 1990), portrait: true });
    return { ref, teamId: rng.uuid(), name, slug, location, coachId: coach.id!, strength: 0.75 + rng.next() * 0.6 };
  }

  /** Players of one club born in one year, made on first use. Oldest generation of the first edition became old profiles. */
  youthSquad(rng: Rng, club: Club, birthYear: number, size: number, oldProfiles: boolean): string[] {
    const key = `${club.slug}:${birthYear}`;
    let squad = this.youth.get(key);
    if (!squad) {
      squad = [];
      for (let i = 0; i < size; i++) {
        const type = oldProfiles && i === 0 ? 'old-player' : 'player';
        const p = this.person(rng, {
          type,
          role: 'Athlete',
          dateOfBirth: dob(rng, birthYear, birthYear),
          instagram: this.now.getUTCFullYear() - birthYear >= 13 && rng.chance(0.35),
          portrait: true,
        });
        squad.push(p.id!);
      }
      this.youth.set(key, squad);
    }
    return squad;
  }

  /** A club's team row in one event and age group, with its roster. */
  team(rng: Rng, club: Club, eventId: string, ageGroupId: string, roster: string[]): Entry {
    const id = rng.uuid();
    const goalkeeper = rng.pick(roster);
    const captain = rng.pick(roster.slice(0, Math.max(1, Math.floor(roster.length / 3))));
    this.rows.teams.push({
      id,
      teamId: club.teamId,
      slug: club.slug,
      name: club.name,
      logo: club.ref,
      location: club.location,
      coachId: club.coachId,
      captainId: captain,
      teamSize: 20,
      eventId,
      ageGroupId,
    });
    // The goalkeeper wears 1; the others take 2 upwards in roster order.
    let shirt = 2;
    for (const userId of roster) {
      const shirtNumber = userId === goalkeeper ? 1 : shirt++;
      this.rows.teamPlayers.push({ teamId: id, userId, shirtNumber });
      const person = this.people.get(userId)!;
      person.primaryShirtNumber ??= shirtNumber;
    }
    const weights = roster.map((u) => (u === goalkeeper ? 0.05 : 0.5 + rng.next() * 3));
    return { id, club, roster, goalkeeper, weights };
  }

  event(
    rng: Rng,
    e: {
      name: string;
      slug: string;
      edition: number;
      kind: 'futsal' | 'street';
      startsOn: Date;
      stage: 'Group Stage' | 'League' | 'Knockout';
      colour: number;
    },
  ) {
    const id = rng.uuid();
    const ref = `@event/${e.slug}`;
    const [primary, secondary] = COLOURS[e.colour % COLOURS.length]!;
    this.images.eventLogos.set(ref, { name: e.name, primary, secondary });
    this.rows.events.push({
      id,
      name: e.name,
      slug: e.slug,
      edition: e.edition,
      kind: e.kind,
      logo: ref,
      contactEmail: `${e.slug.split('-')[0]}@pitchside.lb`,
      contactPhone: `+961 1 ${rng.int(200, 999)} ${rng.int(100, 999)}`,
      stageType: e.stage,
      startsOn: e.startsOn.toISOString().slice(0, 10),
    });
    return id;
  }

  ageGroup(
    rng: Rng,
    eventId: string,
    name: string,
    label: string,
    stage: 'Group Stage' | 'League' | 'Knockout',
    position: number,
    leagueTeams = 10,
  ) {
    const id = rng.uuid();
    this.rows.ageGroups.push({
      id,
      eventId,
      name,
      label,
      slug: slugify(name),
      stageType: stage,
      groupsCount: 4,
      teamsPerGroup: 4,
      advancingTeams: 2,
      knockoutTeams: 8,
      leagueTeams,
      position,
    });
    return id;
  }

  /** Stores a game and, for completed and live ones, its goals, MVP and goalkeeper saves. */
  game(rng: Rng, g: GameSpec): string {
    const id = rng.uuid();
    const row: typeof games.$inferInsert = {
      id,
      eventId: g.eventId,
      ageGroupId: g.ageGroupId,
      groupId: g.groupId ?? null,
      homeTeamId: g.home.id,
      awayTeamId: g.away.id,
      status: g.status,
      startTime: g.startTime,
      location: g.location,
      round: g.round,
      homePenalties: g.result?.penalties?.home ?? null,
      awayPenalties: g.result?.penalties?.away ?? null,
    };
    this.rows.games.push(row);
    if (!g.result || (g.status !== 'completed' && g.status !== 'live')) return id;

    const maxMinute = g.status === 'live' ? Math.max(1, g.liveMinute ?? 1) : g.length;
    const tally = new Map<string, number>();
    const addGoals = (side: 'home' | 'away', entry: Entry, count: number) => {
      for (let i = 0; i < count; i++) {
        const scorer = weightedPick(rng, entry.roster, entry.weights);
        tally.set(scorer, (tally.get(scorer) ?? 0) + 1);
        const teammates = entry.roster.filter((u) => u !== scorer);
        const assist = teammates.length > 0 && rng.chance(0.7) ? rng.pick(teammates) : null;
        const minute = rng.int(1, maxMinute);
        this.rows.goals.push({
          id: rng.uuid(),
          gameId: id,
          eventId: g.eventId,
          side,
          minute,
          scorerId: scorer,
          scorerName: this.nameOf(scorer),
          assistId: assist,
          assistName: assist ? this.nameOf(assist) : null,
          createdAt: g.startTime ? new Date(g.startTime.getTime() + minute * MINUTE) : undefined,
        });
      }
    };
    addGoals('home', g.home, g.result.home);
    addGoals('away', g.away, g.result.away);

    for (const entry of [g.home, g.away]) {
      this.rows.goalkeeperSaves.push({
        gameId: id,
        playerId: entry.goalkeeper,
        eventId: g.eventId,
        saves: g.status === 'live' ? rng.int(0, 5) : rng.int(2, 11),
        setAt: g.startTime ? new Date(g.startTime.getTime() + maxMinute * MINUTE) : null,
      });
    }
    if (g.status === 'completed') {
      // The MVP is usually the top scorer of the winning side, otherwise anyone who stood out.
      const winner = g.result.home > g.result.away ? g.home : g.result.away > g.result.home ? g.away : null;
      const candidates = [...tally.entries()].filter(([u]) => !winner || winner.roster.includes(u)).sort((a, b) => b[1] - a[1]);
      row.mvpId =
        candidates.length > 0 && rng.chance(0.8) ? candidates[0]![0] : rng.pick([...(winner ?? g.home).roster, g.away.goalkeeper]);
      row.mvpSetAt = g.startTime ? new Date(g.startTime.getTime() + (g.length + 5) * MINUTE) : null;
    }
    return id;
  }
}

function dob(rng: Rng, fromYear: number, toYear: number): string {
  const year = rng.int(fromYear, toYear);
  const month = rng.int(1, 12);
  const day = rng.int(1, 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function weightedPick(rng: Rng, items: readonly string[], weights: readonly number[]): string {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rng.next() * total;
  for (let i = 0; i < items.length; i++) {
    r -= weights[i]!;
    if (r <= 0) return items[i]!;
  }
  return items[items.length - 1]!;
}

function score(rng: Rng, home: Entry, away: Entry, base: number): Result {
  const h = Math.min(12, rng.poisson(base * Math.sqrt(home.club.strength / away.club.strength)));
  const a = Math.min(12, rng.poisson(base * Math.sqrt(away.club.strength / home.club.strength)));
  return { home: h, away: a };
}

/** A knockout result: a level score goes to a shoot-out, which always has a winner. */
function knockoutScore(rng: Rng, home: Entry, away: Entry, base: number, forceDraw: boolean): Result {
  const r = score(rng, home, away, base);
  if (forceDraw) r.away = r.home;
  if (r.home === r.away) {
    const winning = rng.int(3, 5);
    const losing = rng.int(Math.max(0, winning - 3), winning - 1);
    r.penalties = rng.chance(0.5) ? { home: winning, away: losing } : { home: losing, away: winning };
  }
  return r;
}

const winnerOf = (r: Result, home: Entry, away: Entry) =>
  r.home !== r.away ? (r.home > r.away ? home : away) : r.penalties!.home > r.penalties!.away ? home : away;

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

/** Round-robin pairings (circle method): rounds of [home, away] index pairs. */
export function roundRobin(n: number): [number, number][][] {
  const ids = Array.from({ length: n }, (_, i) => i);
  const rounds: [number, number][][] = [];
  for (let r = 0; r < n - 1; r++) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = ids[i]!;
      const b = ids[n - 1 - i]!;
      pairs.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    ids.splice(1, 0, ids.pop()!);
  }
  return rounds;
}

const at = (base: Date, days: number, hourUtc: number, minute = 0) =>
  new Date(base.getTime() + days * DAY + hourUtc * 3_600_000 + minute * MINUTE);

type EditionPhase = 'done' | 'knockouts' | 'groups';

/**
 * One edition of a cup for one age group: four groups of four, single round robin, then quarter
 * finals for the top two of each group. `phase` says how far the edition has got at `now`.
 */
function cupAgeGroup(
  b: Builder,
  rng: Rng,
  o: { eventId: string; ageGroupId: string; entries: Entry[]; base: Date; phase: EditionPhase; venueOffset: number },
) {
  const now = b.now;
  const venue = (i: number) => FUTSAL_VENUES[(i + o.venueOffset) % FUTSAL_VENUES.length]!;
  const drawn = rng.shuffle(o.entries);
  const letters = ['A', 'B', 'C', 'D'];
  const tables: Row[][] = [];
  const pairings = roundRobin(4);
  // Matchdays one week apart; in a "groups" edition the last matchday is today and still going on.
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
      const live = status === 'live' ? { home: Math.min(r.home, 2), away: Math.min(r.away, 2) } : r;
      b.game(rng, {
        eventId: o.eventId,
        ageGroupId: o.ageGroupId,
        groupId,
        home,
        away,
        round: `Group ${letter}`,
        status,
        startTime,
        location: startTime ? venue(g) : null,
        result: status === 'completed' || status === 'live' ? live : undefined,
        liveMinute,
        length: FUTSAL_MINUTES,
      });
    });
    tables.push(table(members, results));
  });
  if (o.phase === 'groups') return null;

  // Quarter finals as the bracket generator places group qualifiers: A1-C2, D1-B2 | B1-D2, C1-A2.
  const q = (group: number, place: number) => tables[group]![place]!.entry;
  let round: Entry[][] = [
    [q(0, 0), q(2, 1)],
    [q(3, 0), q(1, 1)],
    [q(1, 0), q(3, 1)],
    [q(2, 0), q(0, 1)],
  ];
  const names: Record<number, string> = { 8: 'Quarter Finals', 4: 'Semi Finals', 2: 'Final' };
  // One knockout game per bracket is level after regular time, so every edition has a shoot-out.
  const forcedDraw = rng.int(0, 6);
  let gameIndex = 0;
  const placings: Entry[][] = [];
  for (let size = 8, week = 3; size >= 2; size /= 2, week++) {
    const winners: (Entry | null)[] = [];
    const losers: Entry[] = [];
    round.forEach(([home, away], position) => {
      const fixtureId = rng.uuid();
      let gameId: string | null = null;
      let winner: Entry | null = null;
      if (home && away) {
        let status: GameStatus = 'completed';
        let startTime = at(o.base, week * 7, 14 + position, 0);
        let liveMinute: number | undefined;
        if (o.phase === 'knockouts') {
          // Today's quarter finals: two played, one under way, one still to come; later rounds are ahead.
          if (size === 8) {
            status = (['completed', 'completed', 'live', 'Upcoming'] as const)[position]!;
            startTime = new Date(now.getTime() + [-200, -120, -24, 70][position]! * MINUTE);
            liveMinute = status === 'live' ? 24 : undefined;
          } else {
            status = 'scheduled';
            startTime = at(midnight(now), 3, 14 + position);
          }
        }
        const r =
          status === 'completed' || status === 'live'
            ? knockoutScore(
                rng,
                home,
                away,
                2.4,
                status === 'completed' && (gameIndex === forcedDraw || (o.phase === 'knockouts' && position === 1)),
              )
            : undefined;
        const shown = r && status === 'live' ? { home: Math.min(r.home, 2), away: Math.min(r.away, 2) } : r;
        gameId = b.game(rng, {
          eventId: o.eventId,
          ageGroupId: o.ageGroupId,
          home,
          away,
          round: names[size]!,
          status,
          startTime,
          location: FUTSAL_VENUES[(o.venueOffset + size) % FUTSAL_VENUES.length]!,
          result: shown,
          liveMinute,
          length: FUTSAL_MINUTES,
        });
        if (status === 'completed' && r) {
          winner = winnerOf(r, home, away);
          losers.push(winner === home ? away : home);
        }
        gameIndex++;
      }
      b.rows.knockoutFixtures.push({
        id: fixtureId,
        eventId: o.eventId,
        ageGroupId: o.ageGroupId,
        roundName: names[size]!,
        roundSize: size,
        position,
        homeTeamId: home?.id ?? null,
        awayTeamId: away?.id ?? null,
        gameId,
      });
      winners.push(winner);
    });
    placings.push(losers);
    if (size === 2) {
      if (winners[0]) placings.push([winners[0]]);
      break;
    }
    // Slots 2i and 2i+1 feed position i of the next round.
    const next: Entry[][] = [];
    for (let i = 0; i < winners.length; i += 2) next.push([winners[i]!, winners[i + 1]!]);
    round = next;
  }
  // Champion first, then the beaten finalist, semi-finalists, quarter-finalists.
  return placings.reverse().flat();
}

/** A straight knockout of eight teams, all played. */
function knockoutOnly(b: Builder, rng: Rng, o: { eventId: string; ageGroupId: string; entries: Entry[]; base: Date }) {
  let round = [0, 1, 2, 3].map((i) => [o.entries[2 * i]!, o.entries[2 * i + 1]!]);
  const names: Record<number, string> = { 8: 'Quarter Finals', 4: 'Semi Finals', 2: 'Final' };
  for (let size = 8, night = 0; size >= 2; size /= 2, night += 3) {
    const winners: Entry[] = [];
    round.forEach(([home, away], position) => {
      const r = knockoutScore(rng, home!, away!, 3, size === 4 && position === 0);
      const gameId = b.game(rng, {
        eventId: o.eventId,
        ageGroupId: o.ageGroupId,
        home: home!,
        away: away!,
        round: names[size]!,
        status: 'completed',
        startTime: at(o.base, night, 19 + position, 0),
        location: FUTSAL_VENUES[position % FUTSAL_VENUES.length]!,
        result: r,
        length: FUTSAL_MINUTES,
      });
      b.rows.knockoutFixtures.push({
        id: rng.uuid(),
        eventId: o.eventId,
        ageGroupId: o.ageGroupId,
        roundName: names[size]!,
        roundSize: size,
        position,
        homeTeamId: home!.id,
        awayTeamId: away!.id,
        gameId,
      });
      winners.push(winnerOf(r, home!, away!));
    });
    round = [];
    for (let i = 0; i + 1 < winners.length; i += 2) round.push([winners[i]!, winners[i + 1]!]);
  }
}

/** A double round-robin street league in its second half: played weeks, today's games, weeks ahead. */
function streetLeague(b: Builder, rng: Rng, o: { eventId: string; ageGroupId: string; entries: Entry[]; base: Date }) {
  const now = b.now;
  const single = roundRobin(o.entries.length);
  const rounds = [...single, ...single.map((r) => r.map(([h, a]) => [a, h] as [number, number]))];
  const today = Math.round((midnight(now).getTime() - o.base.getTime()) / DAY / 7);
  rounds.forEach((pairs, md) => {
    pairs.forEach(([h, a], i) => {
      const home = o.entries[h]!;
      const away = o.entries[a]!;
      let status: GameStatus;
      let startTime: Date | null = at(o.base, md * 7, 15 + i, 0);
      let liveMinute: number | undefined;
      if (md < today) status = 'completed';
      else if (md === today) {
        status = (['completed', 'live', 'live', 'Upcoming', 'Upcoming'] as const)[i % 5]!;
        const offset = [-150, -35, -10, 90, 180][i % 5]!;
        startTime = new Date(now.getTime() + offset * MINUTE);
        liveMinute = status === 'live' ? -offset : undefined;
      } else if (md === today + 1) status = 'Upcoming';
      else if (md < rounds.length - 3) status = 'scheduled';
      else {
        status = 'Not Scheduled';
        startTime = null;
      }
      // A washed-out week and a forfeit keep the league honest.
      if (md === today - 3 && i === 0) {
        status = 'postponed';
        startTime = at(midnight(now), 12, 16);
      }
      if (md === today - 2 && i === 1) status = 'cancelled';
      const r = score(rng, home, away, 3);
      b.game(rng, {
        eventId: o.eventId,
        ageGroupId: o.ageGroupId,
        home,
        away,
        round: `Matchday ${md + 1}`,
        status,
        startTime,
        location: startTime ? STREET_VENUES[(md + i) % STREET_VENUES.length]! : null,
        result: status === 'live' ? { home: Math.min(r.home, 2), away: Math.min(r.away, 1) } : r,
        liveMinute,
        length: STREET_MINUTES,
      });
    });
  });
}

const AGE_GROUPS = [
  { name: 'U12', label: 'Under 12', youngest: 9, oldest: 11 },
  { name: 'U15', label: 'Under 15', youngest: 12, oldest: 14 },
] as const;

/** A schools-style futsal cup with three editions (the newest under way), two age groups each. */
function futsalCup(b: Builder, copy: number, name: string, slug: string) {
  const rng = createRng(`pitchside-demo:cup:${copy}`);
  const clubs = Array.from({ length: 24 }, (_, i) => {
    const town = TOWNS[(i + copy * 7) % TOWNS.length]!;
    const mascot = MASCOTS[(i * 5 + copy * 3) % MASCOTS.length]!;
    return b.club(rng, `${town} ${mascot}`, town, i + copy);
  });
  const thisYear = b.now.getUTCFullYear();
  const currentBase = new Date(midnight(b.now).getTime() - 24 * DAY);
  const firstBirthYear = thisYear - 2 - AGE_GROUPS[1].oldest;
  const placingsByEdition: { ageGroupId: string; eventId: string; placings: Entry[] }[] = [];
  const used = new Set<Club>();

  for (let edition = 1; edition <= 3; edition++) {
    const yearsAgo = 3 - edition;
    const base = new Date(currentBase.getTime() - yearsAgo * 364 * DAY);
    const year = thisYear - yearsAgo;
    const eventId = b.event(rng, { name, slug, edition, kind: 'futsal', startsOn: base, stage: 'Group Stage', colour: copy + 1 });
    AGE_GROUPS.forEach((ag, position) => {
      const ageGroupId = b.ageGroup(rng, eventId, ag.name, ag.label, 'Group Stage', position);
      // Clubs not yet drawn go first, so every club of the series plays at least once.
      const fresh = rng.shuffle(clubs.filter((c) => !used.has(c)));
      const others = rng.shuffle(clubs.filter((c) => used.has(c)));
      const chosen = rng.shuffle([...fresh, ...others].slice(0, 16));
      chosen.forEach((c) => used.add(c));
      const entries = chosen.map((club) => {
        const roster: string[] = [];
        for (let by = year - ag.oldest; by <= year - ag.youngest; by++)
          roster.push(...b.youthSquad(rng, club, by, 3, by === firstBirthYear));
        return b.team(rng, club, eventId, ageGroupId, roster);
      });
      // Newest edition: the younger group is into its quarter finals, the older one still in its groups.
      const phase: EditionPhase = edition < 3 ? 'done' : position === 0 ? 'knockouts' : 'groups';
      const placings = cupAgeGroup(b, rng, {
        eventId,
        ageGroupId,
        entries,
        base: new Date(base.getTime() + position * DAY),
        phase,
        venueOffset: position * 3 + copy,
      });
      if (placings) placingsByEdition.push({ eventId, ageGroupId, placings });
    });
  }
  return { clubs, placingsByEdition };
}

function streetSeries(b: Builder, copy: number, name: string, slug: string) {
  const rng = createRng(`pitchside-demo:street:${copy}`);
  const thisYear = b.now.getUTCFullYear();
  const clubs = Array.from({ length: 10 }, (_, i) => {
    const hood = NEIGHBOURHOODS[(i + copy * 3) % NEIGHBOURHOODS.length]!;
    return b.club(rng, `${hood} ${STREET_SUFFIXES[(i + copy) % STREET_SUFFIXES.length]!}`, hood, i * 3 + copy + 5);
  });
  const squads = new Map(
    clubs.map((club) => [
      club.slug,
      Array.from(
        { length: 8 },
        () =>
          b.person(rng, {
            type: 'player',
            role: 'Athlete',
            dateOfBirth: dob(rng, thisYear - 32, thisYear - 18),
            instagram: rng.chance(0.5),
            portrait: true,
          }).id!,
      ),
    ]),
  );
  const base = new Date(midnight(b.now).getTime() - 9 * 7 * DAY);
  const eventId = b.event(rng, { name, slug, edition: 1, kind: 'street', startsOn: base, stage: 'League', colour: copy + 9 });
  const ageGroupId = b.ageGroup(rng, eventId, 'Open', 'Open (18+)', 'League', 0, clubs.length);
  const entries = clubs.map((club) => b.team(rng, club, eventId, ageGroupId, squads.get(club.slug)!));
  streetLeague(b, rng, { eventId, ageGroupId, entries, base });
  return { clubs, squads };
}

/** Nights of futsal for the street clubs: a one-off straight knockout. */
function ramadanNights(b: Builder, street: { clubs: Club[]; squads: Map<string, string[]> }) {
  const rng = createRng('pitchside-demo:nights');
  const base = new Date(midnight(b.now).getTime() - 200 * DAY);
  const eventId = b.event(rng, {
    name: 'Ramadan Futsal Nights',
    slug: 'ramadan-futsal-nights',
    edition: 1,
    kind: 'futsal',
    startsOn: base,
    stage: 'Knockout',
    colour: 7,
  });
  const ageGroupId = b.ageGroup(rng, eventId, 'Open', 'Open (18+)', 'Knockout', 0);
  const entries = rng
    .shuffle(street.clubs)
    .slice(0, 8)
    .map((club) => b.team(rng, club, eventId, ageGroupId, street.squads.get(club.slug)!));
  knockoutOnly(b, rng, { eventId, ageGroupId, entries, base });
}

/** Members who are not players: fans, a Gold member, and people waiting for their player registration. */
function community(b: Builder, cupPlacings: { eventId: string; ageGroupId: string; placings: Entry[] }) {
  const rng = createRng('pitchside-demo:community');
  const now = b.now;
  for (let i = 0; i < 8; i++) {
    const fan = b.person(rng, {
      type: 'user',
      role: i % 3 === 0 ? 'Parent' : 'Fan',
      first: rng.pick(FAN_FIRST_NAMES),
      portrait: i % 2 === 0,
    });
    if (i === 0) fan.goldUntil = new Date(now.getTime() + 180 * DAY);
  }

  const oldProfiles = b.rows.users.filter((u) => u.type === 'old-player');
  for (let i = 0; i < 4; i++) {
    const thisYear = now.getUTCFullYear();
    const dateOfBirth = dob(rng, thisYear - 17, thisYear - 12);
    const member = b.person(rng, { type: 'user', role: i === 3 ? 'Parent' : 'Athlete', dateOfBirth });
    const front = `@id/${i}-front`;
    const back = `@id/${i}-back`;
    b.images.idCards.set(front, { fullName: member.fullName, side: 'front' });
    b.images.idCards.set(back, { fullName: member.fullName, side: 'back' });
    const linkOld = i === 1 && oldProfiles.length > 0;
    b.rows.registrationRequests.push({
      id: rng.uuid(),
      userId: member.id!,
      status: i === 2 ? 'rejected' : 'pending',
      registrationType: linkOld ? 'old' : 'new',
      selectedOldPlayerId: linkOld ? oldProfiles[0]!.id! : null,
      dateOfBirth,
      instagramUsername: i % 2 === 0 ? `${member.fullName.toLowerCase().replace(/\s+/g, '.')}` : null,
      portraitImage: `@portrait/${rng.int(0, PORTRAIT_POOL - 1)}`,
      idFrontPicture: front,
      idBackPicture: back,
      declineReason: i === 2 ? 'The back of the ID is blurred; please upload a sharper photo.' : null,
      flaggedFields: i === 2 ? ['idBackPicture'] : [],
      createdAt: new Date(now.getTime() - (i + 1) * 5 * 3_600_000),
    });
  }

  const durations = ['1month', '1month', '6months', '6months', '1year', '1year'] as const;
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  for (const duration of durations) {
    const part = () => Array.from({ length: 4 }, () => alphabet[rng.int(0, alphabet.length - 1)]).join('');
    b.rows.giftCodes.push({ code: `${part()}-${part()}-${part()}`, duration });
  }

  const messages = [
    [
      'Rana Haddad',
      'Registering my son for U12',
      'Hello, my son is 10 and plays for his school in Achrafieh. How can he join the next edition of the cup?',
      'new',
    ],
    [
      'Karim Nassar',
      'Referees for the street league',
      'We would like to volunteer two referees for the Beirut Street League on Fridays. Who should we contact?',
      'new',
    ],
    [
      'Joelle Sfeir',
      'Wrong score in Group B',
      'The game between our school and Tripoli ended 3-2, but the site shows 2-2. Could you check?',
      'read',
    ],
    [
      'Hadi Itani',
      'Sponsorship',
      'Our sports shop in Hamra would like to sponsor the final. Please send us the sponsorship options.',
      'replied',
    ],
    [
      'Layal Khoury',
      'Photos of the final',
      "Where can we find the photos from last year's final in Jounieh? Thank you for a great tournament!",
      'closed',
    ],
  ] as const;
  messages.forEach(([name, subject, message, status], i) => {
    const createdAt = new Date(now.getTime() - (messages.length - i) * 19 * 3_600_000);
    b.rows.contactMessages.push({
      id: rng.uuid(),
      name,
      email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
      subject,
      message,
      status,
      adminNotes: status === 'replied' ? 'Sent the sponsorship deck.' : null,
      createdAt,
      repliedAt: status === 'replied' ? new Date(createdAt.getTime() + 3_600_000) : null,
      closedAt: status === 'closed' ? new Date(createdAt.getTime() + 7_200_000) : null,
    });
  });

  // A published ranking of last edition's older age group, from the knockout results.
  const points = [100, 80, 60, 60, 40, 40, 40, 40];
  cupPlacings.placings.slice(0, 8).forEach((entry, i) => {
    b.rows.customRankings.push({
      id: rng.uuid(),
      eventId: cupPlacings.eventId,
      ageGroupId: cupPlacings.ageGroupId,
      teamId: entry.id,
      position: i + 1,
      points: points[i]!,
    });
  });
}

/**
 * The demo at a given scale: scale 1 is the schools cup (three editions), the Beirut street league and
 * a futsal knockout night; each further step adds a regional cup and a city street league.
 */
export function planDemo(scale: number, now: Date): DemoPlan {
  const b = new Builder(now);
  const cup = futsalCup(b, 0, 'Lebanon Schools Futsal Cup', SCHOOLS_CUP_SLUG);
  const street = streetSeries(b, 0, 'Beirut Street League', STREET_LEAGUE_SLUG);
  ramadanNights(b, street);
  for (let copy = 1; copy < scale; copy++) {
    const round = Math.floor((copy - 1) / EXTRA_CUPS.length);
    const suffix = round === 0 ? '' : ` ${round + 1}`;
    const cupName = `${EXTRA_CUPS[(copy - 1) % EXTRA_CUPS.length]!}${suffix}`;
    futsalCup(b, copy, cupName, slugify(cupName));
    const leagueName = `${EXTRA_LEAGUES[(copy - 1) % EXTRA_LEAGUES.length]!}${suffix}`;
    streetSeries(b, copy, leagueName, slugify(leagueName));
  }
  // Last edition's older age group (edition 2, U15) is complete and gets a published ranking.
  community(b, cup.placingsByEdition[3]!);
  return { rows: b.rows, images: b.images };
}
