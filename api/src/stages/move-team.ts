import { and, eq } from 'drizzle-orm';
import { AGE_GROUP_LIMITS, fillMessage, legsOf, missingGames, MSG, planRoundRobin, type MoveTeamGroup } from '@pitchside/shared';
import type { CurrentUser, Deps } from '../context';
import { recordAdminAudit } from '../audit/admin-audit';
import { groupTeams } from '../db/schema';
import { badRequest } from '../lib/errors';
import type { GameChange } from '../live/hub';
import { lockEvent } from '../sync/queries';
import { publishChanges } from '../sync/service';
import { requireAccess } from '../auth/policy';
import {
  groupGamesOf,
  insertGames,
  isPlayed,
  listGamesForRemoval,
  listGroupMembers,
  listGroups,
  listScopeTeams,
  removeGames,
} from './queries';
import { resolveScope } from './service';

interface Ctx {
  deps: Deps;
  user: CurrentUser | null;
}

/**
 * POST /api/events/:id/teams/:teamId/group `{ageGroup?, group}`: moves one team to another group of
 * its age group (a team in no group yet joins it). Refused once either group has a played game. Once
 * fixtures exist, the team's games in its old group go and its games in the new one are created Not
 * Scheduled; every other game of both groups stays as it is, with its time and pitch. One transaction,
 * in the event's audit trail, and courtside devices and fans' pages learn of it through sync.
 */
export async function moveTeamToGroup(ctx: Ctx, eventId: string, teamId: string, body: MoveTeamGroup) {
  const admin = await requireAccess(ctx, 'event.manage', { eventId, teamId });
  let changes: GameChange[] = [];
  const result = await ctx.deps.database.db.transaction(async (tx) => {
    // Afresh on each attempt: a transaction retried after a deadlock runs this again (db/retry.ts).
    changes = [];
    const scope = await resolveScope(tx, eventId, body.ageGroup);
    await lockEvent(tx, scope.eventId);
    const team = (await listScopeTeams(tx, scope)).find((t) => t.id === teamId);
    if (!team) throw badRequest('teamNotInAgeGroup');
    const all = await listGroups(tx, scope);
    const wanted = body.group.toLowerCase();
    const target = all.find((g) => g.id === body.group || g.name.toLowerCase() === wanted);
    if (!target) throw badRequest('groupNotFound', { group: body.group });
    const members = await listGroupMembers(
      tx,
      all.map((g) => g.id),
    );
    const from = members.find((m) => m.teamId === teamId);
    const source = from ? all.find((g) => g.id === from.groupId)! : null;
    if (source?.id === target.id) throw badRequest('teamAlreadyInGroup', { group: target.name });
    const teamsOf = (groupId: string) => members.filter((m) => m.groupId === groupId).map((m) => m.teamId);
    if (teamsOf(target.id).length >= AGE_GROUP_LIMITS.teamsPerGroup.max) throw badRequest('groupFull', { group: target.name });

    const stageGames = await listGamesForRemoval(tx, groupGamesOf(scope));
    for (const g of [source, target]) {
      if (g && stageGames.some((x) => x.groupId === g.id && isPlayed(x))) throw badRequest('groupAlreadyPlayed', { group: g.name });
    }

    // The team's games of its old group go; the rest of both groups, times and pitches included, stay.
    const removed = stageGames.filter((g) => g.groupId === source?.id && (g.homeTeamId === teamId || g.awayTeamId === teamId));
    changes.push(
      ...(await removeGames(
        tx,
        scope.eventId,
        removed.map((g) => g.id),
      )),
    );
    if (from) await tx.delete(groupTeams).where(and(eq(groupTeams.groupId, from.groupId), eq(groupTeams.teamId, teamId)));
    const slot = Math.max(-1, ...members.filter((m) => m.groupId === target.id).map((m) => m.slot)) + 1;
    await tx.insert(groupTeams).values({ groupId: target.id, teamId, slot });

    // With fixtures made, both groups get what their new draw lacks, with as many legs as before.
    const planned =
      stageGames.length === 0
        ? []
        : [source, target].flatMap((g) => {
            if (!g) return [];
            const after = g.id === target.id ? [...teamsOf(g.id), teamId] : teamsOf(g.id).filter((id) => id !== teamId);
            const kept = stageGames.filter((x) => x.groupId === g.id && !removed.includes(x));
            const legs = legsOf(stageGames);
            return missingGames(planRoundRobin(after, legs, g.name), kept, legs).map((p) => ({
              eventId: scope.eventId,
              ageGroupId: scope.ageGroupId,
              stage: 'group' as const,
              groupId: g.id,
              homeTeamId: p.homeTeamId,
              awayTeamId: p.awayTeamId,
              round: p.round,
            }));
          });
    const created = await insertGames(tx, planned, admin.id);
    changes.push(...created.map((r) => ({ eventId: scope.eventId, gameId: r.id, version: r.version })));
    await recordAdminAudit(tx, {
      userId: admin.id,
      action: 'team.moveGroup',
      entity: 'team',
      entityId: teamId,
      eventId: scope.eventId,
      detail: {
        ageGroupId: scope.ageGroupId,
        from: source ? { id: source.id, name: source.name } : null,
        to: { id: target.id, name: target.name },
        removed: removed.map((g) => ({ id: g.id, game: `${g.homeName} v ${g.awayName}`, round: g.round })),
        created: created.length,
      },
    });
    return { group: target.name, removed: removed.length, created: created.length };
  });
  await publishChanges(ctx.deps, changes);
  return {
    success: true as const,
    message: fillMessage(MSG.teamMovedToGroup, { group: result.group }),
    removed: result.removed,
    created: result.created,
  };
}
