import { clearOf, type Busy, type Model, type Node } from './model';
import { capacityEnd, fitStart } from './windows';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The earliest all these games can be over on `pitches` pitches, each released at its head: for every
 * release time, the games released then or later still need their minutes of pitch time after it.
 */
function packingEnd(m: Model, games: readonly number[], head: readonly number[], pitches: number): number {
  if (games.length === 0) return -Infinity;
  if (pitches === 0) return Infinity;
  const sorted = [...games].sort((a, b) => head[a]! - head[b]!);
  let grain = 0;
  for (const g of sorted) grain = gcd(grain, m.nodes[g]!.length);
  let best = -Infinity;
  let work = 0;
  for (let k = sorted.length - 1; k >= 0; k--) {
    work += m.nodes[sorted[k]!]!.length;
    if (k > 0 && head[sorted[k - 1]!] === head[sorted[k]!]) continue;
    best = Math.max(best, capacityEnd(m.windows, head[sorted[k]!]!, work, pitches, grain));
  }
  return best;
}

/**
 * The earliest a team can be through these games of its own, one after the other with the rest, each
 * no earlier than its head, around its scheduled games. Every game is taken as long as the shortest:
 * with equal lengths, playing them in order of their heads as early as possible is optimal.
 */
function teamChainEnd(m: Model, games: readonly number[], head: readonly number[], busy: readonly Busy[] | undefined): number {
  const length = Math.min(...games.map((g) => m.nodes[g]!.length));
  const sorted = [...games].sort((a, b) => head[a]! - head[b]!);
  let end = -Infinity;
  for (const g of sorted) {
    let s: number | null = Math.max(head[g]!, end + m.rest);
    for (;;) {
      s = fitStart(m.windows, s, length);
      if (s === null) return Infinity;
      const clash = clearOf(busy, s, length, m.rest);
      if (!clash) break;
      s = clash.end + m.rest;
    }
    end = s + length;
  }
  return end;
}

function teamChainsEnd(m: Model, games: readonly number[], head: readonly number[]): number {
  const byTeam = new Map<string, number[]>();
  for (const g of games) {
    for (const t of m.nodes[g]!.teams) {
      let list = byTeam.get(t);
      if (!list) byTeam.set(t, (list = []));
      list.push(g);
    }
  }
  let best = -Infinity;
  for (const [team, list] of byTeam) {
    if (list.length > 1 || m.teamBusy.has(team)) best = Math.max(best, teamChainEnd(m, list, head, m.teamBusy.get(team)));
  }
  return best;
}

function pitchCount(m: Model, games: readonly number[]): number {
  const used = new Set<number>();
  for (const g of games) for (const p of m.nodes[g]!.pitches) used.add(p);
  return used.size;
}

/**
 * Along what must follow each game: the dependent with the longest chain after it (minutes of games
 * and rests, windows left out), to walk forward from a time.
 */
function followers(m: Model): { next: number[]; tail: number[] } {
  const next = new Array<number>(m.nodes.length).fill(-1);
  const tail = new Array<number>(m.nodes.length).fill(0);
  for (let k = m.order.length - 1; k >= 0; k--) {
    const i = m.order[k]!;
    for (const c of m.nodes[i]!.dependents) {
      const t = m.rest + m.nodes[c]!.length + tail[c]!;
      if (t > tail[i]!) {
        tail[i] = t;
        next[i] = c;
      }
    }
  }
  return { next, tail };
}

/** The earliest the games that must follow g can be over when g ends at t. */
function walk(m: Model, next: readonly number[], g: number, t: number): number {
  for (let c = next[g]!; c >= 0 && Number.isFinite(t); c = next[c]!) {
    const s = fitStart(m.windows, t + m.rest, m.nodes[c]!.length);
    t = s === null ? Infinity : s + m.nodes[c]!.length;
  }
  return t;
}

/**
 * Pitch time with heads and tails: the games with at least so long a chain after them must all be
 * over (packed on their pitches from their heads) before the shortest of those chains can even start.
 */
function packingWithTails(
  m: Model,
  games: readonly number[],
  head: readonly number[],
  pitches: number,
  f: ReturnType<typeof followers>,
): number {
  let best = -Infinity;
  const thresholds = [...new Set(games.map((g) => f.tail[g]!))].sort((a, b) => a - b);
  for (const threshold of thresholds) {
    const set = games.filter((g) => f.tail[g]! >= threshold);
    const end = packingEnd(m, set, head, pitches);
    if (!Number.isFinite(end)) return end;
    let shortest = Infinity;
    const seen = new Set<number>();
    for (const g of set) {
      if (seen.has(next(f, g))) continue;
      seen.add(next(f, g));
      shortest = Math.min(shortest, walk(m, f.next, g, end));
    }
    best = Math.max(best, shortest);
  }
  return best;
}

const next = (f: ReturnType<typeof followers>, g: number) => f.next[g]!;

export interface LowerBound {
  /** The earliest each game could start. */
  head: number[];
  /** The earliest all games could be over (Infinity when even that does not fit in the days). */
  finish: number;
}

/**
 * A finish no schedule can beat, from three relaxations taken together: pitch time (the games'
 * minutes over the pitches they may use, per set of pitches), chains (each game after everything it
 * depends on plus the rest, and everything it depends on packed on its pitches), and each team's own
 * games one after the other with the rest. Scheduled games are left out except as busy times of
 * their teams, so the bound stays valid, only less tight, when they take pitch time.
 */
export function lowerBound(m: Model): LowerBound {
  const n = m.nodes.length;
  const head = new Array<number>(n).fill(-Infinity);
  const end = new Array<number>(n).fill(-Infinity);
  const ancestors: Set<number>[] = m.nodes.map(() => new Set());
  const first = m.windows[0]?.start ?? 0;
  for (const i of m.order) {
    const node: Node = m.nodes[i]!;
    let h = Math.max(first, node.fixedReady + m.rest);
    const before = ancestors[i]!;
    for (const d of node.deps) {
      h = Math.max(h, end[d]! + m.rest);
      before.add(d);
      for (const a of ancestors[d]!) before.add(a);
    }
    if (before.size > 1) {
      const list = [...before];
      h = Math.max(h, packingEnd(m, list, head, pitchCount(m, list)) + m.rest, teamChainsEnd(m, list, head) + m.rest);
    }
    const s = Number.isFinite(h) ? fitStart(m.windows, h, node.length) : null;
    head[i] = s ?? Infinity;
    end[i] = s === null ? Infinity : s + node.length;
  }
  const all = m.nodes.map((x) => x.index);
  const f = followers(m);
  let finish = Math.max(-Infinity, ...end, teamChainsEnd(m, all, head));
  // Games confined to a set of pitches share those pitches, whatever else may also use them.
  const sets = new Map<string, number[]>();
  for (const node of m.nodes) sets.set([...node.pitches].sort((a, b) => a - b).join(','), node.pitches);
  sets.set(
    'all',
    m.pitchIds.map((_, p) => p),
  );
  for (const pitches of sets.values()) {
    const inside = new Set(pitches);
    const games = all.filter((g) => m.nodes[g]!.pitches.every((p) => inside.has(p)));
    finish = Math.max(finish, packingWithTails(m, games, head, pitches.length, f));
  }
  return { head, finish };
}
