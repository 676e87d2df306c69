import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { events, teams } from '../db/schema';

export async function findTeamForCalendar(db: Tx, id: string) {
  const [row] = await db
    .select({ id: teams.id, name: teams.name, eventId: teams.eventId, eventName: events.name, eventSlug: events.slug })
    .from(teams)
    .innerJoin(events, eq(events.id, teams.eventId))
    .where(eq(teams.id, id));
  return row ?? null;
}
