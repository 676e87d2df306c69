import { fillFromFeeders, fixtureLoserId, fixtureWinnerId } from './layout';
import { isBracketRoundSize } from './naming';
import type { BracketFixtureInput } from './types';

/** The third-place match sits beside the Final: round size 2, position 1 (outside the bracket's lines). */
export const THIRD_PLACE_SLOT = { roundSize: 2, position: 1 } as const;
export const THIRD_PLACE_ROUND_NAME = 'Third Place';

export const isThirdPlaceSlot = (f: { roundSize: number; position: number }) =>
  f.roundSize === THIRD_PLACE_SLOT.roundSize && f.position === THIRD_PLACE_SLOT.position;

export interface ResolvedSlot {
  roundSize: number;
  position: number;
  homeTeamId: string | null;
  awayTeamId: string | null;
  winnerId: string | null;
  loserId: string | null;
}

export interface ResolvedKnockout {
  /** Every slot from the first round to the Final, top to bottom, then the third-place match if any. */
  slots: ResolvedSlot[];
  champion: string | null;
}

/**
 * Who plays in every slot once the results so far are known: each winner (by team, a shoot-out
 * settling a draw) moves to the slot its fixture feeds, the semi-final losers to the third-place
 * match. Teams an admin already wrote into a slot stay; a winner fills what is free.
 */
export function resolveKnockout(fixtures: readonly BracketFixtureInput[], opts: { thirdPlace?: boolean } = {}): ResolvedKnockout {
  const bySlot = new Map<string, BracketFixtureInput>();
  let top = 0;
  for (const f of fixtures) {
    if (!isBracketRoundSize(f.roundSize)) continue;
    const key = `${f.roundSize}:${f.position}`;
    if (!bySlot.has(key)) bySlot.set(key, f);
    if (f.position < f.roundSize / 2) top = Math.max(top, f.roundSize);
  }
  const slots: ResolvedSlot[] = [];
  if (top === 0) return { slots, champion: null };
  let feeders: ResolvedSlot[] = [];
  let champion: string | null = null;
  let semis: ResolvedSlot[] = [];
  for (let size = top; size >= 2; size /= 2) {
    const round: ResolvedSlot[] = [];
    for (let position = 0; position < size / 2; position++) {
      const f = bySlot.get(`${size}:${position}`);
      const [homeTeamId, awayTeamId] = fillFromFeeders(
        f?.homeTeamId ?? null,
        f?.awayTeamId ?? null,
        feeders[2 * position]?.winnerId ?? null,
        feeders[2 * position + 1]?.winnerId ?? null,
      );
      round.push({
        roundSize: size,
        position,
        homeTeamId,
        awayTeamId,
        winnerId: fixtureWinnerId(f, homeTeamId, awayTeamId),
        loserId: fixtureLoserId(f, homeTeamId, awayTeamId),
      });
    }
    if (size === 4) semis = round;
    if (size === 2) champion = round[0]!.winnerId;
    slots.push(...round);
    feeders = round;
  }
  const third = bySlot.get(`${THIRD_PLACE_SLOT.roundSize}:${THIRD_PLACE_SLOT.position}`);
  if ((opts.thirdPlace || third) && semis.length === 2) {
    const [homeTeamId, awayTeamId] = fillFromFeeders(
      third?.homeTeamId ?? null,
      third?.awayTeamId ?? null,
      semis[0]!.loserId,
      semis[1]!.loserId,
    );
    slots.push({
      ...THIRD_PLACE_SLOT,
      homeTeamId,
      awayTeamId,
      winnerId: fixtureWinnerId(third, homeTeamId, awayTeamId),
      loserId: fixtureLoserId(third, homeTeamId, awayTeamId),
    });
  }
  return { slots, champion };
}
