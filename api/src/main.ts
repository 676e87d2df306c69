import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ensureAdmin } from './auth/bootstrap-admin';
import { loadDemoIfEmpty } from './demo/load';
import { EnvError, parseEnv } from './lib/env';
import { installProcessGuards } from './lib/process-guard';
import { createDeps } from './server';
import { scheduleSyncPruning } from './sync/retention';

async function main() {
  const env = parseEnv();
  const deps = await createDeps(env);
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

  const app = createApp(deps, { pwaDist: fileURLToPath(new URL('../../pwa/dist', import.meta.url)) });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const lines = [`Pitchside is running at ${env.PUBLIC_URL} (listening on port ${info.port})`];
    if (admin.password) lines.push(`Admin login: ${admin.email} / ${admin.password}`);
    else lines.push(`Admin login: ${admin.email} (password as configured or printed at first start)`);
    console.log(lines.join('\n'));
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal}: shutting down`);
    stopPruning();
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      // Each step is tried even when an earlier one fails (the database may be away at shutdown).
      for (const step of [() => deps.mailer.settled(), () => deps.live.stop(), () => deps.database.close()]) {
        await Promise.resolve()
          .then(step)
          .catch((e: unknown) => log.warn('Shutdown step failed', e));
      }
      process.exit(0);
    });
    // Open event streams would hold the server open; the clients reconnect to another instance.
    void deps.live.stop();
    if ('closeAllConnections' in server) (server as { closeAllConnections(): void }).closeAllConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((e: unknown) => {
  if (e instanceof EnvError) console.error(e.message);
  else console.error('Pitchside failed to start:', e);
  process.exit(1);
});
