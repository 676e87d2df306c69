import { desc, eq } from 'drizzle-orm';
import type { HistoryChange } from '@pitchside/sync';
import type { CurrentUser, Deps } from '../context';
import { adminAudit, gameAudit, games, users } from '../db/schema';
import { requireAccess } from '../auth/policy';
import { historyEntries } from '../games-manager/history';
import { teamNames } from '../games-manager/queries';
import { authorsOf, type AuthorRole } from './author-roles';

/** The newest changes an event's history shows (games and the rest together). */
const LIMIT = 300;

interface EventHistoryEntry {
  id: string;
  at: string;
  action: string;
  user: { id: string; name: string | null; link: string | null; role: AuthorRole | null } | null;
  /** A change to one game (goals, status, MVP, schedule...) as its own history describes it. */
  game?: { _id: string; home: string | null; away: string | null; change: HistoryChange };
  /** A change to the event, a team, a squad or a player's profile. */
  entity?: string;
}

/**
 * GET /api/events/{id}/history: who (name, role, score-entry link) recorded or changed what and when
 * in this event, newest first: the games' changes and the event's, teams' and squads' changes. For
 * the event's organisers and site admins.
 */
export async function eventHistory(deps: Deps, user: CurrentUser | null, eventId: string) {
  await requireAccess({ deps, user }, 'event.manage', { eventId });
  const db = deps.database.db;
  const [gameRows, adminRows] = await Promise.all([
    db
      .select({
        id: gameAudit.id,
        at: gameAudit.at,
        action: gameAudit.action,
        detail: gameAudit.detail,
        source: gameAudit.source,
        userId: gameAudit.userId,
        userName: users.fullName,
        gameId: gameAudit.gameId,
        homeTeamId: games.homeTeamId,
        awayTeamId: games.awayTeamId,
      })
      .from(gameAudit)
      .innerJoin(games, eq(games.id, gameAudit.gameId))
      .leftJoin(users, eq(users.id, gameAudit.userId))
      .where(eq(games.eventId, eventId))
      .orderBy(desc(gameAudit.at), desc(gameAudit.id))
      .limit(LIMIT),
    db
      .select({
        id: adminAudit.id,
        at: adminAudit.at,
        action: adminAudit.action,
        entity: adminAudit.entity,
        userId: adminAudit.userId,
        userName: users.fullName,
      })
      .from(adminAudit)
      .leftJoin(users, eq(users.id, adminAudit.userId))
      .where(eq(adminAudit.eventId, eventId))
      .orderBy(desc(adminAudit.at), desc(adminAudit.id))
      .limit(LIMIT),
  ]);
  const [described, names, authors] = await Promise.all([
    historyEntries(db, gameRows, eventId),
    teamNames(db, [...new Set(gameRows.flatMap((g) => [g.homeTeamId, g.awayTeamId]))]),
    authorsOf(
      db,
      eventId,
      adminRows.flatMap((r) => (r.userId ? [r.userId] : [])),
    ),
  ]);
  const entries: EventHistoryEntry[] = [
    ...gameRows.map((g, i) => {
      const e = described[i]!;
      return {
        id: `g${g.id}`,
        at: e.at,
        action: e.action,
        user: e.user ? { id: e.user.id, name: e.user.name, link: e.user.link ?? null, role: e.user.role ?? null } : null,
        game: { _id: g.gameId, home: names.get(g.homeTeamId) ?? null, away: names.get(g.awayTeamId) ?? null, change: e.change },
      };
    }),
    ...adminRows.map((r) => ({
      id: `a${r.id}`,
      at: r.at.toISOString(),
      action: r.action,
      entity: r.entity,
      user: r.userId
        ? { id: r.userId, name: r.userName, link: authors.get(r.userId)?.link ?? null, role: authors.get(r.userId)?.role ?? null }
        : null,
    })),
  ];
  entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return { success: true as const, entries: entries.slice(0, LIMIT) };
}
