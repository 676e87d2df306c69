import { knockoutRoundName } from '@pitchside/shared';
import type { Builder } from './builder';
import { enterTeam, type Entry } from './clubs';
import { addAgeGroup, addEvent } from './competitions';
import { FUTSAL_MINUTES, recordGame } from './games';
import { FUTSAL_VENUES } from './names';
import { createRng, type Rng } from './random';
import { knockoutScore, winnerOf } from './scores';
import type { StreetClubs } from './street-league';
import { at, DAY, midnight } from './time';

/** Nights of futsal for the street clubs: a one-off straight knockout. */
export function ramadanNights(b: Builder, street: StreetClubs): void {
  const rng = createRng('pitchside-demo:nights');
  const base = new Date(midnight(b.now).getTime() - 200 * DAY);
  const eventId = addEvent(b, rng, {
    name: 'Ramadan Futsal Nights',
    slug: 'ramadan-futsal-nights',
    edition: 1,
    kind: 'futsal',
    startsOn: base,
    stage: 'Knockout',
    colour: 7,
  });
  const ageGroupId = addAgeGroup(b, rng, eventId, 'Open', 'Open (18+)', 'Knockout', 0);
  const entries = rng
    .shuffle(street.clubs)
    .slice(0, 8)
    .map((club) => enterTeam(b, rng, club, eventId, ageGroupId, street.squads.get(club.slug)!));
  knockoutGames(b, rng, { eventId, ageGroupId, entries, base });
}

/** A straight knockout of eight teams in draw order, all played. */
function knockoutGames(b: Builder, rng: Rng, o: { eventId: string; ageGroupId: string; entries: Entry[]; base: Date }) {
  let round = [0, 1, 2, 3].map((i) => [o.entries[2 * i]!, o.entries[2 * i + 1]!]);
  for (let size = 8, night = 0; size >= 2; size /= 2, night += 3) {
    const winners: Entry[] = [];
    round.forEach(([home, away], position) => {
      // The first semi final is level after regular time, so this event has a shoot-out too.
      const r = knockoutScore(rng, home!, away!, 3, size === 4 && position === 0);
      const gameId = recordGame(b, rng, {
        eventId: o.eventId,
        ageGroupId: o.ageGroupId,
        stage: 'knockout',
        home: home!,
        away: away!,
        round: knockoutRoundName(size),
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
        roundName: knockoutRoundName(size),
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
