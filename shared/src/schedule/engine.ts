import { lowerBound } from './lower-bound';
import { buildModel, clearOf, type Model } from './model';
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

/**
 * Places every game on a pitch at a start time, or none of them. A list scheduler that moves forward
 * in time: whenever a pitch is free, it takes, among the games that may start there and then (their
 * dependencies over and rested, their teams free and rested, the game inside the day's playing window
 * and clear of scheduled games), the one with the longest tail; among equals the one whose teams have
 * played least and waited longest, then the lower round. Pure: no clock, no I/O.
 */
export function scheduleGames(req: ScheduleRequest): ScheduleResult {
  const m = buildModel(req);
  const bound = lowerBound(m);
  const lowerBoundIso = Number.isFinite(bound.finish) ? iso(bound.finish) : null;
  const n = m.nodes.length;
  if (n === 0) return { ok: true, placements: [], finishesAt: null, lowerBound: null, overLowerBoundMinutes: 0 };

  const tail = tails(m);
  const share = m.pitchIds.map((_, p) => new Set(m.nodes.filter((x) => x.pitches.includes(p)).map((x) => x.ageGroup)).size);
  const pitchFree = m.pitchIds.map(() => -Infinity);
  const teamLastEnd = new Map<string, number>();
  const teamPlayed = new Map<string, number>();
  const depsLeft = m.nodes.map((x) => x.deps.length);
  const ready = m.nodes.map((x) => x.fixedReady + m.rest);
  const start = new Array<number>(n).fill(NaN);
  const pitchOf = new Array<number>(n).fill(-1);
  let pending = m.nodes.filter((x) => x.deps.length === 0).map((x) => x.index);
  let placed = 0;

  const teamFreeFrom = (t: string) => (teamLastEnd.get(t) ?? -Infinity) + m.rest;
  const pitchOpen = (p: number, s: number, length: number) => pitchFree[p]! <= s && !clearOf(m.pitchBusy[p], s, length, 0);
  const teamsOpen = (g: number, s: number) =>
    m.nodes[g]!.teams.every((t) => teamFreeFrom(t) <= s && !clearOf(m.teamBusy.get(t), s, m.nodes[g]!.length, m.rest));
  const played = (g: number) => m.nodes[g]!.teams.reduce((sum, t) => sum + (teamPlayed.get(t) ?? 0), 0);
  const lastEnd = (g: number) => Math.max(-Infinity, ...m.nodes[g]!.teams.map((t) => teamLastEnd.get(t) ?? -Infinity));
  const better = (a: number, b: number) =>
    tail[a]! - tail[b]! || played(b) - played(a) || lastEnd(b) - lastEnd(a) || (m.nodes[b]!.round ?? 0) - (m.nodes[a]!.round ?? 0) || b - a;

  let t = m.windows[0]?.start ?? 0;
  while (placed < n) {
    const w = m.windows[windowAfter(m.windows, t)];
    if (!w) break;
    if (t < w.start) t = w.start;
    let best = -1;
    let bestPitch = -1;
    for (const g of pending) {
      const node = m.nodes[g]!;
      if (ready[g]! > t || t + node.length > w.end || !teamsOpen(g, t)) continue;
      let pitch = -1;
      for (const p of node.pitches) {
        if (pitchOpen(p, t, node.length) && (pitch < 0 || share[p]! < share[pitch]! || (share[p] === share[pitch] && p < pitch))) pitch = p;
      }
      if (pitch < 0) continue;
      if (best < 0 || better(g, best) > 0) {
        best = g;
        bestPitch = pitch;
      }
    }
    if (best >= 0) {
      const node = m.nodes[best]!;
      start[best] = t;
      pitchOf[best] = bestPitch;
      pitchFree[bestPitch] = t + node.length;
      for (const team of node.teams) {
        teamLastEnd.set(team, t + node.length);
        teamPlayed.set(team, (teamPlayed.get(team) ?? 0) + 1);
      }
      placed++;
      pending = pending.filter((g) => g !== best);
      for (const c of node.dependents) {
        ready[c] = Math.max(ready[c]!, t + node.length + m.rest);
        if (--depsLeft[c]! === 0) pending.push(c);
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
    const following = m.windows[windowAfter(m.windows, t) + 1];
    if (following) later(following.start);
    if (!Number.isFinite(next)) break;
    t = next;
  }

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
  const finish = Math.max(...m.nodes.map((x) => start[x.index]! + x.length));
  return {
    ok: true,
    placements,
    finishesAt: iso(finish),
    lowerBound: lowerBoundIso,
    overLowerBoundMinutes: Number.isFinite(bound.finish) ? playingMinutesBetween(m.windows, bound.finish, finish) : 0,
  };
}
