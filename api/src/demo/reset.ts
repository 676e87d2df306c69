import { eq, not, sql } from 'drizzle-orm';
import type { Deps } from '../context';
import * as schema from '../db/schema';
import { discardPicture } from '../lib/pictures';

/**
 * Deletes every event, team, game, member and message, keeping only admin accounts, so the demo can
 * be loaded again. Uploaded pictures of the deleted rows are removed once the deletion has committed.
 */
export async function resetProductData(deps: Deps): Promise<{ removedFiles: number }> {
  const { db } = deps.database;
  const keys = await db.transaction(async (tx) => {
    const found = new Set<string>();
    const add = (list: { key: string | null }[]) => list.forEach((r) => r.key && found.add(r.key));
    add(await tx.select({ key: schema.users.portraitImage }).from(schema.users).where(not(schema.users.isAdmin)));
    add(await tx.select({ key: schema.teams.logo }).from(schema.teams));
    add(await tx.select({ key: schema.events.logo }).from(schema.events));
    for (const column of [
      schema.registrationRequests.portraitImage,
      schema.registrationRequests.idFrontPicture,
      schema.registrationRequests.idBackPicture,
    ]) {
      add(await tx.select({ key: column }).from(schema.registrationRequests));
    }

    await tx.delete(schema.syncMutations);
    await tx.delete(schema.syncClients);
    await tx.delete(schema.syncTombstones);
    // Events cascade to age groups, teams, rosters, invitations, groups, fixtures, games, goals and saves.
    await tx.delete(schema.events);
    await tx.delete(schema.giftCodes);
    await tx.delete(schema.contactMessages);
    await tx.delete(schema.registrationRequests);
    await tx.delete(schema.users).where(eq(schema.users.isAdmin, false));
    // Player ids start again after the highest one still held, so a reloaded demo gets the same numbers.
    await tx.execute(sql`select setval('player_id_seq', coalesce((select max(player_id) from users), 1000) + 1, false)`);
    return [...found];
  });
  await Promise.all(keys.map((key) => discardPicture(deps.storage, key)));
  return { removedFiles: keys.length };
}
