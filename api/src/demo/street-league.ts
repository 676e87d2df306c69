import { roundRobin, type ScheduledGame } from '@pitchside/shared';
import { dob, type Builder } from './builder';
import { createClub, enterTeam, type Club, type Entry } from './clubs';
import { addAgeGroup, addEvent } from './competitions';
import { recordGame, STREET_MINUTES } from './games';
import { NEIGHBOURHOODS, STREET_SUFFIXES, STREET_VENUES } from './names';
import { createRng, type Rng } from './random';
import type { GameStatus } from './rows';
import { score, soFar } from './scores';
import { at, DAY, midnight, MINUTE } from './time';

export interface StreetClubs {
  clubs: Club[];
  /** Adult squads by club slug: the same players turn out for their club in every street event. */
  squads: Map<string, string[]>;
}

/** A city street league of ten neighbourhood clubs with adult squads; returns the clubs for other events. */
export function streetSeries(b: Builder, copy: number, name: string, slug: string): StreetClubs {
  const rng = createRng(`pitchside-demo:street:${copy}`);
  const thisYear = b.now.getUTCFullYear();
  const clubs = Array.from({ length: 10 }, (_, i) => {
    const hood = NEIGHBOURHOODS[(i + copy * 3) % NEIGHBOURHOODS.length]!;
    return createClub(b, rng, `${hood} ${STREET_SUFFIXES[(i + copy) % STREET_SUFFIXES.length]!}`, hood, i * 3 + copy + 5);
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
  const eventId = addEvent(b, rng, { name, slug, edition: 1, kind: 'street', startsOn: base, stage: 'League', colour: copy + 9 });
  const ageGroupId = addAgeGroup(b, rng, eventId, 'Open', 'Open (18+)', 'League', 0, clubs.length);
  const entries = clubs.map((club) => enterTeam(b, rng, club, eventId, ageGroupId, squads.get(club.slug)!));
  leagueGames(b, rng, { eventId, ageGroupId, entries, base });
  return { clubs, squads };
}

/** A double round-robin street league in its second half: played weeks, today's games, weeks ahead. */
function leagueGames(b: Builder, rng: Rng, o: { eventId: string; ageGroupId: string; entries: Entry[]; base: Date }) {
  const now = b.now;
  const byId = new Map(o.entries.map((e) => [e.id, e]));
  const single = roundRobin(o.entries.map((e) => e.id)).map((day) => day.games);
  // The second half replays the first with home and away swapped.
  const returnLeg = (g: ScheduledGame): ScheduledGame => ({ homeTeamId: g.awayTeamId, awayTeamId: g.homeTeamId });
  const rounds = [...single, ...single.map((games) => games.map(returnLeg))];
  const today = Math.round((midnight(now).getTime() - o.base.getTime()) / DAY / 7);
  rounds.forEach((pairs, md) => {
    pairs.forEach((pair, i) => {
      const home = byId.get(pair.homeTeamId)!;
      const away = byId.get(pair.awayTeamId)!;
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
      recordGame(b, rng, {
        eventId: o.eventId,
        ageGroupId: o.ageGroupId,
        stage: 'league',
        home,
        away,
        round: `Matchday ${md + 1}`,
        status,
        startTime,
        location: startTime ? STREET_VENUES[(md + i) % STREET_VENUES.length]! : null,
        result: status === 'live' ? soFar(r, 2, 1) : r,
        liveMinute,
        length: STREET_MINUTES,
      });
    });
  });
}
