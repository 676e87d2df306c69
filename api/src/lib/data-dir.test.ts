import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDeps } from '../server';
import { ensurePgliteTemplate } from '../test/database';
import { parseEnv } from './env';

const root = mkdtempSync(path.join(tmpdir(), 'pitchside-datadir-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every file and folder under dir with a permission for group or others. */
function readableByOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (p: string) => {
    const s = statSync(p);
    if ((s.mode & 0o077) !== 0) found.push(`${path.relative(root, p)} ${(s.mode & 0o777).toString(8)}`);
    if (s.isDirectory()) for (const name of readdirSync(p)) walk(path.join(p, name));
  };
  walk(dir);
  return found;
}

describe('DATA_DIR', () => {
  it('keeps the embedded database, uploads and the signing key to the server’s own user', async () => {
    const dataDir = path.join(root, 'data');
    // An install from before: a migrated database and an ID photo readable by everyone.
    cpSync(await ensurePgliteTemplate(), path.join(dataDir, 'pglite'), { recursive: true });
    mkdirSync(path.join(dataDir, 'uploads', 'private-id'), { recursive: true, mode: 0o755 });
    writeFileSync(path.join(dataDir, 'uploads', 'private-id', 'old-photo.png'), 'x', { mode: 0o644 });
    chmodSync(dataDir, 0o777);
    const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' });
    const deps = await createDeps(env);
    try {
      const key = await deps.storage.put('private-id', 'png', Buffer.from('photo'));
      expect(statSync(path.join(dataDir, 'uploads', key)).mode & 0o777).toBe(0o600);
      expect(statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    } finally {
      await deps.live.stop();
      await deps.database.close();
    }
    expect(readableByOthers(dataDir)).toEqual([]);
  });
});
