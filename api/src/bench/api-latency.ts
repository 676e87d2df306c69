import { spawn } from 'node:child_process';
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

/**
 * One autocannon run in a child process, so the load generator does not share the server's event
 * loop (the server under test runs in this process). Loopback only.
 */
export function autocannon(
  url: string,
  opts: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const bin = path.join(path.dirname(require.resolve('autocannon/package.json')), 'autocannon.js');
  const headers = { 'accept-encoding': 'br, gzip', ...opts.headers };
  const args = [bin, '-c', String(opts.connections), '-d', String(opts.seconds), '-j'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...args, url], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const r = JSON.parse(out) as { requests: { average: number }; latency: { p50: number; p99: number }; errors: number; non2xx: number };
      resolve({ requestsPerSec: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx });
    });
  });
}

/** A warm-up second, then the measured run. */
export async function measure(url: string, opts: { connections: number; seconds: number; headers?: Record<string, string> }) {
  await autocannon(url, { ...opts, seconds: 1 });
  return autocannon(url, opts);
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
