import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { events, games, teams } from '../db/schema';

/** A team's name and logo (a storage key) with its event's name, for its link-preview image. */
export async function findTeamPreview(db: Tx, id: string) {
  const [row] = await db
    .select({ id: teams.id, name: teams.name, logo: teams.logo, eventName: events.name })
    .from(teams)
    .innerJoin(events, eq(events.id, teams.eventId))
    .where(eq(teams.id, id));
  return row ?? null;
}

/** The event a game belongs to, so its preview loads the game as the game page does. */
export async function findGameEventId(db: Tx, id: string): Promise<string | null> {
  const [row] = await db.select({ eventId: games.eventId }).from(games).where(eq(games.id, id));
  return row?.eventId ?? null;
}
