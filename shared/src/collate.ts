import { DEFAULT_LOCALE, type Locale } from './i18n/locales';

/*
 * Lists of names in the reader's order: "Élan" with the E's, not after Z, numbers by value ("Team 9"
 * before "Team 10"), and in Arabic the Arabic names first, in Arabic alphabetical order (Unicode's
 * collation for `ar` puts Arabic script before Latin; English and French put Latin first).
 */
const collators = new Map<Locale, Intl.Collator>();

export function nameCollator(locale: Locale = DEFAULT_LOCALE): Intl.Collator {
  let c = collators.get(locale);
  if (!c) {
    c = new Intl.Collator(locale, { numeric: true });
    collators.set(locale, c);
  }
  return c;
}

/** A comparator for `sort`: items by the name `nameOf` gives, in the reader's order. */
export function byName<T>(locale: Locale, nameOf: (item: T) => string | null | undefined): (a: T, b: T) => number {
  const { compare } = nameCollator(locale);
  return (a, b) => compare(nameOf(a) ?? '', nameOf(b) ?? '');
}

/** A sorted copy of `items` by name in the reader's order. */
export function sortByName<T>(items: readonly T[], locale: Locale, nameOf: (item: T) => string | null | undefined): T[] {
  return [...items].sort(byName(locale, nameOf));
}
