import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

export interface LoadResult {
  label: string;
  requestsPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

const require = createRequire(import.meta.url);

/**
 * One autocannon run in a child process, so the load generator does not share the server's event
 * loop (the server under test runs in this process).
 */
function autocannon(url: string, connections: number, seconds: number): Promise<Omit<LoadResult, 'label'>> {
  const bin = path.join(path.dirname(require.resolve('autocannon/package.json')), 'autocannon.js');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [bin, '-c', String(connections), '-d', String(seconds), '-H', 'accept-encoding=gzip', '-j', url],
      {
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
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

async function listen(fetch: (req: Request) => Response | Promise<Response>): Promise<{ url: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}

/**
 * The event page's calls at 50 concurrent connections (budget: p99 under 50 ms), and a bare Hono JSON
 * route measured the same way in the same run (budget: at least a third of its throughput).
 */
export async function measureApi(
  appFetch: (req: Request) => Response | Promise<Response>,
  paths: Array<[string, string]>,
  opts = { connections: 50, seconds: 5 },
) {
  const results: LoadResult[] = [];
  const bare = new Hono().get('/bare', (c) => c.json({ success: true, message: 'ok' }));
  const bareServer = await listen(bare.fetch);
  try {
    await autocannon(`${bareServer.url}/bare`, opts.connections, 1);
    results.push({ label: 'bare Hono JSON route', ...(await autocannon(`${bareServer.url}/bare`, opts.connections, opts.seconds)) });
  } finally {
    await bareServer.close();
  }
  const appServer = await listen(appFetch);
  try {
    for (const [label, p] of paths) {
      await autocannon(`${appServer.url}${p}`, opts.connections, 1);
      results.push({ label, ...(await autocannon(`${appServer.url}${p}`, opts.connections, opts.seconds)) });
    }
  } finally {
    await appServer.close();
  }
  return results;
}
