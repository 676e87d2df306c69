import type { Side } from '../constants';

/**
 * Accumulated fouls, cards, FIFA fair-play points and suspensions: the rules of the futsal match
 * report, written once for the server, the device and the tables.
 */

export const CARD_KINDS = ['yellow', 'secondYellow', 'red'] as const;
/** `secondYellow` is the second caution of a game: it sends the player off like a red. */
export type CardKind = (typeof CARD_KINDS)[number];

export interface CardInput {
  playerId: string;
  kind: CardKind;
  minute: number;
  deleted?: boolean;
}

export interface FoulInput {
  side: Side;
  half: 1 | 2;
  deleted?: boolean;
}

/** From the sixth accumulated foul of a half, every foul gives the other team a 10 m free kick (futsal Law 12). */
export const TEN_METRE_KICK_FROM_FOUL = 6;
/** One timeout per team per half (futsal Law 7). */
export const TIMEOUTS_PER_HALF = 1;

export type FoulsBySide = Record<Side, [number, number]>;

/** Accumulated fouls per team per half: `{home: [first, second], away: [first, second]}`. */
export function accumulatedFouls(fouls: readonly FoulInput[]): FoulsBySide {
  const out: FoulsBySide = { home: [0, 0], away: [0, 0] };
  for (const f of fouls) if (!f.deleted) out[f.side][f.half - 1] = (out[f.side][f.half - 1] ?? 0) + 1;
  return out;
}

/**
 * What the foul counter shows: `normal`, `lastWarning` when the next foul gives a 10 m free kick,
 * and `tenMetreKick` from the sixth foul on.
 */
export type FoulLevel = 'normal' | 'lastWarning' | 'tenMetreKick';
export function foulLevel(count: number): FoulLevel {
  if (count >= TEN_METRE_KICK_FROM_FOUL) return 'tenMetreKick';
  if (count === TEN_METRE_KICK_FROM_FOUL - 1) return 'lastWarning';
  return 'normal';
}

/** A player's cards in one game, in the order they were shown. */
function cardsOf(cards: readonly CardInput[], playerId: string): CardInput[] {
  return cards.filter((c) => !c.deleted && c.playerId === playerId).sort((a, b) => a.minute - b.minute);
}

export type CardRejection = 'secondYellowWithoutYellow' | 'playerAlreadySentOff';

/**
 * Whether a card can be shown to a player, given the cards of the game: a second yellow needs a
 * yellow first, and a player sent off (second yellow or red) gets no further card.
 */
export function checkCard(cards: readonly CardInput[], playerId: string, kind: CardKind): CardRejection | null {
  const mine = cardsOf(cards, playerId);
  if (mine.some((c) => c.kind === 'red' || c.kind === 'secondYellow')) return 'playerAlreadySentOff';
  const yellows = mine.filter((c) => c.kind === 'yellow').length;
  if (kind === 'secondYellow' && yellows === 0) return 'secondYellowWithoutYellow';
  return null;
}

/** Whether the player's cards in the game send him off (a red, a second yellow, or two yellows two admins each recorded). */
export function isSentOff(cards: readonly CardInput[], playerId: string): boolean {
  const mine = cardsOf(cards, playerId);
  return mine.some((c) => c.kind !== 'yellow') || mine.length >= 2;
}

/**
 * FIFA's fair-play deduction for one player in one game (only one applies): yellow -1, second
 * yellow (indirect red) -3, direct red -4, yellow then direct red -5.
 */
export function playerFairPlayPoints(cards: readonly CardInput[], playerId: string): number {
  const mine = cardsOf(cards, playerId);
  const yellows = mine.filter((c) => c.kind === 'yellow').length;
  const secondYellow = mine.some((c) => c.kind === 'secondYellow') || yellows >= 2;
  const red = mine.some((c) => c.kind === 'red');
  if (red && yellows > 0) return -5;
  if (red) return -4;
  if (secondYellow) return -3;
  if (yellows > 0) return -1;
  return 0;
}

/** A team's fair-play points in one game: the sum over its players (each with one deduction). */
export function gameFairPlayPoints(cards: readonly CardInput[]): number {
  const players = new Set(cards.filter((c) => !c.deleted).map((c) => c.playerId));
  let total = 0;
  for (const p of players) total += playerFairPlayPoints(cards, p);
  return total;
}

/**
 * Both sides' fair-play points in one game, from all its cards: what a table counts, on the server
 * and on the device (which rebuilds tables from the games it holds) alike.
 */
export function fairPlayBySide(cards: readonly (CardInput & { side: Side })[]): Record<Side, number> {
  return {
    home: gameFairPlayPoints(cards.filter((c) => c.side === 'home')),
    away: gameFairPlayPoints(cards.filter((c) => c.side === 'away')),
  };
}

export interface DisciplineSettings {
  /** Games a sent-off player misses (a red card or a second yellow). */
  redCardGames: number;
  /** Yellow cards over a stage that suspend a player for one game; 0 turns the rule off. */
  yellowCardsForSuspension: number;
}

export const DEFAULT_DISCIPLINE: DisciplineSettings = { redCardGames: 1, yellowCardsForSuspension: 0 };

export interface DisciplineGame {
  id: string;
  /** Yellow cards add up within one stage (group stage, knockout stage). */
  stage: string;
  homeTeamId: string;
  awayTeamId: string;
  /** Whether the game has been played (its cards count, and it serves a suspension). */
  played: boolean;
  cards: readonly (CardInput & { side: Side })[];
}

export type SuspensionReason = 'redCard' | 'yellowCards';

export interface Suspension {
  playerId: string;
  teamId: string;
  /** The game the player may not play in. */
  gameId: string;
  reason: SuspensionReason;
  /** The game whose card caused it. */
  causeGameId: string;
}

/**
 * Suspensions from the cards of an age group's games, given in the order they are played. A player
 * sent off misses his team's next `redCardGames` games; every `yellowCardsForSuspension`-th yellow
 * over a stage (yellows of a game where he was sent off by a second yellow do not count) costs the
 * next game. A suspension is served in the team's next games, played or not yet.
 */
export function computeSuspensions(games: readonly DisciplineGame[], rules: DisciplineSettings = DEFAULT_DISCIPLINE): Suspension[] {
  const out: Suspension[] = [];
  const yellowsByStage = new Map<string, number>();
  const teamGames = (teamId: string, after: number) =>
    games.slice(after + 1).filter((g) => g.homeTeamId === teamId || g.awayTeamId === teamId);
  games.forEach((game, index) => {
    if (!game.played) return;
    const players = new Map<string, Side>();
    for (const c of game.cards) if (!c.deleted) players.set(c.playerId, c.side);
    for (const [playerId, side] of players) {
      const teamId = side === 'home' ? game.homeTeamId : game.awayTeamId;
      const mine = cardsOf(game.cards, playerId);
      const suspend = (count: number, reason: SuspensionReason) => {
        for (const next of teamGames(teamId, index).slice(0, count))
          out.push({ playerId, teamId, gameId: next.id, reason, causeGameId: game.id });
      };
      if (isSentOff(game.cards, playerId)) suspend(rules.redCardGames, 'redCard');
      const sentOffByYellows = !mine.some((c) => c.kind === 'red') && isSentOff(game.cards, playerId);
      if (rules.yellowCardsForSuspension > 0 && !sentOffByYellows) {
        const key = `${game.stage}\u0000${playerId}`;
        const before = yellowsByStage.get(key) ?? 0;
        const after = before + mine.filter((c) => c.kind === 'yellow').length;
        yellowsByStage.set(key, after);
        const n = rules.yellowCardsForSuspension;
        if (Math.floor(after / n) > Math.floor(before / n)) suspend(1, 'yellowCards');
      }
    }
  });
  return out;
}
