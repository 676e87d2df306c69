import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { formatDate, formatNumber, localeDir, ordinalFor, relativeTimeFor, type DateStyle, type Locale } from '@pitchside/shared';
import { catalogsVersion, currentLocale, i18n } from './i18n';

export type TranslateValues = Record<string, string | number | null | undefined>;
export type Translate = (id: string, values?: TranslateValues) => string;

function subscribe(onChange: () => void): () => void {
  return i18n.on('change', onChange);
}

const snapshot = () => `${i18n.locale}#${catalogsVersion()}`;

/** The language and the texts loaded so far: changes when either does. */
function useCatalogs(): string {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The reader's language; components re-render when it changes, or when more of its texts arrive. */
export function useLocale(): Locale {
  useCatalogs();
  return currentLocale();
}

/** Translates a catalog key in the reader's language: `t('event.tabs.teams')`, `t('games.count', { n })`. */
export function useT(): Translate {
  const catalogs = useCatalogs();
  // A dependency so components holding `t` re-render with the new language or newly arrived texts.
  return useCallback<Translate>((id, values) => translate(id, values), [catalogs]); // eslint-disable-line react-hooks/exhaustive-deps
}

/** Outside React (alerts, document titles): the same lookup in the active language. */
export function translate(id: string, values?: TranslateValues): string {
  return i18n._(id, values as Record<string, unknown> | undefined);
}

export function hasTranslation(id: string): boolean {
  return Object.prototype.hasOwnProperty.call(i18n.messages, id);
}

/** Numbers, dates, ordinals and relative times in the reader's language, Beirut time. */
export function useFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      dir: localeDir(locale),
      number: (n: number) => formatNumber(n, locale),
      date: (d: Date | string | number, style: DateStyle = 'date') => formatDate(d, style, locale),
      ordinal: (n: number) => ordinalFor(n, locale),
      relative: (d: Date | string | number, now?: Date) => relativeTimeFor(d, now, locale),
      /** "1st Edition", "النسخة الأولى", "1re édition". */
      edition: (n: number) => editionText(n, locale),
    }),
    [locale],
  );
}

/** An edition's label in the given language, outside React too (option lists built in helpers). */
export function editionText(n: number, locale: Locale = currentLocale()): string {
  return translate('common.edition', { ordinal: ordinalFor(n, locale) });
}
