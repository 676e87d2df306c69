import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { createApp } from '../app';
import { ensureAdmin } from '../auth/bootstrap-admin';
import type { Deps } from '../context';
import { events } from '../db/schema';
import { loadDemo } from '../demo/load';
import { parseEnv } from '../lib/env';
import { createLogger } from '../lib/logger';
import { createMailer } from '../lib/mail';
import { createDiskStorage } from '../lib/storage';
import { createLiveHub } from '../live/hub';
import { openTestDatabase } from '../test/database';
import { timePush } from './scenario';
const dataDir = mkdtempSync(path.join(tmpdir(), 'pb-'));
const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-bench-secret-bench-secret' });
const database = await openTestDatabase();
const log = createLogger('silent');
const wide = { limit: 1_000_000, windowMs: 60_000 };
const deps: Deps = {
  env,
  log,
  database,
  live: createLiveHub(database, log),
  mailer: createMailer({ from: env.MAIL_FROM, log }),
  storage: createDiskStorage(path.join(dataDir, 'u')),
  jwtSecret: new TextEncoder().encode(env.JWT_SECRET),
  rateLimits: { login: wide, loginAddress: wide, signup: wide, contact: wide, redeem: wide, passwordReset: wide },
};
await loadDemo(deps, { scale: 1 });
await ensureAdmin(database.db, { email: 'a@b.test', password: 'bench-admin-password-1' });
const app = createApp(deps);
const login = await app.request('/api/auth/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'a@b.test', password: 'bench-admin-password-1' }),
});
const token = ((await login.json()) as { token: string }).token;
const [cup] = await database.db.select().from(events).where(eq(events.slug, 'schools-futsal-cup')).orderBy(desc(events.edition)).limit(1);
const tables = ['goals', 'games', 'goalkeeper_saves'];
for (let i = 0; i < 3; i++) {
  for (const on of [true, false]) {
    for (const t of tables) await database.db.execute(sql.raw(`alter table ${t} ${on ? 'enable' : 'disable'} trigger user`));
    console.log(on ? 'triggers on ' : 'triggers off', (await timePush(app, token, cup!.id, 500)).toFixed(0), 'ms');
  }
}
await database.close();
