import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';

export interface LoadResult {
  requestsPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

const require = createRequire(import.meta.url);

type LoadOptions = { connections: number; seconds: number; headers?: Record<string, string> };

/**
 * wrk (C, `apt install wrk`) when the machine has it, else autocannon. On a small machine the load
 * generator shares the cores with the server: autocannon, in JavaScript, saturates its own core on
 * answers of a few kilobytes (the server then idles half the time), so what it measures is itself.
 */
export const loadGenerator: 'wrk' | 'autocannon' = spawnSync('wrk', ['--version']).error ? 'autocannon' : 'wrk';

/** One load run in a child process, so the load generator does not share the server's event loop. Loopback only. */
export function loadRun(url: string, opts: LoadOptions): Promise<LoadResult> {
  const headers = { 'accept-encoding': 'br, gzip', ...opts.headers };
  return loadGenerator === 'wrk' ? wrk(url, opts, headers) : autocannonRun(url, opts, headers);
}

function run(cmd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} exited with ${code}`))));
  });
}

async function wrk(url: string, opts: LoadOptions, headers: Record<string, string>): Promise<LoadResult> {
  const args = ['-t1', `-c${opts.connections}`, `-d${opts.seconds}s`, '--latency', '--timeout', '10s'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  const out = await run('wrk', [...args, url]);
  const ms = (label: string) => {
    const m = new RegExp(`^\\s*${label}\\s+([\\d.]+)(us|ms|s)`, 'm').exec(out);
    if (!m) return NaN;
    const v = Number(m[1]);
    return m[2] === 'us' ? v / 1000 : m[2] === 's' ? v * 1000 : v;
  };
  const count = (re: RegExp) => (re.exec(out)?.slice(1) ?? []).reduce((n, x) => n + Number(x ?? 0), 0);
  return {
    requestsPerSec: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50: Math.round(ms('50%') * 10) / 10,
    p99: Math.round(ms('99%') * 10) / 10,
    errors: count(/Non-2xx or 3xx responses: (\d+)/) + count(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/),
  };
}

async function autocannonRun(url: string, opts: LoadOptions, headers: Record<string, string>): Promise<LoadResult> {
  const bin = path.join(path.dirname(require.resolve('autocannon/package.json')), 'autocannon.js');
  const args = [bin, '-c', String(opts.connections), '-d', String(opts.seconds), '-j'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  const r = JSON.parse(await run(process.execPath, [...args, url])) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  };
  return { requestsPerSec: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/** A warm-up second, then the measured run. */
export async function measure(url: string, opts: { connections: number; seconds: number; headers?: Record<string, string> }) {
  await loadRun(url, { ...opts, seconds: 1 });
  return loadRun(url, opts);
}

export async function listen(fetch: (req: Request) => Response | Promise<Response>): Promise<{ url: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise((r) => {
            server.close(() => r());
            // Keep-alive sockets of the load generator would hold the close open.
            (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
          }),
      });
    });
  });
}
