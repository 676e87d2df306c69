import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startHttpServer } from './http-server';

let server: Server | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  server = undefined;
});

async function start(limits: Parameters<typeof startHttpServer>[1]['limits']): Promise<number> {
  return new Promise((resolve) => {
    server = startHttpServer(
      async (req) => new Response(req.method === 'POST' ? `got ${(await req.text()).length}` : 'ok'),
      { port: 0, hostname: '127.0.0.1', limits },
      (info) => resolve(info.port),
    );
  });
}

/** Opens a raw connection; resolves once it is closed by the server (or the test ends). */
function open(port: number) {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  const closed = new Promise<string>((resolve) => {
    let data = '';
    socket.on('data', (d) => (data += d.toString()));
    socket.on('close', () => resolve(data));
    socket.on('error', () => undefined);
  });
  return { socket, closed, ready: new Promise<void>((r) => socket.once('connect', () => r())) };
}

describe('HTTP server limits', () => {
  it('closes connections from one address beyond the cap, and serves the others', async () => {
    const port = await start({ connectionsPerAddress: 3 });
    const conns = [open(port), open(port), open(port)];
    await Promise.all(conns.map((c) => c.ready));
    const extra = open(port);
    await extra.closed;
    expect(extra.socket.destroyed).toBe(true);
    // The first three still get answers.
    conns[0]!.socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(await conns[0]!.closed).toContain('200 OK');
    // Once one closed, a new connection is served again.
    const after = open(port);
    await after.ready;
    after.socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(await after.closed).toContain('200 OK');
  });

  it('gives up on a request whose body does not arrive in time', async () => {
    const port = await start({ requestTimeoutMs: 300, headersTimeoutMs: 300, checkIntervalMs: 100 });
    const slow = open(port);
    await slow.ready;
    slow.socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":');
    expect(await slow.closed).toContain('408');
  });
});
