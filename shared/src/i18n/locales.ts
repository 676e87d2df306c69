/** The languages Pitchside speaks. English carries the specification's texts; Arabic reads right to left. */
export const LOCALES = ['en', 'ar', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Every date and time is shown as it is at the pitch, whatever the reader's device says. */
export const TIME_ZONE = 'Asia/Beirut';

/** The name of each language in itself, for the language switcher. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية', fr: 'Français' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function localeDir(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The first supported language among the reader's preferences ('ar-LB', 'fr-FR', 'en-US' ...),
 * as a browser's navigator.languages or an Accept-Language header lists them.
 */
export function matchLocale(preferences: readonly string[]): Locale {
  for (const tag of preferences) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

/** Parses an Accept-Language header into tags ordered by weight. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, i };
    })
    .filter((p) => p.tag && p.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.i - b.i)
    .map((p) => p.tag);
}
