import { eq, inArray } from 'drizzle-orm';
import {
  knockoutRoundName,
  missingGames,
  planRoundRobin,
  seedKnockout,
  THIRD_PLACE_SLOT,
  THIRD_PLACE_ROUND_NAME,
  unresolvedTies,
} from '@pitchside/shared';
import type { Tx } from '../db/client';
import { games, knockoutFixtures } from '../db/schema';
import { badRequest } from '../lib/errors';
import type { GameChange } from '../live/hub';
import { advanceKnockout } from './advance';
import {
  insertGames,
  isPlayed,
  listGroupMembers,
  listGroups,
  listLinkedGames,
  listScopeFixtures,
  listScopeTeams,
  listStageGames,
  settingsOf,
  type NewGame,
  type Scope,
} from './queries';
import { groupTables } from './tables';

export interface StageScope extends Scope {
  stageType: 'Group Stage' | 'Knockout' | 'League';
  advancingTeams: number;
  knockoutTeams: number;
}

const own = (s: Scope): Scope => ({ eventId: s.eventId, ageGroupId: s.ageGroupId });

export interface Generated {
  created: number;
  changes: GameChange[];
}

/**
 * Generate Home/Away Fixtures: a round robin inside each group (or the whole league), one or two
 * legs, games linked to their group and named by matchday. Running it again adds only what is missing.
 */
export async function generateFixtures(tx: Tx, scope: StageScope, legs: 1 | 2, actorId: string): Promise<Generated> {
  const planned: NewGame[] = [];
  if (scope.stageType === 'League') {
    const teams = await listScopeTeams(tx, scope);
    const existing = await listStageGames(tx, scope, 'league');
    const plan = planRoundRobin(
      teams.map((t) => t.id),
      legs,
    );
    for (const p of missingGames(plan, existing, legs)) planned.push({ ...own(scope), stage: 'league', groupId: null, ...pick(p) });
  } else if (scope.stageType === 'Group Stage') {
    const groupRows = await listGroups(tx, scope);
    const members = await listGroupMembers(
      tx,
      groupRows.map((g) => g.id),
    );
    if (members.length === 0) throw badRequest('noGroupsDrawn');
    const existing = await listStageGames(tx, scope, 'group');
    for (const g of groupRows) {
      const ids = members.filter((m) => m.groupId === g.id).map((m) => m.teamId);
      const plan = planRoundRobin(ids, legs, g.name);
      const mine = existing.filter((x) => x.groupId === g.id);
      for (const p of missingGames(plan, mine, legs)) planned.push({ ...own(scope), stage: 'group', groupId: g.id, ...pick(p) });
    }
  } else {
    throw badRequest('knockoutStageOnly');
  }
  const rows = await insertGames(tx, planned, actorId);
  return { created: rows.length, changes: rows.map((r) => ({ eventId: scope.eventId, gameId: r.id, version: r.version })) };
}

const pick = (p: { homeTeamId: string; awayTeamId: string; round: string }) => ({
  homeTeamId: p.homeTeamId,
  awayTeamId: p.awayTeamId,
  round: p.round,
});

/** Who goes through, best first per group: from the final group tables, or the age group's teams for a straight knockout. */
async function qualifiers(tx: Tx, scope: StageScope): Promise<string[][]> {
  if (scope.stageType === 'Knockout') {
    const teams = await listScopeTeams(tx, scope);
    if (teams.length < 2) throw badRequest('noTeamsAvailable');
    return [teams.slice(0, Math.max(2, scope.knockoutTeams)).map((t) => t.id)];
  }
  if (scope.stageType === 'League') throw badRequest('notGroupStage');
  const settings = await settingsOf(tx, scope);
  const { tables } = await groupTables(tx, scope, settings);
  if (tables.length === 0 || tables.every((t) => t.rows.length === 0)) throw badRequest('noGroupsDrawn');
  if (tables.some((t) => t.pending > 0 || t.played === 0)) throw badRequest('groupGamesPending');
  const perGroup = Math.max(1, scope.advancingTeams);
  return tables.map((t) => {
    // A tie nothing settles across the qualifying cut must go to the drawing of lots first.
    for (const tie of unresolvedTies(t.rows)) {
      const places = t.rows.filter((r) => tie.includes(r.teamId)).map((r) => t.rows.indexOf(r));
      if (places.some((i) => i < perGroup) && places.some((i) => i >= perGroup)) throw badRequest('tieNeedsLots');
    }
    return t.rows.slice(0, perGroup).map((r) => r.teamId);
  });
}

/** Creates the bracket: every slot of every round (later ones empty), the first round's games, byes moved on. */
async function createBracket(
  tx: Tx,
  scope: StageScope,
  actorId: string,
  placed: ReadonlyMap<string, { startTime: Date | null; pitchId: string | null }> = new Map(),
): Promise<Generated> {
  const seeded = seedKnockout(await qualifiers(tx, scope));
  if (seeded.length === 0) throw badRequest('noTeamsAvailable');
  const settings = await settingsOf(tx, scope);
  const top = seeded[0]!.roundSize;
  const rows: (typeof knockoutFixtures.$inferInsert)[] = [];
  for (let size = top; size >= 2; size /= 2) {
    for (let position = 0; position < size / 2; position++) {
      const first = size === top ? seeded[position] : undefined;
      rows.push({
        ...own(scope),
        roundName: knockoutRoundName(size),
        roundSize: size,
        position,
        homeTeamId: first?.homeTeamId ?? null,
        awayTeamId: first?.awayTeamId ?? null,
        winnerId: first?.winnerId ?? null,
        // Where Schedule all placed the empty slot (issue 19): its game is played there.
        ...placed.get(`${size}:${position}`),
      });
    }
  }
  if (settings.thirdPlaceMatch && top >= 4)
    rows.push({
      ...own(scope),
      roundName: THIRD_PLACE_ROUND_NAME,
      ...THIRD_PLACE_SLOT,
      ...placed.get(`${THIRD_PLACE_SLOT.roundSize}:${THIRD_PLACE_SLOT.position}`),
    });
  await tx.insert(knockoutFixtures).values(rows);
  const changes = await advanceKnockout(tx, own(scope), actorId);
  return { created: changes.length, changes };
}

export async function generateKnockout(tx: Tx, scope: StageScope, actorId: string): Promise<Generated> {
  const current = await listScopeFixtures(tx, scope);
  // A new age group starts with an empty bracket (every slot TBD, from Event Management): it is
  // replaced, not a knockout already generated.
  if (current.some((f) => f.homeTeamId || f.awayTeamId || f.winnerId || f.gameId)) throw badRequest('knockoutExists');
  const placed = new Map(
    current
      .filter((f) => f.startTime && f.pitchId)
      .map((f) => [`${f.roundSize}:${f.position}`, { startTime: f.startTime, pitchId: f.pitchId }]),
  );
  if (current.length) {
    await tx.delete(knockoutFixtures).where(
      inArray(
        knockoutFixtures.id,
        current.map((f) => f.id),
      ),
    );
  }
  return createBracket(tx, scope, actorId, placed);
}

/**
 * Regenerate: the bracket is drawn again from the current tables. Refused while any knockout game is
 * under way or over, so a played game is never silently discarded; unplayed knockout games go.
 */
export async function regenerateKnockout(tx: Tx, scope: StageScope, actorId: string): Promise<Generated> {
  const current = await listScopeFixtures(tx, scope);
  const linkedIds = current.flatMap((f) => (f.gameId ? [f.gameId] : []));
  const linked = await listLinkedGames(tx, linkedIds);
  if (linked.some(isPlayed)) throw badRequest('knockoutPlayed');
  // Knock-out games no slot links any more (an earlier edit) go too, unless played.
  const strays = (await listStageGames(tx, scope, 'knockout')).filter((g) => !linkedIds.includes(g.id));
  if (strays.some((g) => g.status === 'live' || g.status === 'completed' || g.homeGoals + g.awayGoals > 0))
    throw badRequest('knockoutPlayed');
  const discard = [...linked.map((g) => g.id), ...strays.map((g) => g.id)];
  // The bracket drawn again is played where and when the old one was scheduled (issue 19).
  const linkedById = new Map(linked.map((g) => [g.id, g]));
  const placed = new Map(
    current.flatMap((f) => {
      const g = f.gameId ? linkedById.get(f.gameId) : undefined;
      const at =
        g?.startTime && g.pitchId ? { startTime: g.startTime, pitchId: g.pitchId } : { startTime: f.startTime, pitchId: f.pitchId };
      return at.startTime && at.pitchId ? [[`${f.roundSize}:${f.position}`, at] as const] : [];
    }),
  );
  if (current.length) {
    await tx.delete(knockoutFixtures).where(
      inArray(
        knockoutFixtures.id,
        current.map((f) => f.id),
      ),
    );
  }
  // The database records each game's tombstone for courtside pulls.
  for (const id of discard) await tx.delete(games).where(eq(games.id, id));
  return createBracket(tx, scope, actorId, placed);
}
