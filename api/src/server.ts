import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RATE_LIMITS } from '@pitchside/shared';
import { openDatabase } from './db/client';
import type { Deps, RateLimits } from './context';
import type { Env } from './lib/env';
import { createLogger } from './lib/logger';
import { createMailer } from './lib/mail';
import { createLiveHub } from './live/hub';
import { chooseStorage } from './uploads/choose-storage';
import { secureDataDir } from './lib/data-dir';
import { metricsOf } from './metrics/metrics';

/** JWT_SECRET, or one generated on first start and kept in DATA_DIR so sessions survive restarts. */
export function loadJwtSecret(env: Env): Uint8Array {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET);
  const file = path.join(env.DATA_DIR, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** The limits of shared/constants, multiplied for places where many people share one address. */
export function scaleLimits(scale: number): RateLimits {
  return Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([k, v]) => [k, { limit: Math.round(v.limit * scale), windowMs: v.windowMs }]),
  ) as RateLimits;
}

/**
 * `serving`: the HTTP server, whose queries Postgres cancels at DATABASE_STATEMENT_TIMEOUT_SECONDS.
 * The operator's commands (totals rebuild, demo at scale, uploads move) may rightly run longer.
 */
export async function createDeps(env: Env, opts: { serving?: boolean } = {}): Promise<Deps> {
  const log = createLogger(env.LOG_LEVEL);
  secureDataDir(env.DATA_DIR);
  const opened = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: path.join(env.DATA_DIR, 'pglite'),
    statementTimeoutMs: opts.serving ? env.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000 : undefined,
  });
  // PGlite writes some files with its own modes whatever the umask: tightened once it is open and closed.
  secureDataDir(env.DATA_DIR);
  const database = {
    ...opened,
    async close() {
      await opened.close();
      secureDataDir(env.DATA_DIR);
    },
  };
  const live = createLiveHub(database, log);
  return {
    env,
    log,
    database,
    live,
    mailer: createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log, logBodies: env.NODE_ENV !== 'production' }),
    storage: chooseStorage(env, database),
    jwtSecret: loadJwtSecret(env),
    rateLimits: scaleLimits(env.RATE_LIMIT_SCALE),
  };
}

/**
 * A graceful stop (SIGTERM from an orchestrator or `docker stop`): the server stops taking
 * connections; requests in progress finish, so a push commits or rolls back whole and is answered;
 * fans on live streams are told to reconnect, which takes them through the load balancer to another
 * instance; then pending mails go out and the database closes. Resolves true when all of it ended
 * within `timeoutMs`; false when requests still running then were cut off (the database rolls back
 * whatever they had not committed).
 */
export async function drainAndClose(
  deps: Deps,
  server: Server,
  timeoutMs: number,
  /** Background loops (the push worker) that stop taking work now and end before the database closes. */
  background: readonly { stop(): Promise<void> }[] = [],
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  const metrics = metricsOf(deps);
  let closed = false;
  server.close(() => (closed = true));
  // A caller whose keep-alive connection is still open is answered once more, then let go.
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => res.setHeader('Connection', 'close'));
  deps.live.drain();
  const backgroundStopped = Promise.all(background.map((b) => b.stop().catch((e: unknown) => deps.log.warn('Background stop failed', e))));
  while (!(closed && metrics.activeRequests() === 0) && Date.now() < deadline) {
    server.closeIdleConnections();
    await new Promise((r) => setTimeout(r, 50));
  }
  const drained = closed && metrics.activeRequests() === 0;
  if (!drained) {
    deps.log.warn(`Stopping with ${metrics.activeRequests()} requests still running after ${timeoutMs} ms; they are cut off`);
    server.closeAllConnections();
  }
  // Each step is tried even when an earlier one fails (the database may be away at shutdown).
  const mailsSent = Promise.race([deps.mailer.settled(), new Promise((r) => setTimeout(r, Math.max(1000, deadline - Date.now())).unref())]);
  for (const step of [() => mailsSent, () => backgroundStopped, () => deps.live.stop(), () => deps.database.close()]) {
    await Promise.resolve()
      .then(step)
      .catch((e: unknown) => deps.log.warn('Shutdown step failed', e));
  }
  return drained;
}

/** What the server prints once it listens. A configured admin password is never printed. */
export function startupLines(env: Env, port: number, admin: { email: string; generatedPassword: string | null }): string[] {
  const lines = [`Pitchside is running at ${env.PUBLIC_URL} (listening on port ${port})`];
  if (admin.generatedPassword) lines.push(`Admin login: ${admin.email} / ${admin.generatedPassword} (generated now, shown only this once)`);
  else lines.push(`Admin login: ${admin.email} (password as configured, or as printed when it was generated)`);
  return lines;
}
