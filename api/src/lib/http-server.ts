import type { Server, ServerOptions } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { serve } from '@hono/node-server';

export interface HttpLimits {
  /** The whole request, body included, must arrive within this time (slow-body attacks). */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /** Open connections from one address; 0 when a reverse proxy is the only peer. */
  connectionsPerAddress: number;
  /** How often Node looks for requests past their time (its default, 30 s, is coarse). */
  checkIntervalMs: number;
}

/**
 * 25 MB of uploads on a poor mobile link must still fit in the request time; the server otherwise
 * waits for no one. Event streams are long responses, not long requests: unaffected.
 */
export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  requestTimeoutMs: 120_000,
  headersTimeoutMs: 20_000,
  connectionsPerAddress: 200,
  checkIntervalMs: 5_000,
};

/** The Node HTTP server for the app, with time limits and a cap on connections per address. */
export function startHttpServer(
  fetch: (req: Request) => Response | Promise<Response>,
  opts: { port: number; hostname: string; limits?: Partial<HttpLimits> },
  onListening?: (info: AddressInfo) => void,
): Server {
  const limits = { ...DEFAULT_HTTP_LIMITS, ...opts.limits };
  const serverOptions: ServerOptions = {
    requestTimeout: limits.requestTimeoutMs,
    headersTimeout: limits.headersTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs,
  };
  const server = serve({ fetch, port: opts.port, hostname: opts.hostname, serverOptions }, onListening) as Server;
  if (limits.connectionsPerAddress > 0) capConnections(server, limits.connectionsPerAddress);
  return server;
}

/** One address holding hundreds of idle connections would starve everyone else of sockets. */
function capConnections(server: Server, max: number) {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
