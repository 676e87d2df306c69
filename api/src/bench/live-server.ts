import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { createApp } from '../app';
import { ensureAdmin } from '../auth/bootstrap-admin';
import { sessionFromSetCookie } from '../auth/session';
import type { Deps } from '../context';
import type { Db } from '../db/client';
import { ageGroups, events, games, teamPlayers } from '../db/schema';
import { loadDemo } from '../demo/load';
import { parseEnv } from '../lib/env';
import { createLogger } from '../lib/logger';
import { createMailer } from '../lib/mail';
import { createDiskStorage } from '../lib/storage';
import { createLiveHub } from '../live/hub';
import { createPushWorker } from '../push/worker';
import { openTestDatabase } from '../test/database';
import { listen, measure, type LoadResult } from './api-latency';
import { BUDGET, type Row } from './scenario';

const ADMIN = { email: 'bench-admin@pitchside.test', password: 'bench-admin-password-1' };

export interface LiveServer {
  url: string;
  deps: Deps;
  db: Db;
  token: string;
  cup: { id: string; slug: string };
  game: { id: string; homeTeamId: string; scorerId: string };
  /** The live-play reads of DESIGN.md section 7: label and path. */
  reads: [string, string][];
  close(): Promise<void>;
}

/**
 * One API instance as production runs it (live hub started, push worker sending), on the demo at
 * scale 1 in a temporary database, listening on loopback, with an admin's token for courtside pushes.
 */
export async function startLiveServer(opts: { pushWorker: boolean }): Promise<LiveServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pitchside-bench-'));
  const env = parseEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    PUSH_ALLOW_LOCAL_ENDPOINTS: '1',
  });
  const database = await openTestDatabase();
  const log = createLogger('silent');
  const wide = { limit: 1_000_000, windowMs: 60_000 };
  const deps: Deps = {
    env,
    log,
    database,
    live: createLiveHub(database, log),
    mailer: createMailer({ from: env.MAIL_FROM, log }),
    storage: createDiskStorage(path.join(dataDir, 'uploads')),
    jwtSecret: new TextEncoder().encode(env.JWT_SECRET),
    rateLimits: { login: wide, loginAddress: wide, signup: wide, contact: wide, redeem: wide, passwordReset: wide },
  };
  const worker = opts.pushWorker ? createPushWorker(deps) : null;
  let server: Awaited<ReturnType<typeof listen>> | null = null;
  const close = async () => {
    await server?.close();
    await worker?.stop();
    await deps.live.stop();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if (!(await loadDemo(deps, { scale: 1 }))) throw new Error('The demo did not load');
    if (database.kind === 'postgres') await database.db.execute(sql`vacuum analyze`);
    await deps.live.start();
    worker?.start();
    await ensureAdmin(database.db, ADMIN);
    const app = createApp(deps);
    const login = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const token = sessionFromSetCookie(login.headers)!;
    const db = database.db as Db;
    const [cup] = await db.select().from(events).where(eq(events.slug, 'schools-futsal-cup')).orderBy(desc(events.edition)).limit(1);
    if (!cup) throw new Error('The demo has no Schools Futsal Cup');
    const [group] = await db.select().from(ageGroups).where(eq(ageGroups.eventId, cup.id)).orderBy(ageGroups.position).limit(1);
    const ag = group ? `ageGroup=${group.slug}` : '';
    const [game] = await db
      .select({ id: games.id, homeTeamId: games.homeTeamId, scorerId: teamPlayers.userId })
      .from(games)
      .innerJoin(teamPlayers, eq(teamPlayers.teamId, games.homeTeamId))
      .where(and(eq(games.eventId, cup.id), group ? eq(games.ageGroupId, group.id) : undefined))
      .limit(1);
    if (!game?.homeTeamId) throw new Error('No game with a roster in the measured event');
    server = await listen(app.fetch);
    return {
      url: server.url,
      deps,
      db,
      token,
      cup: { id: cup.id, slug: cup.slug },
      game: { id: game.id, homeTeamId: game.homeTeamId, scorerId: game.scorerId },
      reads: [
        ['event page: event + standings', `/api/events/slug/${cup.slug}`],
        ['event page: games (limit 500)', `/api/events/${cup.slug}/games?limit=500&${ag}`],
        ['event page: teams', `/api/events/${cup.id}/teams?${ag}`],
        ['event page: rankings', `/api/rankings/event/${cup.id}?${ag}`],
        ['leaderboard (/api/rankings)', '/api/rankings'],
        ['home counts (/api/stats/counts)', '/api/stats/counts'],
      ],
      close,
    };
  } catch (e) {
    await close();
    throw e;
  }
}

/** Per server: a fresh database expects the device's mutation ids from 1. */
const devices = new WeakMap<LiveServer, { clientId: string; count: number }>();

/** One goal pushed through /api/sync/push as the scorer's device would; resolves when the server answered. */
export async function pushGoal(s: LiveServer): Promise<void> {
  const device = devices.get(s) ?? { clientId: `bench-fans-${randomUUID().slice(0, 8)}`, count: 0 };
  devices.set(s, device);
  device.count += 1;
  const { clientId, count: pushCount } = device;
  const res = await fetch(`${s.url}/api/sync/push`, {
    method: 'POST',
    headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      clientId,
      mutations: [
        {
          id: pushCount,
          name: 'goal.add',
          args: {
            gameId: s.game.id,
            goalId: randomUUID(),
            side: 'home',
            minute: pushCount % 40,
            scorerId: s.game.scorerId,
            scorerName: 'Bench Scorer',
          },
        },
      ],
    }),
  });
  const body = (await res.json()) as { results?: { status: string }[] };
  if (body.results?.[0]?.status !== 'applied') throw new Error(`the goal was not applied: ${JSON.stringify(body).slice(0, 200)}`);
}

/** A bare Hono route's throughput on this machine now: the yardstick of the "share" budget. */
export async function bareRate(seconds: number): Promise<LoadResult> {
  const bare = await listen(new Hono().get('/bare', (c) => c.json({ success: true, message: 'ok' })).fetch);
  try {
    return await measure(`${bare.url}/bare`, { connections: 50, seconds });
  } finally {
    await bare.close();
  }
}

export function readRow(label: string, load: LoadResult, bare: LoadResult): Row {
  const share = load.requestsPerSec / bare.requestsPerSec;
  return {
    measure: label,
    load,
    share,
    budget: `p99<${BUDGET.p99Ms}, >=1/3`,
    ok: load.p99 < BUDGET.p99Ms && share >= BUDGET.share && load.errors === 0,
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const loadAverage = async () =>
  (await import('node:os'))
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
