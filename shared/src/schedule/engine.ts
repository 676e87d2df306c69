import { lowerBound } from './lower-bound';
import { buildModel, clearOf, type Model } from './model';
import { seeded } from './random';
import type { ScheduleRequest, ScheduleResult, SchedulePlacement } from './types';
import { playingMinutesBetween, windowAfter } from './windows';

const iso = (minutes: number) => new Date(minutes * 60_000).toISOString();

/**
 * How long the schedule still runs from a game's start along what must follow it: the games that
 * depend on it, and its teams' later group rounds, each after the rest. Games with the longest such
 * tail go first, so the chain that decides the finish is never kept waiting.
 */
function tails(m: Model): number[] {
  const nextOfTeam: number[][] = m.nodes.map(() => []);
  const byTeam = new Map<string, number[]>();
  for (const node of m.nodes) {
    if (node.round === null) continue;
    for (const t of node.teams) {
      let list = byTeam.get(t);
      if (!list) byTeam.set(t, (list = []));
      list.push(node.index);
    }
  }
  for (const list of byTeam.values()) {
    list.sort((a, b) => m.nodes[a]!.round! - m.nodes[b]!.round!);
    for (let k = 0; k + 1 < list.length; k++) {
      const next = list.slice(k + 1).find((g) => m.nodes[g]!.round! > m.nodes[list[k]!]!.round!);
      if (next !== undefined) nextOfTeam[list[k]!]!.push(next);
    }
  }
  const tail = new Array<number>(m.nodes.length).fill(-1);
  const visiting = new Set<number>();
  const visit = (i: number): number => {
    if (tail[i]! >= 0) return tail[i]!;
    if (visiting.has(i)) return 0; // rounds that contradict the dependencies: ignore the round link
    visiting.add(i);
    let after = 0;
    for (const c of [...m.nodes[i]!.dependents, ...nextOfTeam[i]!]) after = Math.max(after, m.rest + visit(c));
    visiting.delete(i);
    return (tail[i] = m.nodes[i]!.length + after);
  };
  for (let i = 0; i < m.nodes.length; i++) visit(i);
  return tail;
}

interface Attempt {
  start: number[];
  pitchOf: number[];
  placed: number;
  finish: number;
}

/**
 * One pass of the list scheduler, moving forward in time: whenever a pitch is free, it takes, among
 * the games that may start there and then (their dependencies over and rested, their teams free and
 * rested, the game inside the day's playing window and clear of scheduled games), the one with the
 * highest priority; among equals the one whose teams have played least and waited longest, then the
 * lower round. A game takes the free pitch the fewest age groups may use, keeping shared ones open.
 */
function listSchedule(m: Model, priority: readonly number[], share: readonly number[]): Attempt {
  const n = m.nodes.length;
  const pitchFree = m.pitchIds.map(() => -Infinity);
  const teamLastEnd = new Map<string, number>();
  const teamPlayed = new Map<string, number>();
  const depsLeft = m.nodes.map((x) => x.deps.length);
  const ready = m.nodes.map((x) => x.fixedReady + m.rest);
  const start = new Array<number>(n).fill(NaN);
  const pitchOf = new Array<number>(n).fill(-1);
  // Waiting games, highest priority first: the scan stops below the first one that can start.
  const pending: number[] = [];
  const enqueue = (g: number) => {
    let lo = 0;
    let hi = pending.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const o = pending[mid]!;
      if (priority[o]! > priority[g]! || (priority[o] === priority[g] && o < g)) lo = mid + 1;
      else hi = mid;
    }
    pending.splice(lo, 0, g);
  };
  for (const x of m.nodes) if (x.deps.length === 0) enqueue(x.index);
  let placed = 0;
  let finish = -Infinity;

  const teamFreeFrom = (t: string) => (teamLastEnd.get(t) ?? -Infinity) + m.rest;
  const teamsOpen = (g: number, s: number) =>
    m.nodes[g]!.teams.every((t) => teamFreeFrom(t) <= s && !clearOf(m.teamBusy.get(t), s, m.nodes[g]!.length, m.rest));
  const played = (g: number) => m.nodes[g]!.teams.reduce((sum, t) => sum + (teamPlayed.get(t) ?? 0), 0);
  const lastEnd = (g: number) => m.nodes[g]!.teams.reduce((latest, t) => Math.max(latest, teamLastEnd.get(t) ?? -Infinity), -Infinity);
  const fairer = (a: number, b: number) =>
    played(b) - played(a) || lastEnd(b) - lastEnd(a) || (m.nodes[b]!.round ?? 0) - (m.nodes[a]!.round ?? 0) || b - a;

  let t = m.windows[0]?.start ?? 0;
  while (placed < n) {
    const wi = windowAfter(m.windows, t);
    const w = m.windows[wi];
    if (!w) break;
    if (t < w.start) t = w.start;
    let best = -1;
    let bestPitch = -1;
    const free = m.pitchIds.map((_, p) => p).filter((p) => pitchFree[p]! <= t);
    for (let k = 0; k < pending.length && free.length > 0; k++) {
      const g = pending[k]!;
      if (best >= 0 && priority[g]! < priority[best]!) break;
      const node = m.nodes[g]!;
      if (ready[g]! > t || t + node.length > w.end || !teamsOpen(g, t)) continue;
      let pitch = -1;
      for (const p of node.pitches) {
        if (pitchFree[p]! > t || clearOf(m.pitchBusy[p], t, node.length, 0)) continue;
        if (pitch < 0 || share[p]! < share[pitch]! || (share[p] === share[pitch] && p < pitch)) pitch = p;
      }
      if (pitch < 0) continue;
      if (best < 0 || fairer(g, best) > 0) {
        best = g;
        bestPitch = pitch;
      }
    }
    if (best >= 0) {
      const node = m.nodes[best]!;
      const end = t + node.length;
      start[best] = t;
      pitchOf[best] = bestPitch;
      pitchFree[bestPitch] = end;
      finish = Math.max(finish, end);
      for (const team of node.teams) {
        teamLastEnd.set(team, end);
        teamPlayed.set(team, (teamPlayed.get(team) ?? 0) + 1);
      }
      placed++;
      pending.splice(pending.indexOf(best), 1);
      for (const c of node.dependents) {
        ready[c] = Math.max(ready[c]!, end + m.rest);
        if (--depsLeft[c]! === 0) enqueue(c);
      }
      continue;
    }
    // Nothing can start now: move to the next moment something changes.
    let next = Infinity;
    const later = (x: number) => {
      if (x > t && x < next) next = x;
    };
    for (const x of pitchFree) later(x);
    for (const busy of m.pitchBusy) for (const b of busy) later(b.end);
    for (const x of teamLastEnd.values()) later(x + m.rest);
    for (const busy of m.teamBusy.values()) for (const b of busy) later(b.end + m.rest);
    for (const g of pending) later(ready[g]!);
    const following = m.windows[wi + 1];
    if (following) later(following.start);
    if (!Number.isFinite(next)) break;
    t = next;
  }
  return { start, pitchOf, placed, finish };
}

// Retries cost a pass each: at most this many, fewer on big requests (passes x games bounded).
const MAX_RETRIES = 12;
const RETRY_WORK = 4000;

/**
 * Places every game on a pitch at a start time, or none of them. Pure: no clock, no I/O.
 * With several age groups, how they interleave on shared pitches is a guess the critical path does
 * not settle (different slot lengths leave different gaps before a break or a day's end): when the
 * first pass does not reach the lower bound, a few passes with each age group's priorities shifted
 * together (seeded, so the answer is always the same; the order inside an age group, rounds and
 * fairness, stays) may do better; the best is kept.
 */
export function scheduleGames(req: ScheduleRequest): ScheduleResult {
  const m = buildModel(req);
  const bound = lowerBound(m);
  const lowerBoundIso = Number.isFinite(bound.finish) ? iso(bound.finish) : null;
  const n = m.nodes.length;
  if (n === 0) return { ok: true, placements: [], finishesAt: null, lowerBound: null, overLowerBoundMinutes: 0 };

  const tail = tails(m);
  const share = m.pitchIds.map((_, p) => new Set(m.nodes.filter((x) => x.pitches.includes(p)).map((x) => x.ageGroup)).size);
  let best = listSchedule(m, tail, share);
  const ageGroups = [...new Set(m.nodes.map((x) => x.ageGroup))];
  const longest = Math.max(...tail);
  const retries = ageGroups.length > 1 ? Math.min(MAX_RETRIES, Math.floor(RETRY_WORK / n)) : 0;
  const random = seeded(n);
  for (let k = 0; k < retries && (best.placed < n || best.finish > bound.finish); k++) {
    const shift = new Map(ageGroups.map((ag) => [ag, Math.floor(random.next() * longest)]));
    const attempt = listSchedule(
      m,
      tail.map((x, i) => x + shift.get(m.nodes[i]!.ageGroup)!),
      share,
    );
    if (attempt.placed > best.placed || (attempt.placed === n && attempt.finish < best.finish)) best = attempt;
  }
  const { start, pitchOf, placed, finish } = best;

  if (placed < n) {
    const lastDate = m.dates[m.windows[m.windows.length - 1]?.day ?? m.dates.length - 1] ?? '';
    const byAgeGroup = new Map<string, number>();
    for (const node of m.nodes)
      if (Number.isNaN(start[node.index])) byAgeGroup.set(node.ageGroup, (byAgeGroup.get(node.ageGroup) ?? 0) + 1);
    return {
      ok: false,
      unplaced: n - placed,
      overflow: [...byAgeGroup].map(([ageGroup, unplaced]) => ({ ageGroup, date: lastDate, unplaced })),
      lowerBound: lowerBoundIso,
    };
  }

  const placements: SchedulePlacement[] = m.nodes.map((node) => ({
    gameId: node.id,
    pitchId: m.pitchIds[pitchOf[node.index]!]!,
    start: iso(start[node.index]!),
    end: iso(start[node.index]! + node.length),
  }));
  return {
    ok: true,
    placements,
    finishesAt: iso(finish),
    lowerBound: lowerBoundIso,
    overLowerBoundMinutes: Number.isFinite(bound.finish) ? playingMinutesBetween(m.windows, bound.finish, finish) : 0,
  };
}
