import { eq } from 'drizzle-orm';
import { roundSizeFromName, type GameStage } from '@pitchside/shared';
import type { Tx } from '../db/client';
import { knockoutFixtures } from '../db/schema';
import { badRequest } from '../lib/errors';
import { findEvent, listAgeGroupsOf, listGroupMembers, listGroups, listLinkedGames, listScopeFixtures, type Scope } from './queries';
import { resolveScope } from './service';

export interface GamePlacement {
  ageGroupId: string | null;
  stage: GameStage;
  groupId: string | null;
  /** The open knockout slot the game fills, linked once the game exists. */
  fixtureId: string | null;
}

interface Team {
  id: string;
  ageGroupId: string | null;
}

/** The open slot naming these two teams, either way round: no game yet, or only a game since removed. */
async function openSlot(tx: Tx, scope: Scope, home: string, away: string) {
  const fixtures = await listScopeFixtures(tx, scope);
  const existing = new Set(
    (
      await listLinkedGames(
        tx,
        fixtures.flatMap((f) => (f.gameId ? [f.gameId] : [])),
      )
    ).map((g) => g.id),
  );
  return fixtures.find(
    (f) =>
      ((f.homeTeamId === home && f.awayTeamId === away) || (f.homeTeamId === away && f.awayTeamId === home)) &&
      (!f.gameId || !existing.has(f.gameId)),
  );
}

/**
 * Where a game made in the Create Game form belongs. With a stage named: a group game must name a
 * group holding both teams; a knockout game fills the open slot of its two teams; a league game needs
 * both teams in the league. Without one (older clients), it is inferred the same way: a slot of these
 * teams, a group of both (unless the round is a knockout round), the league, otherwise a friendly.
 */
export async function placeGame(
  tx: Tx,
  eventId: string,
  body: {
    ageGroup?: string | null | undefined;
    stage?: GameStage | undefined;
    groupName?: string | null | undefined;
    round?: string | null | undefined;
  },
  home: Team,
  away: Team,
): Promise<GamePlacement> {
  const shared = home.ageGroupId && home.ageGroupId === away.ageGroupId ? home.ageGroupId : null;
  const named = body.ageGroup?.trim() ? await resolveScope(tx, eventId, body.ageGroup) : null;
  if (named && (home.ageGroupId !== named.ageGroupId || away.ageGroupId !== named.ageGroupId)) throw badRequest('teamNotInAgeGroup');
  const scope: Scope = { eventId, ageGroupId: named ? named.ageGroupId : shared };
  const stageType = named?.stageType ?? (await resolveScopeType(tx, eventId, scope.ageGroupId));
  const groupsOf = async () => {
    const groupRows = await listGroups(tx, scope);
    const members = await listGroupMembers(
      tx,
      groupRows.map((g) => g.id),
    );
    return groupRows.filter(
      (g) =>
        members.some((m) => m.groupId === g.id && m.teamId === home.id) && members.some((m) => m.groupId === g.id && m.teamId === away.id),
    );
  };
  const base = { ageGroupId: scope.ageGroupId, groupId: null, fixtureId: null };
  switch (body.stage) {
    case 'group': {
      const name = body.groupName?.trim();
      if (!name) throw badRequest('groupRequired');
      const group = (await groupsOf()).find((g) => g.name.toLowerCase() === name.toLowerCase());
      if (!group) throw badRequest('teamsNotInGroup');
      return { ...base, stage: 'group', groupId: group.id };
    }
    case 'knockout': {
      const slot = await openSlot(tx, scope, home.id, away.id);
      if (!slot) throw badRequest('noOpenKnockoutSlot');
      return { ...base, stage: 'knockout', fixtureId: slot.id };
    }
    case 'league':
      if (scope.ageGroupId === null && (home.ageGroupId !== null || away.ageGroupId !== null)) throw badRequest('teamsNotInLeague');
      return { ...base, stage: 'league' };
    case 'friendly':
      return { ...base, stage: 'friendly' };
    default: {
      const slot = await openSlot(tx, scope, home.id, away.id);
      if (slot) return { ...base, stage: 'knockout', fixtureId: slot.id };
      if (roundSizeFromName(body.round) === null) {
        const [group] = await groupsOf();
        if (group) return { ...base, stage: 'group', groupId: group.id };
      }
      if (stageType === 'League') return { ...base, stage: 'league' };
      return { ...base, stage: 'friendly' };
    }
  }
}

async function resolveScopeType(tx: Tx, eventId: string, ageGroupId: string | null) {
  if (ageGroupId) return (await listAgeGroupsOf(tx, eventId)).find((a) => a.id === ageGroupId)?.stageType ?? 'Group Stage';
  return (await findEvent(tx, eventId))?.stageType ?? 'Group Stage';
}

/** Links the new game to its slot. */
export async function linkToSlot(tx: Tx, fixtureId: string, gameId: string) {
  await tx.update(knockoutFixtures).set({ gameId }).where(eq(knockoutFixtures.id, fixtureId));
}
