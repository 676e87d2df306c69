import path from 'node:path';
import { createApp } from './app';
import { MIGRATIONS_DIR } from './db/client';
import { ensureAdmin } from './auth/bootstrap-admin';
import { loadDemoIfEmpty } from './demo/load';
import { EnvError, parseEnv } from './lib/env';
import { DEFAULT_HTTP_LIMITS, startHttpServer } from './lib/http-server';
import { installProcessGuards } from './lib/process-guard';
import { createDeps, drainAndClose, startupLines } from './server';
import { scheduleSyncPruning } from './sync/retention';
import { createPushWorker } from './push/worker';

async function main() {
  const env = parseEnv();
  const deps = await createDeps(env, { serving: true });
  const { log } = deps;
  installProcessGuards(log);
  log.info(`Database: ${deps.database.kind === 'postgres' ? 'Postgres (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}`}, migrations applied`);

  const admin = await ensureAdmin(deps.database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  if (env.DEMO_DATA === 'auto') {
    const loaded = await loadDemoIfEmpty(deps, { scale: 1 });
    if (loaded) log.info(`Demo tournament loaded: ${loaded.summary}`);
  }
  await deps.live.start();
  const stopPruning = scheduleSyncPruning(deps);
  // Every instance sends push notifications; the queue (SKIP LOCKED) gives each message to one of them.
  const pushWorker = createPushWorker(deps);
  pushWorker.start();

  // Beside the migrations (api/drizzle), whether this runs from src/ (tsx) or the compiled dist/bundle/.
  const app = createApp(deps, { pwaDist: path.resolve(MIGRATIONS_DIR, '../../pwa/dist') });
  const server = startHttpServer(
    app.fetch,
    {
      port: env.PORT,
      hostname: env.HOST,
      // Behind a reverse proxy every connection comes from the proxy: the cap would count them all as one caller.
      limits: { connectionsPerAddress: env.TRUST_PROXY > 0 ? 0 : DEFAULT_HTTP_LIMITS.connectionsPerAddress * env.RATE_LIMIT_SCALE },
    },
    (info) => console.log(startupLines(env, info.port, admin).join('\n')),
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal}: finishing requests in progress, then stopping`);
    stopPruning();
    // Should a step hang past its own limits, the process still ends.
    const force = setTimeout(
      () => {
        log.error('Shutdown did not finish in time; stopping anyway');
        process.exit(1);
      },
      env.SHUTDOWN_TIMEOUT_SECONDS * 1000 + 10_000,
    );
    force.unref();
    void drainAndClose(deps, server, env.SHUTDOWN_TIMEOUT_SECONDS * 1000, [pushWorker]).then(() => process.exit(0));
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((e: unknown) => {
  if (e instanceof EnvError) console.error(e.message);
  else console.error('Pitchside failed to start:', e);
  process.exit(1);
});
