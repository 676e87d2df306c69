import { knockoutRoundName, seedKnockout } from '@pitchside/shared';
import type { Builder } from './builder';
import type { Entry } from './clubs';
import type { CupStage } from './cup-groups';
import { FUTSAL_MINUTES, recordGame } from './games';
import { FUTSAL_VENUES } from './names';
import type { Rng } from './random';
import type { GameStatus } from './rows';
import { knockoutScore, soFar, winnerOf } from './scores';
import { at, midnight, MINUTE } from './time';

/**
 * Quarter finals for the top two of each group, then semi finals and the final a week apart.
 * `tables` holds each group's teams in table order. Returns the teams placed so far, best first:
 * the champion, the beaten finalist, then those out in the semi and quarter finals.
 */
export function cupKnockout(b: Builder, rng: Rng, o: CupStage, tables: Entry[][]): Entry[] {
  const now = b.now;
  // Quarter finals by the product's seeding: each winner meets the neighbouring group's runner-up,
  // 1A-2B, 1C-2D | 1B-2A, 1D-2C, so two teams from one group can meet again only in the final.
  const byId = new Map(tables.flat().map((e) => [e.id, e]));
  let round: (Entry | null)[][] = seedKnockout(tables.map((t) => [t[0]!.id, t[1]!.id])).map((f) => [
    byId.get(f.homeTeamId!)!,
    byId.get(f.awayTeamId!)!,
  ]);
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
        gameId = recordGame(b, rng, {
          eventId: o.eventId,
          ageGroupId: o.ageGroupId,
          stage: 'knockout',
          home,
          away,
          round: knockoutRoundName(size),
          status,
          startTime,
          location: FUTSAL_VENUES[(o.venueOffset + size) % FUTSAL_VENUES.length]!,
          result: r && status === 'live' ? soFar(r, 2, 2) : r,
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
        roundName: knockoutRoundName(size),
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
