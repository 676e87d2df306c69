import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { matchLocale, parseAcceptLanguage, withQuery, type Locale } from '@pitchside/shared';
import type { DeclaredRoute, PublicPage } from '../lib/declare-route';

/** One chunk of the PWA build's manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  /** The chunk's name: a source file's name without its folder and extension (`event-page`, `en`). */
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Values a declared path and query are filled with, by the names the declaration gives them. */
export type PathValues = Record<string, string | null | undefined>;

/** What a page needs before it can show anything: its code, its texts and its first API answers. */
export interface PageHints {
  page: PublicPage;
  locale: Locale;
  /** API paths the page asks for first (see pageData). */
  data: string[];
}

/**
 * A page's own chunk and its texts, found in the build manifest by the names the build gives them
 * (a page is `<page>-page`, its texts the locale), so a moved file needs no edit here.
 */
export function manifestKeys(manifest: Manifest, page: PublicPage, locale: Locale): string[] {
  const named = (name: string) => Object.keys(manifest).find((k) => manifest[k]!.isDynamicEntry && manifest[k]!.name === name);
  return [named(locale), named(`${page}-page`)].filter((k) => k !== undefined);
}

/** A declared path below /api filled with values, or null when one of its parameters is unknown. */
function fill(route: DeclaredRoute, values: PathValues): string | null {
  let missing = false;
  const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const v = values[name];
    if (!v) missing = true;
    return encodeURIComponent(v ?? '');
  });
  if (missing) return null;
  const query = Object.fromEntries(Object.keys(route.query?.shape ?? {}).map((k) => [k, values[k]]));
  return withQuery(`/api${path}`, query);
}

/**
 * The API paths a page asks for first, made from the routes declared for it (`preloadFor`): a route is
 * filled with the page's address when the address names all its path parameters, else with the ids
 * the page's first answer gave (`answer`). A page that does not exist (`answer` null) announces only
 * what every page reads. The app builds the same paths with shared functions (public-paths.ts); a test
 * checks the two agree, as a path one character apart would be fetched twice.
 */
export function pageData(routes: readonly DeclaredRoute[], page: PublicPage, address: PathValues, answer: PathValues | null): string[] {
  const own = answer ? routes.filter((r) => r.preloadFor !== 'everyPage' && r.preloadFor?.includes(page)) : [];
  const every = routes.filter((r) => r.preloadFor === 'everyPage');
  return [...own, ...every]
    .map((r) => {
      const fromAddress = fill(r, address);
      return fromAddress ?? (answer ? fill(r, answer) : null);
    })
    .filter((p) => p !== null);
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
    const needed = [...closure(manifest, manifestKeys(manifest, hints.page, hints.locale))].filter((k) => !shell.has(k));
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
