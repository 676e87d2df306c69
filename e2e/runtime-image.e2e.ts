import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Docker cannot run on the CI machine, so this replays the Dockerfile's runtime stage by hand: the
 * same COPY and RUN steps into an empty folder (production dependencies only, the compiled API and
 * the built PWA from `npm run build`), the image's environment and CMD, then its HEALTHCHECK.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), 'pitchside-image-'));
const app = path.join(work, 'app');
const data = path.join(work, 'data');
let server: ChildProcess | undefined;
let output = '';

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
  }
  rmSync(work, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

type Step = { copy: { from: string; to: string } } | { run: string[] };
interface Stage {
  env: Record<string, string>;
  steps: Step[];
  healthcheck: string[];
  cmd: string[];
}

/** The runtime stage's instructions, read from the Dockerfile. */
function runtimeStage(): Stage {
  const text = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const lines = text.slice(text.indexOf(' AS runtime')).split('\n').slice(1);
  const stage: Stage = { env: {}, steps: [], healthcheck: [], cmd: [] };
  for (const line of lines) {
    const [word, ...rest] = line.trim().split(/\s+/);
    const args = rest.join(' ');
    if (word === 'ENV') for (const pair of rest) stage.env[pair.split('=')[0]!] = pair.split('=')[1]!;
    if (word === 'COPY') {
      const parts = rest.filter((p) => !p.startsWith('--from'));
      const to = parts.pop()!;
      // From the build stage, whose /app is this repository after `npm run build`.
      for (const from of parts) stage.steps.push({ copy: { from: from.replace(/^\/app\//, ''), to } });
    }
    // The other RUN lines (the data folder's owner) need root and mean nothing outside the image.
    if (word === 'RUN' && args.startsWith('npm ')) stage.steps.push({ run: args.split(/\s+/) });
    if (word === 'HEALTHCHECK') stage.healthcheck = JSON.parse(args.slice(args.indexOf('CMD') + 3));
    if (word === 'CMD') stage.cmd = JSON.parse(args);
  }
  return stage;
}

describe('the Docker image, replayed', () => {
  it('installs production dependencies only, runs the compiled server and passes its health check', async () => {
    expect(existsSync(path.join(root, 'api/dist/bundle/main.js')), 'run `npm run build` first').toBe(true);
    const stage = runtimeStage();
    expect(readFileSync(path.join(root, 'Dockerfile'), 'utf8')).toMatch(/^FROM node:22-/m);
    expect(stage.cmd).toEqual(['node', '--enable-source-maps', 'api/dist/bundle/main.js']);

    mkdirSync(app, { recursive: true });
    const copy = (from: string, to: string) => {
      const target = to.endsWith('/') || to === './' ? path.join(app, to, path.basename(from)) : path.join(app, to);
      cpSync(path.join(root, from), target, { recursive: true });
    };
    for (const step of stage.steps) {
      if ('copy' in step) copy(step.copy.from, step.copy.to);
      else {
        const done = spawnSync(step.run[0]!, [...step.run.slice(1), '--prefer-offline'], { cwd: app, encoding: 'utf8', timeout: 300_000 });
        expect(done.status, done.stderr).toBe(0);
      }
    }

    // Production dependencies only: no TypeScript runner, no build tools.
    for (const dev of ['tsx', 'esbuild', 'vite', 'vitest', 'typescript'])
      expect(existsSync(path.join(app, 'node_modules', dev)), dev).toBe(false);
    expect(existsSync(path.join(app, 'api/src')), 'no TypeScript sources in the image').toBe(false);

    const port = await freePort();
    const adminPassword = 'image-admin-password-7';
    const env = {
      PATH: process.env.PATH ?? '',
      ...stage.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: data,
      ADMIN_EMAIL: 'admin@image.pitchside',
      ADMIN_PASSWORD: adminPassword,
      DEMO_DATA: 'off',
    };
    server = spawn(stage.cmd[0] === 'node' ? process.execPath : stage.cmd[0]!, stage.cmd.slice(1), {
      cwd: app,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d) => (output += d.toString()));
    server.stderr!.on('data', (d) => (output += d.toString()));

    const started = Date.now();
    let health: Response | undefined;
    while (!health?.ok) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}:\n${output}`);
      if (Date.now() - started > 120_000) throw new Error(`no answer within 2 minutes:\n${output}`);
      await new Promise((r) => setTimeout(r, 250));
      health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    }
    expect(await health.json()).toMatchObject({ success: true, status: 'ok' });
    // The image's own HEALTHCHECK command agrees.
    const check = spawnSync(process.execPath, stage.healthcheck.slice(1), { env: { ...env }, encoding: 'utf8', timeout: 30_000 });
    expect(check.status).toBe(0);
    // The built PWA is served, and the configured admin password never reached the log.
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    expect(output).toContain('Pitchside is running');
    expect(output).not.toContain(adminPassword);
  });
});
