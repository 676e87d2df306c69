import { TIME_ZONE } from '../i18n/locales';
import { playingWindows, toMinutes, type Window } from './windows';
import { ScheduleInputError, type ScheduleRequest } from './types';

/** A busy stretch of a pitch or a team, in epoch minutes. */
export interface Busy {
  start: number;
  end: number;
}

export interface Node {
  index: number;
  id: string;
  ageGroup: string;
  teams: string[];
  length: number;
  /** Indices into `pitchIds`. */
  pitches: number[];
  round: number | null;
  /** Games to place this one waits for (indices). */
  deps: number[];
  /** Games to place that wait for this one. */
  dependents: number[];
  /** The latest end among already scheduled games it waits for (or -Infinity). */
  fixedReady: number;
}

export interface Model {
  windows: Window[];
  rest: number;
  pitchIds: string[];
  nodes: Node[];
  /** Dependencies before dependents. */
  order: number[];
  pitchBusy: Busy[][];
  teamBusy: Map<string, Busy[]>;
  dates: string[];
}

function positiveWhole(n: number, what: string): number {
  if (!Number.isInteger(n) || n <= 0) throw new ScheduleInputError(`${what} must be a whole number of minutes above 0`);
  return n;
}

export function buildModel(req: ScheduleRequest): Model {
  const windows = playingWindows(req.days, req.timeZone ?? TIME_ZONE);
  if (!Number.isInteger(req.minRestMinutes) || req.minRestMinutes < 0) {
    throw new ScheduleInputError('The minimum rest must be a whole number of minutes, 0 or more');
  }
  const pitchIds = [...new Set(req.pitches)];
  const pitchIndex = new Map(pitchIds.map((p, i) => [p, i]));
  const slot = (ageGroup: string) => {
    const s = typeof req.slotMinutes === 'number' ? req.slotMinutes : req.slotMinutes[ageGroup];
    if (s === undefined) throw new ScheduleInputError(`No slot length for age group ${ageGroup}`);
    return positiveWhole(s, `The slot of ${ageGroup}`);
  };
  const pitchesOf = new Map<string, number[]>();
  const allowed = (ageGroup: string) => {
    let list = pitchesOf.get(ageGroup);
    if (!list) {
      const named = req.ageGroupPitches?.[ageGroup];
      list = (named ?? pitchIds).map((p) => {
        const i = pitchIndex.get(p);
        if (i === undefined) throw new ScheduleInputError(`Pitch ${p} of age group ${ageGroup} is not among the pitches`);
        return i;
      });
      list = [...new Set(list)];
      pitchesOf.set(ageGroup, list);
    }
    return list;
  };

  const fixedEnd = new Map<string, number>();
  const pitchBusy: Busy[][] = pitchIds.map(() => []);
  const teamBusy = new Map<string, Busy[]>();
  for (const f of req.fixed ?? []) {
    const start = toMinutes(Date.parse(f.start));
    const end = Math.ceil(Date.parse(f.end) / 60_000);
    if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) {
      throw new ScheduleInputError(`Scheduled game ${f.id} has no valid start and end`);
    }
    fixedEnd.set(f.id, end);
    const p = pitchIndex.get(f.pitchId);
    // A game on a pitch this run does not use cannot clash with it on its pitch.
    if (p !== undefined) pitchBusy[p]!.push({ start, end });
    for (const team of [f.homeTeamId, f.awayTeamId]) {
      if (team === null) continue;
      let list = teamBusy.get(team);
      if (!list) teamBusy.set(team, (list = []));
      list.push({ start, end });
    }
  }
  for (const list of [...pitchBusy, ...teamBusy.values()]) list.sort((a, b) => a.start - b.start);

  const index = new Map<string, number>();
  req.games.forEach((g, i) => {
    if (index.has(g.id) || fixedEnd.has(g.id)) throw new ScheduleInputError(`Game ${g.id} is listed twice`);
    index.set(g.id, i);
  });
  const nodes: Node[] = req.games.map((g, i) => {
    const deps: number[] = [];
    let fixedReady = -Infinity;
    for (const d of new Set(g.dependsOn ?? [])) {
      const j = index.get(d);
      if (j !== undefined) deps.push(j);
      else if (fixedEnd.has(d)) fixedReady = Math.max(fixedReady, fixedEnd.get(d)!);
      else throw new ScheduleInputError(`Game ${g.id} depends on ${d}, which is neither to place nor scheduled`);
    }
    return {
      index: i,
      id: g.id,
      ageGroup: g.ageGroup,
      teams: [...new Set([g.homeTeamId, g.awayTeamId].filter((t): t is string => t !== null))],
      length: slot(g.ageGroup),
      pitches: allowed(g.ageGroup),
      round: g.round ?? null,
      deps,
      dependents: [],
      fixedReady,
    };
  });
  for (const n of nodes) for (const d of n.deps) nodes[d]!.dependents.push(n.index);

  // Kahn's order; what is left over sits on a cycle.
  const waiting = nodes.map((n) => n.deps.length);
  const order = nodes.filter((n) => n.deps.length === 0).map((n) => n.index);
  for (let k = 0; k < order.length; k++) {
    for (const c of nodes[order[k]!]!.dependents) if (--waiting[c]! === 0) order.push(c);
  }
  if (order.length !== nodes.length) throw new ScheduleInputError('The games depend on each other in a cycle');

  return { windows, rest: req.minRestMinutes, pitchIds, nodes, order, pitchBusy, teamBusy, dates: req.days.map((d) => d.date) };
}

/** Whether a team can play [s, s + length) around its already scheduled games, with the rest. */
export function clearOf(busy: readonly Busy[] | undefined, s: number, length: number, rest: number): Busy | null {
  if (!busy) return null;
  for (const b of busy) if (s < b.end + rest && s + length + rest > b.start) return b;
  return null;
}
