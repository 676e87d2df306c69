import { describe, expect, it } from 'vitest';
import { CALENDAR_TEXTS, isolateName, localScoreLine, PAGE_TEXTS } from './page-texts';
import { LOCALES } from './locales';

describe('server-written page and calendar texts', () => {
  it.each(LOCALES)('%s has a word for every game status and a distinct og:locale', (locale) => {
    const t = PAGE_TEXTS[locale];
    for (const word of Object.values(t.status)) expect(word.trim()).not.toBe('');
    expect(t.ogLocale).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
    expect(CALENDAR_TEXTS[locale].marked('postponed', 'A – B')).toContain(t.status.postponed);
  });

  it.each([
    ['en', '2-2 (3-1 pens)'],
    ['ar', '2-2 (3-1 ترجيح)'],
    ['fr', '2-2 (3-1 t.a.b.)'],
  ] as const)('the shoot-out in %s: %s', (locale, text) => {
    expect(localScoreLine({ homeScore: 2, awayScore: 2, homePenalties: 3, awayPenalties: 1 }, locale)).toBe(text);
    expect(localScoreLine({ homeScore: 1, awayScore: 0, homePenalties: null, awayPenalties: null }, locale)).toBe('1-0');
  });

  it('isolates names only in right-to-left text', () => {
    expect(isolateName('Achrafieh نمور FC', 'ar')).toBe('\u2068Achrafieh نمور FC\u2069');
    expect(isolateName('Achrafieh نمور FC', 'fr')).toBe('Achrafieh نمور FC');
  });

  it('editions read in each language', () => {
    expect(PAGE_TEXTS.en.edition(2)).toBe('2nd Edition');
    expect(PAGE_TEXTS.fr.edition(1)).toBe('1re édition');
    expect(PAGE_TEXTS.ar.edition(3)).toBe('النسخة الثالثة');
  });
});
