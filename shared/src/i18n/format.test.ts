import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, ordinalFor, relativeTimeFor } from './format';
import { matchLocale, parseAcceptLanguage } from './locales';

describe('ordinalFor', () => {
  it.each([
    [1, 'en', '1st'],
    [2, 'en', '2nd'],
    [3, 'en', '3rd'],
    [4, 'en', '4th'],
    [11, 'en', '11th'],
    [12, 'en', '12th'],
    [13, 'en', '13th'],
    [21, 'en', '21st'],
    [22, 'en', '22nd'],
    [1, 'fr', '1re'],
    [2, 'fr', '2e'],
    [21, 'fr', '21e'],
    [1, 'ar', 'الأولى'],
    [3, 'ar', 'الثالثة'],
    [10, 'ar', 'العاشرة'],
    [14, 'ar', '14'],
  ] as const)('%i in %s is %s', (n, locale, expected) => {
    expect(ordinalFor(n, locale)).toBe(expected);
  });
});

describe('relativeTimeFor', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const ago = (s: number) => new Date(now.getTime() - s * 1000);
  it.each([
    [10, 'en', 'Just now'],
    [5 * 60, 'en', '5m'],
    [3 * 3600, 'en', '3h'],
    [2 * 86400, 'en', '2d'],
  ] as const)('%is ago in %s reads %s', (s, locale, expected) => {
    expect(relativeTimeFor(ago(s), now, locale)).toBe(expected);
  });
  it('speaks French and Arabic in their own words, never English', () => {
    expect(relativeTimeFor(ago(5 * 60), now, 'fr')).toMatch(/5\s*min/);
    expect(relativeTimeFor(ago(5 * 60), now, 'ar')).toMatch(/5/);
    expect(relativeTimeFor(ago(5 * 60), now, 'ar')).not.toMatch(/[a-z]/i);
  });
  it('gives the date after a week, in Beirut time', () => {
    expect(relativeTimeFor(new Date('2026-05-01T22:30:00Z'), now, 'en')).toBe('2 May 2026');
  });
});

describe('formatting', () => {
  it('keeps Latin digits in Arabic and groups thousands per language', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'ar')).toMatch(/^12.345$/);
    expect(formatNumber(12345, 'fr').replace(/\s/g, ' ')).toBe('12 345');
  });
  it('shows kick-off times in Beirut time whatever the device zone', () => {
    expect(formatDate('2026-06-01T15:00:00Z', 'time', 'en')).toBe('18:00');
  });
});

describe('matchLocale', () => {
  it.each([
    [['ar-LB', 'en'], 'ar'],
    [['fr-FR'], 'fr'],
    [['de-DE', 'fr'], 'fr'],
    [['de-DE'], 'en'],
    [[], 'en'],
  ] as const)('%j gives %s', (prefs, expected) => {
    expect(matchLocale(prefs)).toBe(expected);
  });
  it('orders Accept-Language by weight', () => {
    expect(parseAcceptLanguage('en;q=0.5, ar-LB, fr;q=0.8')).toEqual(['ar-LB', 'fr', 'en']);
    expect(matchLocale(parseAcceptLanguage('de, fr;q=0.9'))).toBe('fr');
  });
});
