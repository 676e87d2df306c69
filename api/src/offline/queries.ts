import { asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ageGroups, events, games, teamPlayers, teams, users } from '../db/schema';

/** One edition with its series' newest edition number, to know which event-page links name it. */
export async function findEdition(db: Tx, id: string) {
  const [event] = await db.select({ id: events.id, slug: events.slug, edition: events.edition }).from(events).where(eq(events.id, id));
  if (!event) return null;
  const [newest] = await db
    .select({ edition: events.edition })
    .from(events)
    .where(eq(events.slug, event.slug))
    .orderBy(desc(events.edition))
    .limit(1);
  return { ...event, newestEdition: newest?.edition ?? event.edition };
}

/** Everything of an edition a fan can open: age groups, teams (with their club) and games. */
export async function listEditionContents(db: Tx, eventId: string) {
  const [groups, teamRows, gameRows] = await Promise.all([
    db.select({ slug: ageGroups.slug }).from(ageGroups).where(eq(ageGroups.eventId, eventId)).orderBy(asc(ageGroups.position)),
    db
      .select({ id: teams.id, clubId: teams.teamId, ageGroup: ageGroups.slug })
      .from(teams)
      .leftJoin(ageGroups, eq(ageGroups.id, teams.ageGroupId))
      .where(eq(teams.eventId, eventId))
      .orderBy(asc(teams.id)),
    db.select({ id: games.id }).from(games).where(eq(games.eventId, eventId)).orderBy(asc(games.id)),
  ]);
  return { ageGroups: groups.map((g) => g.slug), teams: teamRows, games: gameRows.map((g) => g.id) };
}

/** Everyone in a squad of the edition, once each, with the kind of account (careers are for players). */
export async function listEditionPlayers(db: Tx, eventId: string) {
  return db
    .selectDistinct({ id: users.id, type: users.type })
    .from(teamPlayers)
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .innerJoin(users, eq(users.id, teamPlayers.userId))
    .where(eq(teams.eventId, eventId))
    .orderBy(asc(users.id));
}
