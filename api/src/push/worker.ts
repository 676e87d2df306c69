import { asc, eq, inArray, sql } from 'drizzle-orm';
import { LOCALES } from '@pitchside/shared';
import type { Deps } from '../context';
import { pushJobs, pushOutbox, pushSubscriptions } from '../db/schema';
import { rowsOf } from '../sync/set-queries';
import { gameContext, producersFor, render, type OutboxRow } from './notifications';
import { createEncryptPool, type EncryptPool } from './encrypt-pool';
import type { EncryptedMessage } from './encrypt-worker';
import { postPush, type SendResult } from './sender';
import { vapidKeys } from './vapid';

/** Outbox rows turned into jobs per transaction. */
const FAN_OUT_BATCH = 50;
/** Jobs claimed at once (the next batch is claimed while one is sent), and settled at once. */
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
 * Claims up to `limit` due jobs, only the oldest of each subscription (a phone shows the last message
 * of a game's tag, so a goal must never overtake the final whistle, even between instances), as a
 * lease: run_at moves past the send, so no other instance takes them.
 */
async function claim(deps: Deps, limit: number): Promise<ClaimedJob[]> {
  return rowsOf<ClaimedJob>(
    await deps.database.db.execute(sql`
      with claimed as (
        update push_jobs j set run_at = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = j.attempts + 1
        where j.id in (
          select d.id from push_jobs d
          where d.run_at <= now()
            and not exists (select 1 from push_jobs e where e.subscription_id = d.subscription_id and e.id < d.id)
          order by d.run_at, d.id limit ${limit} for update skip locked)
        returning j.id, j.subscription_id, j.payload, j.topic, j.attempts)
      select c.id, c.subscription_id, c.payload, c.topic, c.attempts, s.endpoint, s.p256dh, s.auth
      from claimed c join push_subscriptions s on s.id = c.subscription_id`),
  );
}

/**
 * Settles sent jobs: sent, or the subscription gone (404/410: deleted, with its jobs), or tried
 * again later (429, 5xx, no answer), or dropped (any other refusal, or too many tries).
 */
async function settle(deps: Deps, sent: [ClaimedJob, SendResult][]): Promise<void> {
  const db = deps.database.db;
  const done: number[] = [];
  const gone = new Set<string>();
  for (const [job, r] of sent) {
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
}

/**
 * Sends every due job, SEND_CONCURRENCY at a time, as one stream: the next jobs are claimed while
 * the last ones go out, and the sent ones are settled in the background, so the sending never waits
 * for the database between batches (a goal for 10,000 followers used to wait for twenty claims and
 * twenty settlements in turn, with the sends idle meanwhile). `stopping` ends it early: jobs claimed
 * but not sent are handed back at once, for this or another instance.
 */
let encryptPool: EncryptPool | undefined;

export async function deliverDue(deps: Deps, allowLocal: boolean, stopping: () => boolean = () => false): Promise<number> {
  const vapid = vapidKeys(deps.env);
  const pool = (encryptPool ??= createEncryptPool(deps.log));
  const queue: { job: ClaimedJob; message: Promise<EncryptedMessage | null> }[] = [];
  let head = 0;
  let claiming: Promise<void> | null = null;
  let exhausted = false;
  let total = 0;
  let sent: [ClaimedJob, SendResult][] = [];
  const settling: Promise<void>[] = [];
  const refill = () => {
    if (!claiming && !exhausted && !stopping()) {
      claiming = claim(deps, SEND_BATCH)
        .then((jobs) => {
          if (jobs.length === 0) exhausted = true;
          total += jobs.length;
          // Encrypted on the pool's thread while the jobs before them are sent.
          const messages = pool.encrypt(
            jobs.map((j) => ({
              endpoint: j.endpoint,
              p256dh: j.p256dh,
              auth: j.auth,
              payload: typeof j.payload === 'string' ? j.payload : JSON.stringify(j.payload),
              topic: j.topic,
            })),
          );
          jobs.forEach((job, i) => queue.push({ job, message: messages[i]! }));
        })
        .catch((e: unknown) => {
          // The database went away: send what was claimed, settle it when it can, claim no more.
          exhausted = true;
          deps.log.warn('push worker could not claim messages', e);
        })
        .finally(() => (claiming = null));
    }
    return claiming;
  };
  const flush = () => {
    if (sent.length === 0) return;
    const batch = sent;
    sent = [];
    settling.push(settle(deps, batch).catch((e: unknown) => deps.log.warn('push worker could not settle messages', e)));
  };
  const lane = async () => {
    for (;;) {
      if (stopping()) return;
      // Claimed ahead: the next batch is on its way before this one runs out.
      if (queue.length - head < SEND_BATCH / 2) void refill();
      const next = queue[head];
      if (!next) {
        if (!claiming) return;
        await claiming;
        continue;
      }
      queue[head++] = undefined as unknown as (typeof queue)[number];
      if (head > SEND_BATCH * 4) {
        queue.splice(0, head);
        head = 0;
      }
      // Awaited apart: `sent` may be a new array by the time the answer comes (flush below).
      const result = await postPush(await next.message, { vapid, allowLocal });
      sent.push([next.job, result]);
      if (sent.length >= SEND_BATCH) flush();
    }
  };
  await refill();
  if (queue.length === 0) return 0;
  await Promise.all(Array.from({ length: SEND_CONCURRENCY }, lane));
  await claiming;
  flush();
  const unsent = queue.slice(head).map((q) => Number(q.job.id));
  if (unsent.length)
    settling.push(
      deps.database.db
        .update(pushJobs)
        .set({ runAt: sql`now()`, attempts: sql`${pushJobs.attempts} - 1` })
        .where(inArray(pushJobs.id, unsent))
        .then(
          () => undefined,
          (e: unknown) => deps.log.warn('push worker could not hand back messages', e),
        ),
    );
  await Promise.all(settling);
  return total;
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
  const runOnce = async () => (await fanOut(deps)) + (await deliverDue(deps, allowLocal, () => stopping));
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
