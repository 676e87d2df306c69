import { isThirdPlaceSlot, type GameStatus, type ScheduleConflict, type Side } from '@pitchside/shared';
import type { EditionSchedule } from './queries';

/**
 * An edition's games as scheduling sees them: every game, and every knockout slot that has no game
 * yet ("winner of QF1"), with what each must wait for. Pure: the service loads, this decides.
 */
export interface Node {
  /** The game's id, or `slot:<fixture id>` for a slot without its game. */
  id: string;
  kind: 'game' | 'slot';
  /** The fixture id of a slot; the game id of a game. */
  rowId: string;
  ageGroupId: string | null;
  homeTeamId: string | null;
  awayTeamId: string | null;
  status: GameStatus | null;
  start: Date | null;
  pitchId: string | null;
  /** The group round (matchday), when the round names one. */
  round?: number;
  dependsOn: string[];
  forfeit: Side | null;
}

const MATCHDAY = /Matchday (\d+)$/;

export const slotNodeId = (fixtureId: string) => `slot:${fixtureId}`;

export function scheduleNodes(data: EditionSchedule): Node[] {
  const gameIds = new Set(data.games.map((g) => g.id));
  const nodes: Node[] = data.games.map((g) => {
    const m = g.stage === 'group' || g.stage === 'league' ? MATCHDAY.exec(g.round) : null;
    return {
      id: g.id,
      kind: 'game',
      rowId: g.id,
      ageGroupId: g.ageGroupId,
      homeTeamId: g.homeTeamId,
      awayTeamId: g.awayTeamId,
      status: g.status,
      start: g.startTime,
      pitchId: g.pitchId,
      ...(m ? { round: Number(m[1]) } : {}),
      dependsOn: [],
      forfeit: g.forfeit,
    };
  });
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const nodeOfFixture = new Map<string, Node>();
  for (const f of data.fixtures) {
    const linked = f.gameId && gameIds.has(f.gameId) ? byId.get(f.gameId)! : null;
    if (linked) {
      nodeOfFixture.set(f.id, linked);
      continue;
    }
    const slot: Node = {
      id: slotNodeId(f.id),
      kind: 'slot',
      rowId: f.id,
      ageGroupId: f.ageGroupId,
      homeTeamId: f.homeTeamId,
      awayTeamId: f.awayTeamId,
      status: null,
      start: f.startTime,
      pitchId: f.pitchId,
      dependsOn: [],
      forfeit: null,
    };
    nodes.push(slot);
    nodeOfFixture.set(f.id, slot);
  }
  // Knockout dependencies, per age group: the first round waits for every group game, each later
  // round for its two feeders, the third-place match for the semi-finals.
  const scopes = new Map<string | null, EditionSchedule['fixtures']>();
  for (const f of data.fixtures) scopes.set(f.ageGroupId, [...(scopes.get(f.ageGroupId) ?? []), f]);
  for (const [ageGroupId, fixtures] of scopes) {
    const groupGames = data.games.filter((g) => g.ageGroupId === ageGroupId && g.stage === 'group').map((g) => g.id);
    const bySlot = new Map(fixtures.map((f) => [`${f.roundSize}:${f.position}`, f]));
    const feeder = (size: number, position: number) => {
      const f = bySlot.get(`${size}:${position}`);
      return f ? [nodeOfFixture.get(f.id)!.id] : [];
    };
    const top = Math.max(0, ...fixtures.filter((f) => !isThirdPlaceSlot(f)).map((f) => f.roundSize));
    for (const f of fixtures) {
      const node = nodeOfFixture.get(f.id)!;
      if (isThirdPlaceSlot(f)) node.dependsOn = [...feeder(4, 0), ...feeder(4, 1)];
      else if (f.roundSize === top) node.dependsOn = [...groupGames];
      else node.dependsOn = [...feeder(f.roundSize * 2, f.position * 2), ...feeder(f.roundSize * 2, f.position * 2 + 1)];
    }
  }
  return nodes;
}

/** Under way, over or called off: it stays where it is and is never moved. */
export const isSettled = (n: Pick<Node, 'status' | 'forfeit'>) =>
  n.forfeit !== null || n.status === 'live' || n.status === 'completed' || n.status === 'cancelled';

export const isPlaced = (n: Node): n is Node & { start: Date; pitchId: string } => n.start !== null && n.pitchId !== null;

const MINUTE = 60_000;

export interface Rules {
  /** Slot length (minutes) of a node's age group. */
  slot: (n: Node) => number;
  /** Minimum rest (minutes) of a node's age group. */
  rest: (n: Node) => number;
}

const teamsOf = (n: Node) => [n.homeTeamId, n.awayTeamId].filter((t): t is string => t !== null);

/**
 * What a game placed at `start` on `pitchId` would clash with: a pitch or a team in two games at
 * once, a team's rest too short, or a game it waits for (or that waits for it) in the way.
 */
export function conflictsOf(nodes: readonly Node[], target: Node, start: Date, pitchId: string | null, rules: Rules): ScheduleConflict[] {
  const out: ScheduleConflict[] = [];
  const s = start.getTime();
  const e = s + rules.slot(target) * MINUTE;
  const teams = teamsOf(target);
  for (const o of nodes) {
    if (o.id === target.id || !isPlaced(o) || o.status === 'cancelled') continue;
    const os = o.start.getTime();
    const oe = os + rules.slot(o) * MINUTE;
    const overlap = s < oe && os < e;
    const gameId = o.kind === 'game' ? o.id : o.rowId;
    if (pitchId && o.pitchId === pitchId && overlap) out.push({ kind: 'pitchBusy', gameId });
    if (teams.some((t) => teamsOf(o).includes(t))) {
      const rest = Math.max(rules.rest(target), rules.rest(o)) * MINUTE;
      if (overlap) out.push({ kind: 'teamBusy', gameId });
      else if (s < oe + rest && os < e + rest) out.push({ kind: 'rest', gameId });
    }
    if (target.dependsOn.includes(o.id) && s < oe + rules.rest(target) * MINUTE) out.push({ kind: 'dependency', gameId });
    if (o.dependsOn.includes(target.id) && os < e + rules.rest(o) * MINUTE) out.push({ kind: 'dependency', gameId });
  }
  return out;
}

/**
 * "Pitch 2 is 15 minutes late": the pitch's unplayed games of that day move by `minutes`, and then,
 * transitively, only the games elsewhere that would now break a team's rest, play two games at once,
 * start before a game they wait for ends, or overlap the game before them on their own pitch move,
 * each by just as much as it must. Games under way, over or called off never move. Returns the new
 * start of every game that moves.
 */
export function delayShifts(
  nodes: readonly Node[],
  pitchId: string,
  day: { from: number; to: number },
  minutes: number,
  rules: Rules,
): Map<string, Date> {
  const movable = nodes.filter((n): n is Node & { start: Date; pitchId: string } => isPlaced(n) && !isSettled(n));
  const start = new Map(movable.map((n) => [n.id, n.start.getTime()]));
  const queue: (typeof movable)[number][] = [];
  for (const n of movable) {
    const t = n.start.getTime();
    if (n.pitchId === pitchId && t >= day.from && t < day.to) {
      start.set(n.id, t + minutes * MINUTE);
      queue.push(n);
    }
  }
  const moved = new Set(queue.map((n) => n.id));
  for (let guard = 0; queue.length > 0 && guard < 100_000; guard++) {
    const a = queue.shift()!;
    const aStart = start.get(a.id)!;
    const aEnd = aStart + rules.slot(a) * MINUTE;
    const aTeams = teamsOf(a);
    for (const x of movable) {
      if (x.id === a.id || x.start.getTime() < a.start.getTime()) continue;
      const xStart = start.get(x.id)!;
      let need = xStart;
      if (x.pitchId === a.pitchId && x.start.getTime() > a.start.getTime()) need = Math.max(need, aEnd);
      if (aTeams.some((t) => teamsOf(x).includes(t))) need = Math.max(need, aEnd + Math.max(rules.rest(a), rules.rest(x)) * MINUTE);
      if (x.dependsOn.includes(a.id)) need = Math.max(need, aEnd + rules.rest(x) * MINUTE);
      if (need > xStart) {
        start.set(x.id, need);
        moved.add(x.id);
        queue.push(x);
      }
    }
  }
  return new Map([...moved].map((id) => [id, new Date(start.get(id)!)]));
}
