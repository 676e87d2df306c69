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
  /** False when the route's page chunk was not found: then only the entry is counted, which flatters. */
  pageFound: boolean;
  /**
   * JavaScript fetched right after the first paint, outside the budget but on the same data plan:
   * the device database (loaded after the first answer) and lazy parts the page renders at once.
   */
  afterPaintFiles: string[];
  afterPaintGzipBytes: number;
}

/** The public routes measured, each with its page module and what it loads right after its first paint. */
const ROUTES: Array<{ route: string; page: string; afterPaint: string[] }> = [
  { route: '/', page: 'src/routes/home/home-page.tsx', afterPaint: ['src/data/store.ts'] },
  {
    route: '/events/:slug',
    page: 'src/routes/event/event-page.tsx',
    afterPaint: ['src/data/store.ts', 'src/components/offline/saved-for-offline.tsx'],
  },
  // The venue board on a TV: the pitches first; its rotating panels, live stream and pill right after.
  {
    route: '/events/:slug/board',
    page: 'src/routes/board/board-page.tsx',
    afterPaint: ['src/data/store.ts', 'src/routes/board/board-later.ts', 'src/routes/board/board-rotation.tsx'],
  },
];

/** The English texts, which main.tsx awaits before the first paint (other languages weigh about the same). */
const FIRST_PAINT_TEXTS = /^src\/i18n\/texts\/en\.ts$/;

/**
 * Initial JavaScript of public routes (DESIGN.md section 7): the entry and its static imports, the
 * reader's texts (English here) that the entry awaits before rendering, plus the route's page chunk
 * and that chunk's static imports, each file gzipped as a server sends it.
 * What the page fetches right after its first paint is reported beside it, not hidden.
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
  const jsFiles = (keys: Iterable<string>) => [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  return ROUTES.map(({ route, page, afterPaint }) => {
    const pageFound = !!manifest[page];
    const texts = Object.keys(manifest).filter((k) => FIRST_PAINT_TEXTS.test(k));
    const initial = closure([entry, ...texts, ...(pageFound ? [page] : [])]);
    const files = jsFiles(initial);
    const later = [...closure(afterPaint.filter((k) => manifest[k]))].filter((k) => !initial.has(k));
    const afterPaintFiles = jsFiles(later);
    return { route, files, gzipBytes: gz(files), pageFound, afterPaintFiles, afterPaintGzipBytes: gz(afterPaintFiles) };
  });
}
