import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../app';
import { ensureAdmin } from '../auth/bootstrap-admin';
import { setHashCostForTests } from '../auth/password';
import { sessionFromSetCookie } from '../auth/session';
import type { Deps, RateLimits } from '../context';
import { parseEnv } from '../lib/env';
import { createLogger, type Logger } from '../lib/logger';
import { createMailer, type MailMessage } from '../lib/mail';
import { createDiskStorage, type Storage } from '../lib/storage';
import { createLiveHub } from '../live/hub';
import type { Database } from '../db/client';
import { openTestDatabase, type TestDatabase } from './database';

export const ADMIN = { email: 'admin@test.pitchside', password: 'admin-password-1' };

export interface TestContext {
  app: ReturnType<typeof createApp>;
  deps: Deps & { database: TestDatabase };
  mails: MailMessage[];
  /** JSON request helper: returns status and parsed body. */
  request(
    method: string,
    path: string,
    opts?: { body?: unknown; token?: string | undefined; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any; headers: Headers }>;
  /** Signs up, follows the verification link and logs in; returns the bearer token and user id. */
  member(overrides?: Partial<{ fullName: string; email: string; userRole: string }>): Promise<{ token: string; id: string; email: string }>;
  adminToken(): Promise<string>;
  close(): Promise<void>;
}

let counter = 0;
const wide = { limit: 10_000, windowMs: 60_000 };
const GENEROUS: Required<RateLimits> = {
  login: wide,
  loginAddress: wide,
  signup: wide,
  contact: wide,
  redeem: wide,
  passwordReset: wide,
  passwordResetAddress: wide,
  resetPassword: wide,
  builds: wide,
};

// Hundreds of sign-ups and logins per run: a cheap scrypt cost keeps them quick. The rehash test
// (auth/auth.test.ts) sets the production cost back.
export const TEST_HASH_COST = { N: 2 ** 10, r: 8, p: 1 };
setHashCostForTests(TEST_HASH_COST);

/** A real app over a real, fresh database for one test file. */
export async function createTestContext(
  opts: {
    rateLimits?: Partial<RateLimits>;
    log?: Logger;
    /** Another instance over this database (left open at close: its owner closes it). */
    database?: Database;
    /** The uploads store; by default a folder of this context's own. */
    storage?: (database: Database) => Storage;
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pitchside-test-'));
  const env = parseEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://pitchside.test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-123',
  });
  const database: TestDatabase = opts.database ?? (await openTestDatabase({ fromTemplate: true }));
  const log = opts.log ?? createLogger('silent');
  const mails: MailMessage[] = [];
  const deps: Deps = {
    env,
    log,
    database,
    live: createLiveHub(database, log),
    mailer: createMailer({ from: env.MAIL_FROM, log, onLogged: (m) => mails.push(m) }),
    storage: opts.storage ? opts.storage(database) : createDiskStorage(path.join(dataDir, 'uploads')),
    jwtSecret: new TextEncoder().encode(env.JWT_SECRET),
    // Tests sign up many members from one address; the rate-limit test sets its own limits.
    rateLimits: { ...GENEROUS, ...opts.rateLimits },
  };
  await ensureAdmin(database.db, ADMIN);
  await deps.live.start();
  const app = createApp(deps);

  const request: TestContext['request'] = async (method, url, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await app.request(url, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    // Mails sent after the answer (password reset) have gone out before the test looks for them.
    await deps.mailer.settled();
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body, headers: res.headers };
  };

  let adminToken: string | undefined;
  return {
    app,
    deps,
    mails,
    request,
    async member(overrides = {}) {
      counter += 1;
      const email = overrides.email ?? `member${counter}-${Date.now()}@test.pitchside`;
      const password = 'member-password-1';
      const signup = await request('POST', '/api/auth/signup', {
        body: {
          fullName: overrides.fullName ?? `Member ${counter}`,
          email,
          phoneNumber: '+961 3 123456',
          password,
          confirmPassword: password,
          userRole: overrides.userRole ?? 'Fan',
        },
      });
      if (signup.status !== 201) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
      const mail = [...mails].reverse().find((m) => m.to === email);
      const token = mail?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1];
      if (!token) throw new Error('no verification mail');
      await request('POST', '/api/auth/verify-email', { body: { token } });
      const login = await request('POST', '/api/auth/login', { body: { email, password } });
      if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
      return { token: sessionFromSetCookie(login.headers)!, id: login.body.user.id as string, email };
    },
    async adminToken() {
      if (!adminToken) {
        const login = await request('POST', '/api/auth/login', { body: ADMIN });
        adminToken = sessionFromSetCookie(login.headers)!;
      }
      return adminToken;
    },
    async close() {
      await deps.live.stop();
      if (!opts.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
