import { LAST_GAMES_SLOTS } from '@pitchside/shared';

const timeOf = (t: string | null | undefined) => (t ? new Date(t).getTime() : Number.NEGATIVE_INFINITY);

/**
 * The 'Last 10 Games' strip always has ten slots: the latest games first (undated games last, in
 * the order given), then empty placeholders.
 */
export function lastGamesSlots<G extends { startTime?: string | null }>(
  games: readonly G[],
  slots: number = LAST_GAMES_SLOTS,
): (G | null)[] {
  const out: (G | null)[] = games
    .map((g, i) => ({ g, i }))
    .sort((a, b) => timeOf(b.g.startTime) - timeOf(a.g.startTime) || a.i - b.i)
    .slice(0, slots)
    .map((x) => x.g);
  while (out.length < slots) out.push(null);
  return out;
}
