import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The load balancer's configuration that docker-compose.yml mounts: the test runs this same file. */
export const NGINX_CONF = fileURLToPath(new URL('../../../deploy/nginx.conf', import.meta.url));

/** The nginx binary: NGINX_PATH (set by .ci/run), else the one on PATH or in /usr/sbin. Null when absent. */
export function findNginx(): string | null {
  const given = process.env.NGINX_PATH;
  if (given) return given;
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'])
    if (existsSync(candidate)) return candidate;
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null;
}

export async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

/**
 * deploy/nginx.conf for a run on this machine: the lines it marks "swapped by the test" are replaced
 * (listen on 127.0.0.1:port, the given instances instead of Docker's `api` name and resolver, logs
 * and pid in `dir`); every proxy setting stays as deployed. nginx writes its temporary files in
 * `dir` too, and runs its workers as root when started by root (they could not enter `dir` else).
 */
export function nginxConfigFor(opts: { dir: string; port: number; upstreams: string[] }): string {
  const lines = readFileSync(NGINX_CONF, 'utf8').split('\n');
  const swapped = lines.flatMap((line) => {
    if (!line.includes('# swapped by the test')) return [line];
    const indent = /^\s*/.exec(line)![0];
    const directive = line.trim().split(/\s+/)[0];
    switch (directive) {
      case 'error_log':
        return [`${indent}error_log ${path.join(opts.dir, 'error.log')} warn;`];
      case 'pid':
        return [`${indent}pid ${path.join(opts.dir, 'nginx.pid')};`];
      case 'resolver':
        return [];
      case 'listen':
        return [`${indent}listen 127.0.0.1:${opts.port};`];
      case 'server': {
        const params = line
          .replace(/#.*$/, '')
          .trim()
          .replace(/;$/, '')
          .split(/\s+/)
          .slice(2)
          .filter((p) => p !== 'resolve');
        return opts.upstreams.map((u) => `${indent}server ${u} ${params.join(' ')};`);
      }
      default:
        throw new Error(`deploy/nginx.conf: no test replacement for "${line.trim()}"`);
    }
  });
  const text = swapped.join('\n');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${path.join(opts.dir, kind)};`)
    .join('\n');
  const withTemp = text.replace(/^http \{$/m, `http {\n${temp}`);
  if (withTemp === text) throw new Error('deploy/nginx.conf: no "http {" line');
  return (process.getuid?.() === 0 ? 'user root;\n' : '') + withTemp;
}

export interface Nginx {
  base: string;
  /** nginx's error log so far. */
  errorLog(): string;
  stop(): Promise<void>;
}

/** A real nginx in front of `upstreams` (host:port), from deploy/nginx.conf, in a temporary folder. */
export async function startNginx(binary: string, upstreams: string[]): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pitchside-nginx-'));
  mkdirSync(path.join(dir, 'logs'));
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfigFor({ dir, port, upstreams }));
  const errorLog = () => {
    try {
      return readFileSync(path.join(dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const checked = spawnSync(binary, ['-t', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx refused the configuration:\n${checked.stderr}\n${readFileSync(conf, 'utf8')}`);
  const child = spawn(binary, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.destroy();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (up) break;
    if (child.exitCode !== null || Date.now() - started > 10_000) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start:\n${stderr}\n${errorLog()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    base,
    errorLog,
    async stop() {
      // SIGQUIT: nginx's graceful stop; the workers end with the master.
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
