import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

export const PROCESS_ADMIN = { email: 'admin@faults.pitchside', password: 'fault-suite-password-1' };

export interface ServerProcess {
  base: string;
  /** Everything the process printed. */
  output(): string;
  health(): Promise<number>;
  /** Resolves to the exit code once the process has ended. */
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): void;
}

/**
 * The real server (src/main.ts) in its own process, for faults a test cannot cause in-process:
 * killing it mid-push, stopping it with SIGTERM. Resolves once /api/health answers 200.
 */
export async function startServerProcess(opts: {
  /** Absent: the embedded database, in the data folder. */
  databaseUrl?: string;
  port: number;
  dataDir?: string;
  /** More configuration (SHUTDOWN_TIMEOUT_SECONDS). */
  env?: Record<string, string>;
}): Promise<ServerProcess & { dataDir: string }> {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'pitchside-proc-'));
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...inherited,
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
      ...opts.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'process-test-secret-process-test-secret',
      ADMIN_EMAIL: PROCESS_ADMIN.email,
      ADMIN_PASSWORD: PROCESS_ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${opts.port}`;
  const health = async () => {
    try {
      return (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) })).status;
    } catch {
      return 0;
    }
  };
  const started = Date.now();
  while ((await health()) !== 200) {
    if (child.exitCode !== null || Date.now() - started > 60_000) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, dataDir, output: () => output, health, exited, kill: (signal) => void child.kill(signal) };
}

export function removeDataDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}
