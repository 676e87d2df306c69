import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { events, scoreLinks, scoreLinkVolunteers, staffRoles, users } from '../db/schema';

export type AuthorRole = 'admin' | 'organiser' | 'scorer';

/**
 * What each author of an event's changes is for that edition, and the label of the score-entry link a
 * volunteer came through: read now, so a role taken away since shows none (the change stays listed).
 */
export async function authorsOf(
  tx: Tx,
  editionId: string,
  userIds: readonly string[],
): Promise<Map<string, { role: AuthorRole | null; link: string | null }>> {
  const ids = [...new Set(userIds)];
  const out = new Map<string, { role: AuthorRole | null; link: string | null }>();
  if (ids.length === 0) return out;
  const [edition] = await tx.select({ id: events.id, slug: events.slug }).from(events).where(eq(events.id, editionId));
  if (!edition) return out;
  const [admins, roles, links] = await Promise.all([
    tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.isAdmin, true))),
    tx
      .select({ userId: staffRoles.userId, role: staffRoles.role })
      .from(staffRoles)
      .where(
        and(
          inArray(staffRoles.userId, ids),
          eq(staffRoles.eventSlug, edition.slug),
          or(isNull(staffRoles.editionId), eq(staffRoles.editionId, edition.id)),
        ),
      ),
    tx
      .select({ userId: scoreLinkVolunteers.userId, label: scoreLinks.label })
      .from(scoreLinkVolunteers)
      .innerJoin(scoreLinks, eq(scoreLinks.id, scoreLinkVolunteers.linkId))
      .where(inArray(scoreLinkVolunteers.userId, ids)),
  ]);
  const admin = new Set(admins.map((a) => a.id));
  for (const id of ids) {
    const held = roles.filter((r) => r.userId === id).map((r) => r.role);
    const link = links.find((l) => l.userId === id)?.label ?? null;
    const role: AuthorRole | null = admin.has(id)
      ? 'admin'
      : held.includes('organiser')
        ? 'organiser'
        : held.includes('scorer') || link
          ? 'scorer'
          : null;
    out.set(id, { role, link });
  }
  return out;
}
