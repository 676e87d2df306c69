import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The system Chromium (Debian's package), CHROMIUM_PATH or CHROME_PATH; null when there is none. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => !!p && existsSync(p)) ?? null;
}

/** Why the browser measures cannot run here, or null when they can. */
export function browserMeasuresUnavailable(): string | null {
  if (!existsSync(path.join(ROOT, 'pwa/dist/index.html'))) return 'pwa/dist has no build; run `npm run build` first.';
  if (!findChromium()) return 'skipped, no Chromium found (install the chromium package or set CHROMIUM_PATH).';
  return null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Runs `measure` against the production server on the built PWA, started with a fresh data directory
 * and its demo (as a first install would be), and stops the server afterwards.
 */
export async function withDemoServer<T>(measure: (baseUrl: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pitchside-bench-server-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    const started = Date.now();
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
      const ok = await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() - started > 180_000) throw new Error('the server did not start within 3 minutes');
      await new Promise((r) => setTimeout(r, 250));
    }
    return await measure(baseUrl);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
