import { describe, expect, it } from 'vitest';
import { badgeText, editionLabel, logoUrl, ordinal, relativeTime, slugify, truncateName, uniqueSlug } from './format';

describe('ordinal', () => {
  const expected = [
    '1st',
    '2nd',
    '3rd',
    '4th',
    '5th',
    '6th',
    '7th',
    '8th',
    '9th',
    '10th',
    '11th',
    '12th',
    '13th',
    '14th',
    '15th',
    '16th',
    '17th',
    '18th',
    '19th',
    '20th',
    '21st',
    '22nd',
    '23rd',
    '24th',
  ];
  it.each(expected.map((label, i) => [i + 1, label] as const))('%i -> %s', (n, label) => {
    expect(ordinal(n)).toBe(label);
  });
  it.each([
    [101, '101st'],
    [102, '102nd'],
    [111, '111th'],
    [112, '112th'],
    [113, '113th'],
    [121, '121st'],
  ])('%i -> %s', (n, label) => {
    expect(ordinal(n)).toBe(label);
  });
  it('labels editions for the event page dropdown', () => {
    expect([1, 2, 3, 4].map(editionLabel)).toEqual(['1st Edition', '2nd Edition', '3rd Edition', '4th Edition']);
  });
});

describe('relativeTime', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  it.each([
    [0, 'Just now'],
    [59, 'Just now'],
    [60, '1m'],
    [59 * 60 + 59, '59m'],
    [60 * 60, '1h'],
    [23 * 3600 + 3599, '23h'],
    [24 * 3600, '1d'],
    [6 * 86400 + 86399, '6d'],
  ])('%i seconds ago -> %s', (seconds, label) => {
    expect(relativeTime(ago(seconds), now)).toBe(label);
  });
  it('shows the date from a week on', () => {
    const then = ago(7 * 86400);
    expect(relativeTime(then, now)).toBe(then.toLocaleDateString());
  });
  it('treats a time slightly in the future (a fast device clock) as just now', () => {
    expect(relativeTime(new Date(now.getTime() + 5000), now)).toBe('Just now');
  });
  it('accepts an ISO string or a timestamp as the server sends them', () => {
    expect(relativeTime(ago(120).toISOString(), now)).toBe('2m');
    expect(relativeTime(ago(7200).getTime(), now)).toBe('2h');
  });
});

describe('slugify (age-group slugs)', () => {
  it.each([
    ['Under 12', 'under-12'],
    ['U14', 'u14'],
    ['Girls (U16)', 'girls-u16'],
    ['  Open   Age  ', 'open-age'],
    ['Seniors 35+', 'seniors-35'],
    ['U-10', 'u-10'],
  ])('%j -> %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it.each([
    ['كأس بيروت للفوتسال', 'كأس-بيروت-للفوتسال'],
    ['دورة الأرز لكرة الصالات', 'دورة-الأرز-لكرة-الصالات'],
    ['نادي الأنصار', 'نادي-الأنصار'],
    ['عَلِيّ', 'علي'],
    ['نـــادي', 'نادي'],
    ['Achrafieh نمور FC', 'achrafieh-نمور-fc'],
    ['تحت ١٤', 'تحت-14'],
    ['تحت ۱۶ (بنات)', 'تحت-16-بنات'],
    ['Coupe Élite – Jounieh', 'coupe-elite-jounieh'],
    ['Ünïon Çup', 'uenion-cup'],
  ])('keeps Arabic letters and transliterates the rest: %j -> %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('makes a slug a reader can recognise: decoded from its URL, it is the name', () => {
    expect(decodeURIComponent(encodeURIComponent(slugify('كأس بيروت')))).toBe('كأس-بيروت');
  });

  it.each(['', '   ', '!!!', '🏆⚽', '★', 'ـــ'])('never gives an empty slug (%j), and the same one for the same name', (name) => {
    expect(slugify(name)).toMatch(/^x-[a-z0-9]+$/);
    expect(slugify(name)).toBe(slugify(name));
  });

  it('makes slugs unique by numbering', () => {
    expect(uniqueSlug('cup', new Set())).toBe('cup');
    expect(uniqueSlug('cup', new Set(['cup', 'cup-2']))).toBe('cup-3');
  });
});

describe('logoUrl (square copies of logos and portraits)', () => {
  it.each([
    ['/api/uploads/team-logos/ab-12.webp', 64, '/api/uploads/team-logos/ab-12-64.webp'],
    ['/api/uploads/event-logos/ab-12.webp', 256, '/api/uploads/event-logos/ab-12-256.webp'],
    ['/api/uploads/portraits/ab-12.webp', 64, '/api/uploads/portraits/ab-12-64.webp'],
    ['/api/uploads/portraits/ab-12-64.webp', 256, '/api/uploads/portraits/ab-12-64.webp'],
    ['/api/uploads/team-logos/demo.png', 64, '/api/uploads/team-logos/demo.png'],
    ['/api/uploads/portraits/old.jpg', 64, '/api/uploads/portraits/old.jpg'],
    ['/api/uploads/private-id/ab-12.webp', 64, '/api/uploads/private-id/ab-12.webp'],
    [null, 64, null],
  ] as const)('%j at %i px -> %j', (url, size, out) => {
    expect(logoUrl(url, size)).toBe(out);
  });
});

describe('truncateName (group cards)', () => {
  it.each([
    ['Beirut FC', 'Beirut FC'],
    ['Tripoli SC!', 'Tripoli SC...'],
    ['Sagesse Club', 'Sagesse Cl...'],
    ['ABCDEFGHIJ', 'ABCDEFGHIJ'],
    ['', ''],
  ])('%j -> %j at 10 characters', (name, shown) => {
    expect(truncateName(name, 10)).toBe(shown);
  });
});

describe('badgeText', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [42, '9+'],
  ])('%i -> %s', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });
});
