import { and, eq, inArray, sql } from 'drizzle-orm';
import { isLocale, type AccountFollow, type FollowRef, type PushSubscribeBody } from '@pitchside/shared';
import type { CurrentUser, Deps } from '../context';
import { accountFollows, events, games, pushFollows, pushSubscriptions, teams } from '../db/schema';
import { assertUser } from '../auth/middleware';
import { appError } from '../lib/errors';
import { endpointProblem } from './endpoint-guard';

const unique = (follows: readonly FollowRef[]) => [...new Map(follows.map((f) => [`${f.kind}:${f.id}`, f])).values()];

/**
 * POST /api/push/subscriptions: the endpoint must be an https address on a public host (the server
 * will call it); the subscription is kept by its endpoint, and its follows replaced by the list sent.
 */
export async function subscribe(deps: Deps, body: PushSubscribeBody): Promise<{ success: true }> {
  const problem = await endpointProblem(body.subscription.endpoint, deps.env.PUSH_ALLOW_LOCAL_ENDPOINTS === '1');
  if (problem) throw appError('pushEndpointRefused');
  const locale = isLocale(body.locale) ? body.locale : 'en';
  const { endpoint, keys } = body.subscription;
  await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ endpoint, p256dh: keys.p256dh, auth: keys.auth, locale })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { p256dh: keys.p256dh, auth: keys.auth, locale, updatedAt: sql`now()` },
      })
      .returning({ id: pushSubscriptions.id });
    await tx.delete(pushFollows).where(eq(pushFollows.subscriptionId, row!.id));
    const follows = unique(body.follows);
    if (follows.length)
      await tx.insert(pushFollows).values(follows.map((f) => ({ subscriptionId: row!.id, kind: f.kind, targetId: f.id })));
  });
  return { success: true };
}

/** DELETE /api/push/subscriptions: whoever holds the endpoint (the browser) may end it; unknown is fine. */
export async function unsubscribe(deps: Deps, endpoint: string): Promise<{ success: true }> {
  await deps.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  return { success: true };
}

/** GET /api/auth/me/follows: the member's follows that still exist, each with its edition and name. */
export async function accountFollowList(deps: Deps, user: CurrentUser | null): Promise<{ follows: AccountFollow[] }> {
  const me = assertUser(user);
  const db = deps.database.db;
  const rows = await db.select().from(accountFollows).where(eq(accountFollows.userId, me.id)).orderBy(accountFollows.createdAt);
  const ids = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.targetId);
  const [teamRows, gameRows, eventRows] = await Promise.all([
    ids('team').length
      ? db
          .select({ id: teams.id, eventId: teams.eventId, label: teams.name })
          .from(teams)
          .where(inArray(teams.id, ids('team')))
      : [],
    ids('game').length
      ? db
          .select({
            id: games.id,
            eventId: games.eventId,
            label: sql<string>`(select h.name from teams h where h.id = ${games.homeTeamId}) || ' – ' || (select a.name from teams a where a.id = ${games.awayTeamId})`,
          })
          .from(games)
          .where(inArray(games.id, ids('game')))
      : [],
    ids('event').length
      ? db
          .select({ id: events.id, eventId: events.id, label: events.name })
          .from(events)
          .where(inArray(events.id, ids('event')))
      : [],
  ]);
  const found = new Map<string, { eventId: string; label: string }>();
  for (const [kind, list] of [
    ['team', teamRows],
    ['game', gameRows],
    ['event', eventRows],
  ] as const)
    for (const r of list) found.set(`${kind}:${r.id}`, { eventId: r.eventId, label: r.label });
  const follows: AccountFollow[] = [];
  for (const r of rows) {
    const f = found.get(`${r.kind}:${r.targetId}`);
    if (f) follows.push({ kind: r.kind as FollowRef['kind'], id: r.targetId, ...f });
  }
  return { follows };
}

/** PUT /api/auth/me/follows: the member's whole list replaces the one kept on the account. */
export async function replaceAccountFollows(
  deps: Deps,
  user: CurrentUser | null,
  list: readonly FollowRef[],
): Promise<{ follows: AccountFollow[] }> {
  const me = assertUser(user);
  const follows = unique(list);
  await deps.database.db.transaction(async (tx) => {
    const kept = follows.length
      ? await tx
          .select({ kind: accountFollows.kind, targetId: accountFollows.targetId })
          .from(accountFollows)
          .where(eq(accountFollows.userId, me.id))
      : [];
    const keep = new Set(kept.map((k) => `${k.kind}:${k.targetId}`));
    const wanted = new Set(follows.map((f) => `${f.kind}:${f.id}`));
    // Only what changed is touched, so the order follows were made in (createdAt) survives.
    for (const k of kept)
      if (!wanted.has(`${k.kind}:${k.targetId}`))
        await tx
          .delete(accountFollows)
          .where(and(eq(accountFollows.userId, me.id), eq(accountFollows.kind, k.kind), eq(accountFollows.targetId, k.targetId)));
    if (!follows.length) await tx.delete(accountFollows).where(eq(accountFollows.userId, me.id));
    const added = follows.filter((f) => !keep.has(`${f.kind}:${f.id}`));
    if (added.length)
      await tx
        .insert(accountFollows)
        .values(added.map((f) => ({ userId: me.id, kind: f.kind, targetId: f.id })))
        .onConflictDoNothing();
  });
  return accountFollowList(deps, user);
}
