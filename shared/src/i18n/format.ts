import { DEFAULT_LOCALE, TIME_ZONE, type Locale } from './locales';

/**
 * Numbers, dates and ordinals in the reader's language through Intl, always in Beirut time.
 * Latin digits are kept in Arabic too: scores, minutes and player IDs are read that way at the pitch
 * and on Lebanese scoreboards.
 */
function intlTag(locale: Locale): string {
  return locale === 'ar' ? 'ar-LB-u-nu-latn' : locale === 'fr' ? 'fr-LB' : 'en-GB';
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

export function formatNumber(n: number, locale: Locale = DEFAULT_LOCALE): string {
  return cached(`n:${locale}`, () => new Intl.NumberFormat(intlTag(locale))).format(n);
}

export type DateStyle = 'date' | 'time' | 'dateTime' | 'shortDate' | 'weekdayTime' | 'weekdayDate';
const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  shortDate: { day: 'numeric', month: 'short' },
  time: { hour: '2-digit', minute: '2-digit' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  weekdayTime: { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  weekdayDate: { weekday: 'long', day: 'numeric', month: 'long' },
};

export function formatDate(value: Date | string | number, style: DateStyle = 'date', locale: Locale = DEFAULT_LOCALE): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return cached(
    `d:${locale}:${style}`,
    () => new Intl.DateTimeFormat(intlTag(locale), { ...DATE_OPTIONS[style], timeZone: TIME_ZONE }),
  ).format(d);
}

const AR_ORDINALS = ['', 'الأولى', 'الثانية', 'الثالثة', 'الرابعة', 'الخامسة', 'السادسة', 'السابعة', 'الثامنة', 'التاسعة', 'العاشرة'];

/** Ordinal of an edition: 1st, 2nd, 3rd, Nth; 1re, 2e; الأولى, الثانية ... (then the number). */
export function ordinalFor(n: number, locale: Locale = DEFAULT_LOCALE): string {
  if (locale === 'fr') return n === 1 ? '1re' : `${n}e`;
  if (locale === 'ar') return AR_ORDINALS[n] ?? String(n);
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** 'Just now', Nm, Nh, Nd, then the date (spec); in Arabic and French the same steps in their words. */
export function relativeTimeFor(then: Date | string | number, now: Date = new Date(), locale: Locale = DEFAULT_LOCALE): string {
  const t = new Date(then);
  const seconds = Math.floor((now.getTime() - t.getTime()) / 1000);
  const days = Math.floor(seconds / 86_400);
  if (days >= 7) return formatDate(t, 'date', locale);
  if (locale === 'en') {
    if (seconds < 60) return 'Just now';
    if (seconds < 3600) return `${Math.floor(seconds / 60)}m`;
    if (seconds < 86_400) return `${Math.floor(seconds / 3600)}h`;
    return `${days}d`;
  }
  const rtf = cached(`r:${locale}`, () => new Intl.RelativeTimeFormat(intlTag(locale), { numeric: 'auto', style: 'short' }));
  if (seconds < 60) return rtf.format(0, 'second');
  if (seconds < 3600) return rtf.format(-Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return rtf.format(-Math.floor(seconds / 3600), 'hour');
  return rtf.format(-days, 'day');
}
