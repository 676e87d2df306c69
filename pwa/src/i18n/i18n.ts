import { setupI18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALES, isLocale, localeDir, matchLocale, type Locale } from '@pitchside/shared';

/**
 * The translation layer (Lingui). Catalogs live in locales/<lang>/<area>.json as ICU messages,
 * compiled at build time. Every language, English included, is its own set of small chunks loaded
 * before the first paint (main.tsx awaits it), so a reader downloads only their language; the admin
 * areas load with the admin screens. The service worker precaches them all, so they work offline.
 */
type Catalog = Record<string, Messages[string]>;
type Loader = () => Promise<Catalog>;

// One module per language (texts/<lang>.ts gathers its areas), so the texts come in one request.
const PUBLIC = import.meta.glob<Catalog>('./texts/*.ts', { import: 'default' });
const ADMIN = import.meta.glob<Catalog>('./locales/*/admin-*.json', { import: 'default' });

export const i18n = setupI18n();
i18n.load(DEFAULT_LOCALE, {});
i18n.activate(DEFAULT_LOCALE);

const STORAGE_KEY = 'pitchside.locale';
const loaded = new Set<string>();
let adminWanted = false;

function loadersFor(group: Record<string, Loader>, locale: Locale): Loader[] {
  return Object.entries(group)
    .filter(([path]) => path.startsWith(`./locales/${locale}/`) || path === `./texts/${locale}.ts`)
    .map(([, load]) => load);
}

async function ensure(kind: 'public' | 'admin', locale: Locale): Promise<void> {
  const key = `${kind}:${locale}`;
  if (loaded.has(key)) return;
  const catalogs = await Promise.all(loadersFor(kind === 'admin' ? ADMIN : PUBLIC, locale).map((load) => load()));
  i18n.load(locale, Object.assign({}, ...catalogs));
  loaded.add(key);
}

/** The language the device remembers, else the browser's preference, else English. */
export function detectLocale(): Locale {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (isLocale(saved)) return saved;
  } catch {
    // Storage can be blocked (private mode); the browser's preference still applies.
  }
  if (typeof navigator === 'undefined') return DEFAULT_LOCALE;
  return matchLocale(navigator.languages?.length ? navigator.languages : [navigator.language ?? DEFAULT_LOCALE]);
}

/** Loads what the language needs (and the admin texts once an admin screen asked for them), then switches. */
export async function activateLocale(locale: Locale, opts: { remember?: boolean } = {}): Promise<void> {
  await ensure('public', locale);
  if (adminWanted) await ensure('admin', locale);
  i18n.activate(locale);
  applyDocumentLanguage(locale);
  if (opts.remember) {
    try {
      localStorage.setItem(STORAGE_KEY, locale);
    } catch {
      // Not remembered on this device; the account still keeps it for members.
    }
  }
}

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
    await ensure('admin', locale);
  }
}
