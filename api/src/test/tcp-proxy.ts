import net from 'node:net';

/**
 * A TCP relay between the app and Postgres that a test can cut and restore: `down()` drops every
 * open connection and refuses new ones (what the app sees while Postgres restarts), `up()` lets
 * connections through again. The database itself keeps running; only the app loses it.
 */
export interface TcpProxy {
  port: number;
  up(): Promise<void>;
  down(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        sockets.add(client).add(upstream);
        const end = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        for (const sock of [client, upstream]) sock.on('error', end).on('close', end);
        client.pipe(upstream).pipe(client);
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const sock of sockets) sock.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  await listen();
  return {
    get port() {
      return port;
    },
    up: () => (server ? Promise.resolve() : listen()),
    down: stop,
    close: stop,
  };
}
