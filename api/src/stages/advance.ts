import { eq, sql } from 'drizzle-orm';
import { isThirdPlaceSlot, knockoutRoundName, resolveKnockout, THIRD_PLACE_ROUND_NAME, type BracketFixtureInput } from '@pitchside/shared';
import type { Tx } from '../db/client';
import { games, knockoutFixtures } from '../db/schema';
import type { GameChange } from '../live/hub';
import { lockEvent } from '../sync/queries';
import {
  insertGames,
  isPlayed,
  knockoutScopesOf,
  listLinkedGames,
  listScopeFixtures,
  settingsOf,
  type FixtureRow,
  type LinkedGame,
  type Scope,
} from './queries';

export function roundNameOf(f: { roundSize: number; position: number }): string {
  return isThirdPlaceSlot(f) ? THIRD_PLACE_ROUND_NAME : knockoutRoundName(f.roundSize);
}

export function toBracketInput(f: FixtureRow, game: LinkedGame | undefined): BracketFixtureInput {
  return {
    roundSize: f.roundSize,
    position: f.position,
    homeTeamId: f.homeTeamId,
    awayTeamId: f.awayTeamId,
    winnerId: f.winnerId,
    gameId: f.gameId,
    game: game
      ? {
          status: game.status,
          homeTeamId: game.homeTeamId,
          awayTeamId: game.awayTeamId,
          homeGoals: game.homeGoals,
          awayGoals: game.awayGoals,
          homePenalties: game.homePenalties,
          awayPenalties: game.awayPenalties,
        }
      : null,
  };
}

/**
 * Moves a scope's knockout on after results: every slot gets the teams its feeders' winners (by team,
 * the shoot-out settling a draw) send it, the semi-final losers go to the third-place match, and a
 * slot whose two teams are known gets its game, Not Scheduled and linked. A game already under way or
 * over is never rewired; a not-yet-played game follows a corrected result. Returns the game changes
 * to publish once the transaction commits.
 */
export async function advanceKnockout(tx: Tx, scope: Scope, actorId: string | null): Promise<GameChange[]> {
  await lockEvent(tx, scope.eventId);
  const fixtures = await listScopeFixtures(tx, scope);
  if (fixtures.length === 0) return [];
  const settings = await settingsOf(tx, scope);
  const linked = new Map(
    (
      await listLinkedGames(
        tx,
        fixtures.flatMap((f) => (f.gameId ? [f.gameId] : [])),
      )
    ).map((g) => [g.id, g] as const),
  );
  const inputs = fixtures.map((f) => toBracketInput(f, f.gameId ? linked.get(f.gameId) : undefined));
  const { slots } = resolveKnockout(inputs, { thirdPlace: settings.thirdPlaceMatch });
  const bySlot = new Map(fixtures.map((f) => [`${f.roundSize}:${f.position}`, f]));
  const changes: GameChange[] = [];
  const toCreate: { fixtureId: string; home: string; away: string; round: string }[] = [];

  for (const s of slots) {
    let f = bySlot.get(`${s.roundSize}:${s.position}`);
    if (!f) {
      if (s.homeTeamId === null && s.awayTeamId === null) continue;
      [f] = await tx
        .insert(knockoutFixtures)
        .values({ ...scope, roundName: roundNameOf(s), roundSize: s.roundSize, position: s.position })
        .returning();
      if (!f) continue;
    }
    const game = f.gameId ? linked.get(f.gameId) : undefined;
    if (game && isPlayed(game)) continue;
    if (f.homeTeamId !== s.homeTeamId || f.awayTeamId !== s.awayTeamId) {
      await tx
        .update(knockoutFixtures)
        .set({ homeTeamId: s.homeTeamId, awayTeamId: s.awayTeamId, version: sql`nextval('sync_version_seq')` })
        .where(eq(knockoutFixtures.id, f.id));
    }
    if (s.homeTeamId === null || s.awayTeamId === null) continue;
    if (game) {
      // Not played yet: it follows the slot when a corrected result sends other teams here.
      const same = game.homeTeamId === s.homeTeamId && game.awayTeamId === s.awayTeamId;
      const swapped = game.homeTeamId === s.awayTeamId && game.awayTeamId === s.homeTeamId;
      if (!same && !swapped) {
        const [row] = await tx
          .update(games)
          .set({ homeTeamId: s.homeTeamId, awayTeamId: s.awayTeamId, version: sql`nextval('sync_version_seq')`, updatedAt: new Date() })
          .where(eq(games.id, game.id))
          .returning({ version: games.version });
        changes.push({ eventId: scope.eventId, gameId: game.id, version: row!.version });
      }
      continue;
    }
    toCreate.push({ fixtureId: f.id, home: s.homeTeamId, away: s.awayTeamId, round: f.roundName || roundNameOf(s) });
  }

  const created = await insertGames(
    tx,
    toCreate.map((c) => ({ ...scope, stage: 'knockout' as const, groupId: null, homeTeamId: c.home, awayTeamId: c.away, round: c.round })),
    actorId,
  );
  for (let i = 0; i < created.length; i++) {
    await tx.update(knockoutFixtures).set({ gameId: created[i]!.id }).where(eq(knockoutFixtures.id, toCreate[i]!.fixtureId));
    changes.push({ eventId: scope.eventId, gameId: created[i]!.id, version: created[i]!.version });
  }
  return changes;
}

/**
 * Called by every path that changes games (sync push, the Games Manager) inside its transaction:
 * knockouts that the changed games belong to move on. Cheap when no knockout game changed.
 */
export async function advanceAfterGameChanges(tx: Tx, gameIds: readonly string[], actorId: string | null): Promise<GameChange[]> {
  const scopes = await knockoutScopesOf(tx, [...new Set(gameIds)]);
  const out: GameChange[] = [];
  for (const s of scopes) out.push(...(await advanceKnockout(tx, s, actorId)));
  return out;
}
