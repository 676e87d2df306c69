import {
  CARD_KINDS,
  CLOCK_PERIODS,
  DEFAULT_MATCH_SETTINGS,
  type CardKind,
  type ClockState,
  type MatchSettings,
  type Side,
} from '@pitchside/shared';

/**
 * The futsal match report as a public game answer carries it (`clock`, `cards`, `fouls`, `timeouts`,
 * `lineups`, and the age group's `matchSettings`). Read leniently with small guards rather than a
 * schema library, so the game page's first load stays small; a field an answer does not carry (an
 * older server or cached edition) reads as absent, and the page shows nothing of it.
 */

export interface PublicCard {
  id: string;
  side: Side;
  playerId: string;
  /** The player's name when the answer carries it; otherwise looked up in the team's players. */
  playerName: string | null;
  kind: CardKind;
  minute: number;
  reason: string | null;
}

export interface PublicTimeout {
  side: Side;
  half: 1 | 2;
  minute: number | null;
}

export interface PublicLineupEntry {
  playerId: string;
  shirt: number | null;
  goalkeeper: boolean;
}

export interface PublicMatchReport {
  clock: ClockState | null;
  settings: MatchSettings;
  cards: PublicCard[];
  fouls: Record<Side, [number, number]> | null;
  timeouts: PublicTimeout[];
  lineups: Record<Side, PublicLineupEntry[]> | null;
}

type Loose = Record<string, unknown>;
const isObj = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSide = (v: unknown): v is Side => v === 'home' || v === 'away';
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

export function readClock(v: unknown): ClockState | null {
  if (!isObj(v) || !(CLOCK_PERIODS as readonly unknown[]).includes(v.period)) return null;
  const elapsed = num(v.elapsedSeconds);
  const since = v.runningSince === null ? null : str(v.runningSince);
  if (elapsed === null || (since !== null && Number.isNaN(Date.parse(since)))) return null;
  return { period: v.period as ClockState['period'], runningSince: since, elapsedSeconds: elapsed };
}

function readSettings(v: unknown): MatchSettings {
  if (!isObj(v)) return DEFAULT_MATCH_SETTINGS;
  const periods = v.periods === 1 ? 1 : 2;
  const periodMinutes = num(v.periodMinutes) ?? DEFAULT_MATCH_SETTINGS.periodMinutes;
  return { periods, periodMinutes, clock: v.clock === 'running' ? 'running' : 'stopped' };
}

function readCard(v: unknown): PublicCard | null {
  if (!isObj(v) || !isSide(v.side) || !(CARD_KINDS as readonly unknown[]).includes(v.kind)) return null;
  const player = isObj(v.player) ? v.player : null;
  const playerId = str(v.playerId) ?? str(player?._id);
  const minute = num(v.minute);
  const id = str(v._id) ?? str(v.id);
  if (!playerId || minute === null || !id) return null;
  return {
    id,
    side: v.side,
    playerId,
    playerName: str(player?.fullName) ?? str(v.playerName),
    kind: v.kind as CardKind,
    minute,
    reason: str(v.reason),
  };
}

function readFouls(v: unknown): Record<Side, [number, number]> | null {
  if (!isObj(v)) return null;
  const pair = (p: unknown): [number, number] | null =>
    Array.isArray(p) && p.length === 2 && num(p[0]) !== null && num(p[1]) !== null ? [p[0] as number, p[1] as number] : null;
  const home = pair(v.home);
  const away = pair(v.away);
  return home && away ? { home, away } : null;
}

function readLineup(v: unknown): PublicLineupEntry[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((e) => {
    if (!isObj(e)) return [];
    const playerId = str(e.playerId) ?? (isObj(e.player) ? str(e.player._id) : null);
    return playerId ? [{ playerId, shirt: num(e.shirt), goalkeeper: e.goalkeeper === true }] : [];
  });
}

export function readMatchReport(game: object): PublicMatchReport {
  const g = game as Loose;
  const lineups = isObj(g.lineups) ? { home: readLineup(g.lineups.home), away: readLineup(g.lineups.away) } : null;
  return {
    clock: readClock(g.clock),
    settings: readSettings(g.matchSettings ?? g.match),
    cards: (Array.isArray(g.cards) ? g.cards.map(readCard).filter((c): c is PublicCard => c !== null) : []).sort(
      (a, b) => a.minute - b.minute,
    ),
    fouls: readFouls(g.fouls),
    timeouts: Array.isArray(g.timeouts)
      ? g.timeouts.flatMap((t) =>
          isObj(t) && isSide(t.side) && (t.half === 1 || t.half === 2) ? [{ side: t.side, half: t.half, minute: num(t.minute) }] : [],
        )
      : [],
    lineups: lineups && (lineups.home.length > 0 || lineups.away.length > 0) ? lineups : null,
  };
}
