import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { parseEnv } from '../lib/env';
import { startupLines } from '../server';
import { openTestDatabase } from '../test/database';
import { ensureAdmin } from './bootstrap-admin';
import { setHashCostForTests } from './password';

let database: Database;
beforeAll(async () => {
  setHashCostForTests({ N: 2 ** 10, r: 8, p: 1 });
  database = await openTestDatabase({ fromTemplate: true });
});
afterAll(() => database.close());

const env = parseEnv({ DATA_DIR: '/tmp/unused', PUBLIC_URL: 'http://pitchside.test' });

describe('the first admin at start-up', () => {
  it('prints a generated password once, when it is created, and never again', async () => {
    const first = await ensureAdmin(database.db, {});
    expect(first.generatedPassword).toMatch(/^[\w-]{18,}$/);
    expect(startupLines(env, 3000, first).join('\n')).toContain(first.generatedPassword!);
    const again = await ensureAdmin(database.db, {});
    expect(again.generatedPassword).toBeNull();
    expect(startupLines(env, 3000, again).join('\n')).not.toContain(first.generatedPassword!);
  });

  it('never prints a configured password', async () => {
    const password = 'configured-admin-password';
    const admin = await ensureAdmin(database.db, { email: 'Boss@Example.com', password });
    expect(admin).toMatchObject({ email: 'boss@example.com', generatedPassword: null });
    expect(startupLines(env, 3000, admin).join('\n')).not.toContain(password);
  });
});
