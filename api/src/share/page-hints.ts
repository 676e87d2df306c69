import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { matchLocale, parseAcceptLanguage, type Locale } from '@pitchside/shared';

/** One chunk of the PWA build's manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The page module each public route opens with, as the build manifest names it. */
export const PAGE_MODULES = {
  home: 'src/routes/home/home-page.tsx',
  event: 'src/routes/event/event-page.tsx',
  game: 'src/routes/game/game-page.tsx',
  team: 'src/routes/team/team-page.tsx',
  user: 'src/routes/user/user-page.tsx',
} as const;
export type PublicPage = keyof typeof PAGE_MODULES;

/** What a page needs before it can show anything: its code, its texts and its first API answers. */
export interface PageHints {
  page: PublicPage;
  locale: Locale;
  /** API paths the page asks for first, built by the same functions the app uses. */
  data: string[];
}

/** The build manifest, read again only when a new build replaces it; null without a manifest. */
export function manifestReader(pwaDist: string): () => Manifest | null {
  const file = path.join(pwaDist, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: Manifest } | null = null;
  return () => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, manifest: JSON.parse(readFileSync(file, 'utf8')) as Manifest };
    return cached.manifest;
  };
}

/** The reader's language as the app will pick it: a choice they made (cookie), else the browser's. */
export function requestLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  const chosen = /(?:^|;\s*)pitchside-locale=([a-z]{2})/.exec(cookieHeader ?? '')?.[1];
  return matchLocale([...(chosen ? [chosen] : []), ...parseAcceptLanguage(acceptLanguage)]);
}

function closure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const k of keys) {
    if (seen.has(k) || !manifest[k]) continue;
    seen.add(k);
    closure(manifest, manifest[k].imports ?? [], seen);
  }
  return seen;
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Link tags that start, with the HTML, every download the page would otherwise discover one step
 * after another (shell, then texts, then page code, then its data, then the data that needs the first
 * answer's ids): on a phone each step costs a round trip of several hundred milliseconds.
 * The entry's own imports are left out: the built shell already preloads them.
 */
export function hintTags(manifest: Manifest | null, hints: PageHints): string[] {
  const tags: string[] = [];
  if (manifest) {
    const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
    const shell = closure(manifest, entry ? [entry] : []);
    const texts = [`src/i18n/texts/${hints.locale}.ts`];
    const needed = [...closure(manifest, [...texts, PAGE_MODULES[hints.page]])].filter((k) => !shell.has(k));
    const shellCss = new Set([...shell].flatMap((k) => manifest[k]!.css ?? []));
    for (const k of needed) tags.push(`<link rel="modulepreload" href="/${attr(manifest[k]!.file)}" />`);
    // crossorigin as the loader adds the stylesheet, or the browser fetches it a second time.
    for (const css of new Set(needed.flatMap((k) => manifest[k]!.css ?? [])))
      if (!shellCss.has(css)) tags.push(`<link rel="preload" as="style" href="/${attr(css)}" crossorigin />`);
  }
  // crossorigin: the app's fetch() is a same-origin CORS request with credentials, which this matches.
  for (const p of hints.data) tags.push(`<link rel="preload" as="fetch" href="${attr(p)}" crossorigin />`);
  return tags;
}
