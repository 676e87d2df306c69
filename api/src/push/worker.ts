import { asc, eq, inArray, sql } from 'drizzle-orm';
import { LOCALES } from '@pitchside/shared';
import type { Deps } from '../context';
import { pushJobs, pushOutbox, pushSubscriptions } from '../db/schema';
import { rowsOf } from '../sync/set-queries';
import { gameContext, producersFor, render, type OutboxRow } from './notifications';
import { sendPush, type SendResult } from './sender';
import { vapidKeys } from './vapid';

/** Outbox rows turned into jobs per transaction. */
const FAN_OUT_BATCH = 50;
/** Jobs claimed at once, and sent side by side. */
const SEND_BATCH = 500;
const SEND_CONCURRENCY = 64;
/** A claimed job nobody finished (its instance died mid-send) is taken up again after this. */
const LEASE_SECONDS = 60;
/** Tries before a message is given up (the push service kept failing for about half an hour). */
export const MAX_ATTEMPTS = 6;
const BACKOFF_CAP_SECONDS = 15 * 60;

export interface PushWorker {
  start(): void;
  /** Stops claiming work and waits for the sends in progress; claimed but unsent jobs are retried later. */
  stop(): Promise<void>;
  /** One pass: outbox to jobs, then due jobs sent. Returns how much was done. */
  runOnce(): Promise<number>;
}

/**
 * Turns committed outbox rows into one job per following subscription, in the follower's language.
 * The rows are claimed with SKIP LOCKED and deleted in the same transaction as the jobs are written,
 * so with several instances each change is fanned out exactly once.
 */
export async function fanOut(deps: Deps): Promise<number> {
  return deps.database.db.transaction(async (tx) => {
    const rows = (await tx
      .select()
      .from(pushOutbox)
      .orderBy(asc(pushOutbox.id))
      .limit(FAN_OUT_BATCH)
      .for('update', { skipLocked: true })) as unknown as OutboxRow[];
    if (rows.length === 0) return 0;
    for (const row of rows) {
      const producers = producersFor(row);
      if (producers.length === 0) continue;
      const game = await gameContext(tx, row);
      if (!game) continue;
      for (const producer of producers) {
        const payloads = Object.fromEntries(LOCALES.map((l) => [l, JSON.stringify(render(producer, row, game, l))]));
        // A subscription following the game, a team of it and its event gets it once.
        await tx.execute(sql`
          insert into push_jobs (subscription_id, payload, topic)
          select s.id, (case s.locale when 'ar' then ${payloads.ar} when 'fr' then ${payloads.fr} else ${payloads.en} end)::jsonb, ${game.id.replaceAll('-', '')}
          from push_subscriptions s
          where s.id in (
            select f.subscription_id from push_follows f
            where (f.kind = 'game' and f.target_id = ${game.id})
               or (f.kind = 'team' and f.target_id in (${game.homeTeamId}, ${game.awayTeamId}))
               or (f.kind = 'event' and f.target_id = ${game.eventId}))
          order by s.id`);
      }
    }
    await tx.delete(pushOutbox).where(
      inArray(
        pushOutbox.id,
        rows.map((r) => r.id),
      ),
    );
    return rows.length;
  });
}

interface ClaimedJob {
  id: number;
  subscription_id: string;
  payload: unknown;
  topic: string | null;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Seconds before try number `attempts + 1`: 2, 4, 8... with jitter, or what the push service asked. */
export function backoffSeconds(attempts: number, retryAfter: number | null): number {
  const base = Math.min(BACKOFF_CAP_SECONDS, 2 ** attempts);
  return Math.min(BACKOFF_CAP_SECONDS, Math.max(retryAfter ?? 0, base * (0.75 + Math.random() * 0.5)));
}

/**
 * Claims due jobs, only the oldest of each subscription (a phone shows the last message of a game's
 * tag, so a goal must never overtake the final whistle, even between instances), as a lease: run_at
 * moves past the send, so no other instance takes them. Sends them,
 * then settles each: sent, or the subscription gone (404/410: deleted, with its jobs), or tried again
 * later (429, 5xx, no answer), or dropped (any other refusal, or too many tries).
 */
export async function deliverDue(deps: Deps, allowLocal: boolean): Promise<number> {
  const db = deps.database.db;
  const jobs = rowsOf<ClaimedJob>(
    await db.execute(sql`
      with claimed as (
        update push_jobs j set run_at = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = j.attempts + 1
        where j.id in (
          select d.id from push_jobs d
          where d.run_at <= now()
            and not exists (select 1 from push_jobs e where e.subscription_id = d.subscription_id and e.id < d.id)
          order by d.run_at, d.id limit ${SEND_BATCH} for update skip locked)
        returning j.id, j.subscription_id, j.payload, j.topic, j.attempts)
      select c.id, c.subscription_id, c.payload, c.topic, c.attempts, s.endpoint, s.p256dh, s.auth
      from claimed c join push_subscriptions s on s.id = c.subscription_id`),
  );
  if (jobs.length === 0) return 0;
  const vapid = vapidKeys(deps.env);
  const results = new Map<number, SendResult>();
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const payload = typeof job.payload === 'string' ? job.payload : JSON.stringify(job.payload);
      results.set(job.id, await sendPush(job, payload, { vapid, topic: job.topic, allowLocal }));
    }
  };
  await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, jobs.length) }, lane));

  const done: number[] = [];
  const gone = new Set<string>();
  for (const job of jobs) {
    const r = results.get(job.id)!;
    if (r.status >= 200 && r.status < 300) done.push(job.id);
    else if (r.status === 404 || r.status === 410) gone.add(job.subscription_id);
    else if ((r.status === 0 || r.status === 429 || r.status >= 500) && job.attempts < MAX_ATTEMPTS) {
      const wait = backoffSeconds(job.attempts, r.retryAfterSeconds);
      await db
        .update(pushJobs)
        .set({ runAt: sql`now() + make_interval(secs => ${wait})` })
        .where(eq(pushJobs.id, Number(job.id)));
    } else {
      deps.log.warn(`push message dropped: the push service answered ${r.status || 'nothing'} (try ${job.attempts})`);
      done.push(job.id);
    }
  }
  if (done.length) await db.delete(pushJobs).where(inArray(pushJobs.id, done.map(Number)));
  if (gone.size) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...gone]));
  return jobs.length;
}

/**
 * The sending loop every API instance runs. It wakes when a game change is announced (the live hub,
 * which hears every instance), and polls each second for retries that fell due; sending never
 * happens in a request.
 */
export function createPushWorker(deps: Deps, opts: { pollMs?: number } = {}): PushWorker {
  const pollMs = opts.pollMs ?? 1000;
  const allowLocal = deps.env.PUSH_ALLOW_LOCAL_ENDPOINTS === '1';
  let stopping = false;
  let running: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let unsubscribe: (() => void) | null = null;
  const runOnce = async () => (await fanOut(deps)) + (await deliverDue(deps, allowLocal));
  const loop = async () => {
    while (!stopping) {
      let worked = 0;
      try {
        worked = await runOnce();
      } catch (e) {
        if (!stopping) deps.log.warn('push worker step failed', e);
      }
      if (worked > 0 || stopping) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  };
  return {
    start() {
      if (running) return;
      unsubscribe = deps.live.subscribe(() => wake?.());
      running = loop();
    },
    async stop() {
      stopping = true;
      unsubscribe?.();
      wake?.();
      await running;
    },
    runOnce,
  };
}
