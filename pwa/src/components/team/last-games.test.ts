import { describe, expect, it } from 'vitest';
import { lastGamesSlots } from './last-games';

const g = (id: string, startTime: string | null = null) => ({ id, startTime });

describe('lastGamesSlots', () => {
  it.each([
    ['no games: ten empty slots', [], 0],
    ['three games: three then seven empty', [g('a'), g('b'), g('c')], 3],
    ['ten games fill the strip', Array.from({ length: 10 }, (_, i) => g(String(i))), 10],
    ['more than ten keep only ten', Array.from({ length: 14 }, (_, i) => g(String(i))), 10],
  ])('%s', (_label, games, filled) => {
    const slots = lastGamesSlots(games);
    expect(slots).toHaveLength(10);
    expect(slots.filter((s) => s !== null)).toHaveLength(filled);
    expect(slots.slice(filled).every((s) => s === null)).toBe(true);
  });

  it('puts the latest game first and undated games last', () => {
    const slots = lastGamesSlots([g('old', '2026-01-01T00:00:00Z'), g('undated'), g('new', '2026-03-01T00:00:00Z')]);
    expect(slots.slice(0, 3).map((s) => s?.id)).toEqual(['new', 'old', 'undated']);
  });
});
