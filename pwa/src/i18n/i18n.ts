import { setupI18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALES, isLocale, localeDir, matchLocale, type Locale } from '@pitchside/shared';
import { afterLoad } from '../data/after-load';

/**
 * The translation layer (Lingui). Catalogs live in locales/<lang>/<area>.json as ICU messages,
 * compiled at build time. Every language, English included, is its own set of small chunks loaded
 * before the first paint (main.tsx awaits it), so a reader downloads only their language; the admin
 * areas load with the admin screens. The service worker precaches them all, so they work offline.
 */
type Catalog = Record<string, Messages[string]>;
type Loader = () => Promise<Catalog>;

// One module per language (texts/<lang>.ts gathers its areas), so the texts come in one request.
const PUBLIC = import.meta.glob<Catalog>(['./texts/*.ts', '!./texts/admin-*.ts', '!./texts/later-*.ts'], { import: 'default' });
const ADMIN = import.meta.glob<Catalog>('./texts/admin-*.ts', { import: 'default' });
// What no public page's first paint shows: the server's messages, the account dialogs, member pages.
const LATER = import.meta.glob<Catalog>('./texts/later-*.ts', { import: 'default' });

export const i18n = setupI18n();
i18n.load(DEFAULT_LOCALE, {});
i18n.activate(DEFAULT_LOCALE);

const STORAGE_KEY = 'pitchside.locale';
/** Tells the server the reader's choice, so a page's HTML announces the texts in that language. */
const COOKIE = 'pitchside-locale';

function rememberForServer(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
const loaded = new Set<string>();
let adminWanted = false;
/** Bumped whenever texts arrive, so screens drawn before them draw again (see useLocale). */
let catalogVersion = 0;
export const catalogsVersion = () => catalogVersion;

function loadersFor(group: Record<string, Loader>, locale: Locale): Loader[] {
  return Object.entries(group)
    .filter(([path]) => [`./texts/${locale}.ts`, `./texts/admin-${locale}.ts`, `./texts/later-${locale}.ts`].includes(path))
    .map(([, load]) => load);
}

const GROUPS = { public: PUBLIC, admin: ADMIN, later: LATER };

async function ensure(kind: keyof typeof GROUPS, locale: Locale): Promise<void> {
  const key = `${kind}:${locale}`;
  if (loaded.has(key)) return;
  const catalogs = await Promise.all(loadersFor(GROUPS[kind], locale).map((load) => load()));
  catalogVersion += 1;
  i18n.load(locale, Object.assign({}, ...catalogs));
  loaded.add(key);
}

/** The language the device remembers, else the browser's preference, else English. */
export function detectLocale(): Locale {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (isLocale(saved)) {
      rememberForServer(saved);
      return saved;
    }
  } catch {
    // Storage can be blocked (private mode); the browser's preference still applies.
  }
  if (typeof navigator === 'undefined') return DEFAULT_LOCALE;
  return matchLocale(navigator.languages?.length ? navigator.languages : [navigator.language ?? DEFAULT_LOCALE]);
}

/**
 * Loads what the language needs (and the admin texts once an admin screen asked for them), then
 * switches. `laterTexts: 'later'` (the first paint) does not wait for the texts no public page shows
 * at once: they follow once the page has loaded, and the pages and dialogs that use them ask for
 * them at once and wait (`laterTexts()`).
 */
export async function activateLocale(locale: Locale, opts: { remember?: boolean; laterTexts?: 'now' | 'later' } = {}): Promise<void> {
  if (opts.laterTexts === 'later') {
    void afterLoad()
      .then(() => ensure('later', locale))
      .catch(() => undefined);
    await ensure('public', locale);
  } else await Promise.all([ensure('later', locale), ensure('public', locale)]);
  if (adminWanted) await ensure('admin', locale);
  i18n.activate(locale);
  applyDocumentLanguage(locale);
  if (opts.remember) {
    try {
      localStorage.setItem(STORAGE_KEY, locale);
      rememberForServer(locale);
    } catch {
      // Not remembered on this device; the account still keeps it for members.
    }
  }
}

/** The texts that follow the first paint, in the reader's language: awaited by the screens that use them. */
export function laterTexts(): Promise<void> {
  return ensure('later', currentLocale()).catch(() => undefined);
}

/** A lazy module whose screen shows later texts: its code and those texts arrive together. */
export const withLaterTexts =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), laterTexts()]).then(([m]) => m);

/** Admin screens call this before rendering: their texts stay out of the public download. */
export async function loadAdminCatalogs(): Promise<void> {
  adminWanted = true;
  await ensure('admin', i18n.locale as Locale);
}

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

export function applyDocumentLanguage(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDir(locale);
}

/** Every catalog of every language, for tests that render in another language. */
export async function loadEverything(): Promise<void> {
  adminWanted = true;
  for (const locale of LOCALES) {
    await ensure('public', locale);
    await ensure('later', locale);
    await ensure('admin', locale);
  }
}
