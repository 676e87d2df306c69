import { eq, inArray } from 'drizzle-orm';
import {
  isThirdPlaceSlot,
  knockoutRoundName,
  resolveKnockout,
  THIRD_PLACE_ROUND_NAME,
  THIRD_PLACE_SLOT,
  type BracketFixtureInput,
} from '@pitchside/shared';
import type { Tx } from '../db/client';
import { carrySlotSchedule } from '../schedule/queries';
import { games, knockoutFixtures } from '../db/schema';
import type { GameChange } from '../live/hub';
import { lockEvent } from '../sync/queries';
import {
  insertGames,
  isPlayed,
  knockoutScopesOf,
  listLinkedGames,
  listScopeFixtures,
  removeGames,
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

const slotKey = (roundSize: number, position: number) => `${roundSize}:${position}`;

/** The slots whose results send teams into this one: its two feeders, or the semi-finals for the third-place match. */
function feedersOf(f: { roundSize: number; position: number }): [number, number][] {
  if (isThirdPlaceSlot(f))
    return [
      [4, 0],
      [4, 1],
    ];
  return [
    [f.roundSize * 2, f.position * 2],
    [f.roundSize * 2, f.position * 2 + 1],
  ];
}

/** The slots a slot's result sends teams into: the next round's, and the third-place match from a semi-final. */
function fedBy(f: { roundSize: number; position: number }): [number, number][] {
  if (f.roundSize <= 2) return [];
  const next: [number, number][] = [[f.roundSize / 2, Math.floor(f.position / 2)]];
  if (f.roundSize === 4) next.push([THIRD_PLACE_SLOT.roundSize, THIRD_PLACE_SLOT.position]);
  return next;
}

/** A feeder game that has begun deciding its slot: under way, over, or with goals or a shoot-out. */
const resultUnderWay = (g: NonNullable<BracketFixtureInput['game']>) =>
  g.status === 'live' || g.status === 'completed' || g.homeGoals + g.awayGoals > 0 || g.homePenalties !== null;

/**
 * A team written into a slot that one of its feeders' games decides follows that game's result:
 * it is taken out, and the resolver puts back whoever the result sends now (the new winner after a
 * correction, nobody while the game is a draw without a shoot-out). Without this, the teams the
 * advance step wrote itself would read as placed by an admin and keep an overturned winner. A team
 * an admin placed where no game decides (no feeder game, one not begun, or a winner chosen by hand)
 * stays.
 */
export function followResults(inputs: readonly BracketFixtureInput[]): BracketFixtureInput[] {
  const bySlot = new Map(inputs.map((i) => [slotKey(i.roundSize, i.position), i]));
  return inputs.map((f) => {
    const fed = new Set<string>();
    for (const [size, position] of feedersOf(f)) {
      const feeder = bySlot.get(slotKey(size, position));
      if (!feeder?.game || feeder.winnerId || !resultUnderWay(feeder.game)) continue;
      for (const t of [feeder.homeTeamId, feeder.awayTeamId, feeder.game.homeTeamId, feeder.game.awayTeamId]) if (t) fed.add(t);
    }
    if (fed.size === 0) return f;
    return {
      ...f,
      homeTeamId: f.homeTeamId !== null && fed.has(f.homeTeamId) ? null : f.homeTeamId,
      awayTeamId: f.awayTeamId !== null && fed.has(f.awayTeamId) ? null : f.awayTeamId,
    };
  });
}

/**
 * Which of these games are in a knockout bracket slot (`inBracket`), and which of those have had
 * their result played on (`locked`): a game their result feeds (the next round's, or the
 * third-place match) is under way, over or has goals. An edit that would change who
 * such a game sends on is refused (the mutation core checks it), never a champion who lost their
 * semi-final; the later games are corrected first.
 */
export async function bracketGames(tx: Tx, gameIds: readonly string[]): Promise<{ inBracket: Set<string>; locked: Set<string> }> {
  const locked = new Set<string>();
  if (gameIds.length === 0) return { inBracket: new Set(), locked };
  const own = await tx
    .select()
    .from(knockoutFixtures)
    .where(inArray(knockoutFixtures.gameId, [...gameIds]));
  const inBracket = new Set(own.flatMap((f) => (f.gameId ? [f.gameId] : [])));
  const feeding = own.filter((f) => fedBy(f).length > 0);
  if (feeding.length === 0) return { inBracket, locked };
  const scopes = new Map(feeding.map((f) => [`${f.eventId}:${f.ageGroupId}`, { eventId: f.eventId, ageGroupId: f.ageGroupId }]));
  for (const scope of scopes.values()) {
    const fixtures = await listScopeFixtures(tx, scope);
    const bySlot = new Map(fixtures.map((f) => [slotKey(f.roundSize, f.position), f]));
    const linked = new Map(
      (
        await listLinkedGames(
          tx,
          fixtures.flatMap((f) => (f.gameId ? [f.gameId] : [])),
        )
      ).map((g) => [g.id, g] as const),
    );
    for (const f of feeding) {
      if (f.eventId !== scope.eventId || f.ageGroupId !== scope.ageGroupId) continue;
      const played = fedBy(f).some(([size, position]) => {
        const next = bySlot.get(slotKey(size, position));
        const game = next?.gameId ? linked.get(next.gameId) : undefined;
        return !!game && isPlayed(game);
      });
      if (played) locked.add(f.gameId!);
    }
  }
  return { inBracket, locked };
}

/**
 * Moves a scope's knockout on after results: every slot gets the teams its feeders' winners (by team,
 * the shoot-out settling a draw) send it, the semi-final losers go to the third-place match, and a
 * slot whose two teams are known gets its game, Not Scheduled and linked. A game already under way or
 * over is never rewired; a not-yet-played game follows a corrected result (see followResults), and
 * goes when the result no longer sends anyone (a draw awaiting its shoot-out). Returns the game changes
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
  const inputs = followResults(fixtures.map((f) => toBracketInput(f, f.gameId ? linked.get(f.gameId) : undefined)));
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
      await tx.update(knockoutFixtures).set({ homeTeamId: s.homeTeamId, awayTeamId: s.awayTeamId }).where(eq(knockoutFixtures.id, f.id));
    }
    if (s.homeTeamId === null || s.awayTeamId === null) {
      // A corrected result left the slot waiting ("winner of ..."): its unplayed game, made for the
      // teams sent before, goes, and the slot makes a new one once both teams are known again.
      if (game) {
        await tx.update(knockoutFixtures).set({ gameId: null }).where(eq(knockoutFixtures.id, f.id));
        changes.push(...(await removeGames(tx, scope.eventId, [game.id])));
      }
      continue;
    }
    if (game) {
      // Not played yet: it follows the slot when a corrected result sends other teams here.
      const same = game.homeTeamId === s.homeTeamId && game.awayTeamId === s.awayTeamId;
      const swapped = game.homeTeamId === s.awayTeamId && game.awayTeamId === s.homeTeamId;
      if (!same && !swapped) {
        const [row] = await tx
          .update(games)
          .set({ homeTeamId: s.homeTeamId, awayTeamId: s.awayTeamId, updatedAt: new Date() })
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
  // A slot Schedule all placed before its teams were known hands its pitch and time to its game.
  await carrySlotSchedule(
    tx,
    created.map((c) => c.id),
  );
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
