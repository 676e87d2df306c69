import { and, eq, inArray, notInArray } from 'drizzle-orm';
import {
  isBracketRoundSize,
  legsOf,
  missingGames,
  planRedraw,
  planRoundRobin,
  roundSizeFromName,
  THIRD_PLACE_ROUND_NAME,
  type GroupStageInput,
  type KnockoutStageInput,
  type StageSettingsInput,
} from '@pitchside/shared';
import { recordAdminAudit } from '../audit/admin-audit';
import type { Tx } from '../db/client';
import { groups, groupTeams, knockoutFixtures } from '../db/schema';
import { badRequest } from '../lib/errors';
import type { GameChange } from '../live/hub';
import { advanceKnockout } from './advance';
import {
  countGamesByGroup,
  groupGamesOf,
  insertGames,
  isPlayed,
  listGamesForRemoval,
  listGroupMembers,
  listGroups,
  listLinkedGames,
  listScopeFixtures,
  listScopeTeams,
  removeGames,
  replaceAdjustments,
  toRemovedGame,
  upsertSettings,
  type NewGame,
  type Scope,
} from './queries';
import { isConfirmed, removalGate, throwIfAsked, type RemovalGate } from './redraw';

/** Every team named must be a team of this age group (or of the event when it has none). */
function requireTeams(ids: Iterable<string>, allowed: ReadonlySet<string>) {
  for (const id of ids) if (!allowed.has(id)) throw badRequest('teamNotInAgeGroup');
}

/**
 * Saves one scope's stage keys (PUT /api/events/:id, per age group or at the top level). Only the keys
 * sent change; everything in the caller's transaction, so a refusal leaves nothing half-saved.
 */
export async function saveScopeStages(
  tx: Tx,
  scope: Scope,
  input: StageSettingsInput,
  actorId: string,
  gate?: RemovalGate,
): Promise<GameChange[]> {
  // Without a gate of the caller's (which then answers for every age group at once), this save asks alone.
  const own = gate ?? removalGate();
  const teamIds = new Set((await listScopeTeams(tx, scope)).map((t) => t.id));
  const settings: Parameters<typeof upsertSettings>[2] = {};
  if (input.tiebreakers) settings.tiebreakers = input.tiebreakers;
  if (input.thirdPlaceMatch !== undefined) settings.thirdPlaceMatch = input.thirdPlaceMatch;
  if (input.match) settings.match = input.match;
  if (input.discipline) settings.discipline = input.discipline;
  if (input.review) settings.review = input.review;
  if (input.drawingOfLots) {
    requireTeams(input.drawingOfLots, teamIds);
    settings.drawingOfLots = input.drawingOfLots;
  }
  if (Object.keys(settings).length > 0) await upsertSettings(tx, scope, settings);
  if (input.pointsAdjustments) {
    requireTeams(
      input.pointsAdjustments.map((a) => a.teamId),
      teamIds,
    );
    await replaceAdjustments(tx, scope, input.pointsAdjustments);
  }
  let changes: GameChange[] = [];
  if (input.groupStage) changes = await saveGroups(tx, scope, input.groupStage, teamIds, actorId, own);
  if (input.knockoutStage) await saveKnockout(tx, scope, input.knockoutStage, teamIds);
  // A new third-place choice or a saved bracket may complete slots: their games appear at once.
  if (input.knockoutStage || input.thirdPlaceMatch !== undefined) changes = changes.concat(await advanceKnockout(tx, scope, actorId));
  if (!gate) throwIfAsked(own);
  return changes;
}

/**
 * Groups by name: a group kept keeps its id; its teams are replaced in slot order, a group left out is
 * removed. Once the stage has fixtures, a re-draw keeps a game only while its own group still holds
 * both its teams, draws a changed group's unplayed games again and generates what the new draw lacks;
 * removing games needs the gate's confirmation (a played game by id), otherwise nothing is written
 * and the games go into the gate's 409.
 */
async function saveGroups(
  tx: Tx,
  scope: Scope,
  input: GroupStageInput,
  teamIds: ReadonlySet<string>,
  actorId: string,
  gate: RemovalGate,
): Promise<GameChange[]> {
  requireTeams(
    input.flatMap((g) => g.teams),
    teamIds,
  );
  const existing = await listGroups(tx, scope);
  const byName = new Map(existing.map((g) => [g.name.toLowerCase(), g]));
  const members = await listGroupMembers(
    tx,
    existing.map((g) => g.id),
  );
  const matched = input.map((g) => byName.get(g.groupName.toLowerCase()) ?? null);
  const after = new Map(matched.flatMap((found, i) => (found ? [[found.id, input[i]!.teams] as const] : [])));
  const stageGames = await listGamesForRemoval(tx, groupGamesOf(scope));
  const plan = planRedraw(
    existing.map((g) => ({
      id: g.id,
      before: members.filter((m) => m.groupId === g.id).map((m) => m.teamId),
      after: after.get(g.id) ?? null,
    })),
    stageGames.map((g) => ({ id: g.id, groupId: g.groupId, homeTeamId: g.homeTeamId, awayTeamId: g.awayTeamId, played: isPlayed(g) })),
  );
  const reasons = new Map(plan.remove.map((r) => [r.id, r.reason]));
  const removed = stageGames.filter((g) => reasons.has(g.id)).map((g) => toRemovedGame(g, reasons.get(g.id)!));
  const kept = stageGames.filter((g) => !reasons.has(g.id));
  // With fixtures made, every changed or new group is drawn again at once, with as many legs as before.
  const redraw = stageGames.length > 0;
  const legs = legsOf(stageGames);
  const changedIds = new Set(plan.changed);
  const toDraw = input.flatMap((g, i) => {
    const found = matched[i];
    if (!redraw || (found && !changedIds.has(found.id))) return [];
    const plannedGames = planRoundRobin(g.teams, legs, g.groupName);
    return [{ index: i, missing: missingGames(plannedGames, found ? kept.filter((k) => k.groupId === found.id) : [], legs) }];
  });
  if (removed.length > 0 && !isConfirmed(gate, removed)) {
    gate.asked.push(...removed);
    gate.regenerates += toDraw.reduce((n, d) => n + d.missing.length, 0);
    return [];
  }
  const changes = await removeGames(
    tx,
    scope.eventId,
    removed.map((g) => g._id),
  );

  const keep = new Set<string>();
  const ids: string[] = [];
  for (const [position, g] of input.entries()) {
    const found = matched[position];
    if (found) {
      keep.add(found.id);
      await tx.update(groups).set({ name: g.groupName, position }).where(eq(groups.id, found.id));
      ids.push(found.id);
    } else {
      const [row] = await tx
        .insert(groups)
        .values({ ...scope, name: g.groupName, position })
        .returning({ id: groups.id });
      ids.push(row!.id);
    }
  }
  const dropped = existing.filter((g) => !keep.has(g.id)).map((g) => g.id);
  if (dropped.length) {
    if ((await countGamesByGroup(tx, dropped)).some((r) => r.n > 0)) throw badRequest('groupHasGames');
    await tx.delete(groups).where(inArray(groups.id, dropped));
  }
  if (ids.length) await tx.delete(groupTeams).where(inArray(groupTeams.groupId, ids));
  const rows = input.flatMap((g, i) => g.teams.map((teamId, slot) => ({ groupId: ids[i]!, teamId, slot })));
  if (rows.length) await tx.insert(groupTeams).values(rows);

  const planned: NewGame[] = toDraw.flatMap((d) =>
    d.missing.map((p) => ({
      eventId: scope.eventId,
      ageGroupId: scope.ageGroupId,
      stage: 'group' as const,
      groupId: ids[d.index]!,
      homeTeamId: p.homeTeamId,
      awayTeamId: p.awayTeamId,
      round: p.round,
    })),
  );
  const created = await insertGames(tx, planned, actorId);
  changes.push(...created.map((r) => ({ eventId: scope.eventId, gameId: r.id, version: r.version })));
  if (removed.length > 0 || created.length > 0) {
    await recordAdminAudit(tx, {
      userId: actorId,
      action: 'stages.redraw',
      entity: 'event',
      entityId: scope.eventId,
      eventId: scope.eventId,
      detail: {
        ageGroupId: scope.ageGroupId,
        removed: removed.map((g) => ({
          id: g._id,
          game: `${g.homeTeam.name} v ${g.awayTeam.name}`,
          round: g.round,
          played: g.played,
          score: [g.homeGoals, g.awayGoals],
        })),
        created: created.length,
      },
    });
  }
  return changes;
}

/** Round size from its name, else from its fixture count (a round of n fixtures has 2n teams). */
function roundSizeOf(round: KnockoutStageInput[number]): number | 'third' {
  if (
    round.roundName
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .startsWith('thirdplace')
  )
    return 'third';
  const size = roundSizeFromName(round.roundName) ?? round.fixtures.length * 2;
  if (!isBracketRoundSize(size)) throw badRequest('unknownKnockoutRound', { round: round.roundName });
  return size;
}

/**
 * The bracket as the manager edits it: each slot's teams; a winner by hand only in the Final (one of
 * the two finalists, for a walkover). A slot whose game is under way or over cannot change; in the
 * rounds sent, slots left out are removed (rounds not sent are untouched).
 */
async function saveKnockout(tx: Tx, scope: Scope, input: KnockoutStageInput, teamIds: ReadonlySet<string>) {
  const current = await listScopeFixtures(tx, scope);
  const linked = new Map(
    (
      await listLinkedGames(
        tx,
        current.flatMap((f) => (f.gameId ? [f.gameId] : [])),
      )
    ).map((g) => [g.id, g] as const),
  );
  const bySlot = new Map(current.map((f) => [`${f.roundSize}:${f.position}`, f]));
  const kept = new Set<string>();
  const sentRounds = new Set<string>();
  for (const round of input) {
    const kind = roundSizeOf(round);
    sentRounds.add(kind === 'third' ? 'third' : String(kind));
    for (const [i, fx] of round.fixtures.entries()) {
      const [roundSize, position] = kind === 'third' ? [2, 1] : [kind, i];
      if (kind !== 'third' && position >= roundSize / 2) throw badRequest('tooManyRoundFixtures', { round: round.roundName });
      requireTeams(
        [fx.homeTeam, fx.awayTeam, fx.winner].filter((x): x is string => !!x),
        teamIds,
      );
      if (fx.homeTeam && fx.homeTeam === fx.awayTeam) throw badRequest('teamInTwoSlots');
      const isFinal = roundSize === 2 && position === 0;
      if (fx.winner && !isFinal && !(fx.homeTeam === null || fx.awayTeam === null)) throw badRequest('winnerOnlyInFinal');
      if (fx.winner && fx.winner !== fx.homeTeam && fx.winner !== fx.awayTeam) throw badRequest('championNotFinalist');
      const existing = bySlot.get(`${roundSize}:${position}`);
      const game = existing?.gameId ? linked.get(existing.gameId) : undefined;
      const values = {
        roundName: kind === 'third' ? THIRD_PLACE_ROUND_NAME : round.roundName,
        homeTeamId: fx.homeTeam,
        awayTeamId: fx.awayTeam,
        winnerId: fx.winner,
      };
      if (existing) {
        kept.add(existing.id);
        const sameTeams = existing.homeTeamId === fx.homeTeam && existing.awayTeamId === fx.awayTeam;
        if (!sameTeams && game && isPlayed(game)) throw badRequest('knockoutSlotPlayed');
        // Other teams than its unplayed game's: the game is unlinked, and the slot gets a new one.
        const gameId = sameTeams ? existing.gameId : null;
        await tx
          .update(knockoutFixtures)
          .set({ ...values, gameId })
          .where(eq(knockoutFixtures.id, existing.id));
      } else {
        await tx.insert(knockoutFixtures).values({ ...scope, ...values, roundSize, position });
      }
    }
  }
  // Rounds not sent stay as they are; in a round sent, slots left out go.
  const roundKey = (f: { roundSize: number; position: number }) => (f.roundSize === 2 && f.position === 1 ? 'third' : String(f.roundSize));
  const dropped = current.filter((f) => sentRounds.has(roundKey(f)) && !kept.has(f.id));
  for (const f of dropped) {
    const game = f.gameId ? linked.get(f.gameId) : undefined;
    if (game && isPlayed(game)) throw badRequest('knockoutSlotPlayed');
  }
  if (dropped.length) {
    await tx.delete(knockoutFixtures).where(
      and(
        inArray(
          knockoutFixtures.id,
          dropped.map((f) => f.id),
        ),
        notInArray(knockoutFixtures.id, [...kept, '00000000-0000-0000-0000-000000000000']),
      ),
    );
  }
}
