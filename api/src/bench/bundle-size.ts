import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface RouteBundle {
  route: string;
  files: string[];
  gzipBytes: number;
}

/**
 * Initial JavaScript of public routes (DESIGN.md section 7): the entry and its static imports, plus
 * for a lazy route its chunk and that chunk's static imports, gzipped as a server would send them.
 */
export function measureBundles(dist: string): RouteBundle[] | null {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const k of keys) {
      if (seen.has(k) || !manifest[k]) continue;
      seen.add(k);
      closure(manifest[k].imports ?? [], seen);
    }
    return seen;
  };
  const gz = (files: Iterable<string>) => {
    let n = 0;
    for (const f of files) n += gzipSync(readFileSync(path.join(dist, f))).length;
    return n;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) return null;
  const routeChunk = (needle: string) => Object.keys(manifest).find((k) => k.includes(needle));
  const routes: Array<[string, string | undefined]> = [
    ['/', routeChunk('routes/home/')],
    ['/events/:slug', routeChunk('routes/event/event-page')],
  ];
  return routes.map(([route, chunk]) => {
    const keys = closure(chunk ? [entry, chunk] : [entry]);
    const files = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
    return { route, files, gzipBytes: gz(files) };
  });
}
