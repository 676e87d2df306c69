/**
 * A small seeded generator (mulberry32): the demo must come out the same on every machine and every
 * run, so nothing here may touch Math.random or crypto.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
  /** A count of events with the given mean (Knuth), for goals per game. */
  poisson(mean: number): number;
  /** A v4-shaped uuid drawn from the stream, so ids are stable between loads. */
  uuid(): string;
}

function hashSeed(seed: string): number {
  // FNV-1a: spreads similar seeds ("copy 1", "copy 2") far apart.
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRng(seed: string): Rng {
  let state = hashSeed(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
    poisson: (mean) => {
      const limit = Math.exp(-mean);
      let k = 0;
      let p = next();
      while (p > limit) {
        k += 1;
        p *= next();
      }
      return k;
    },
    uuid: () => {
      const hex: string[] = [];
      for (let i = 0; i < 16; i++) hex.push(int(0, 255).toString(16).padStart(2, '0'));
      hex[6] = `4${hex[6]!.slice(1)}`;
      hex[8] = ((parseInt(hex[8]!, 16) & 0x3f) | 0x80).toString(16);
      const s = hex.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
  };
}
