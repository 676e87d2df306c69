import { describe, expect, it } from 'vitest';
import { byName, nameCollator, sortByName } from './collate';

const names = ['Tariq', 'نمور الأشرفية', 'Élan', 'Team 10', 'أرز بيروت', 'Achrafieh', 'Team 9', 'zahle', 'بيروت'];

describe('names in the reader’s order', () => {
  it.each([
    ['en', ['Achrafieh', 'Élan', 'Tariq', 'Team 9', 'Team 10', 'zahle', 'أرز بيروت', 'بيروت', 'نمور الأشرفية']],
    ['fr', ['Achrafieh', 'Élan', 'Tariq', 'Team 9', 'Team 10', 'zahle', 'أرز بيروت', 'بيروت', 'نمور الأشرفية']],
    ['ar', ['أرز بيروت', 'بيروت', 'نمور الأشرفية', 'Achrafieh', 'Élan', 'Tariq', 'Team 9', 'Team 10', 'zahle']],
  ] as const)('%s', (locale, expected) => {
    expect(sortByName(names, locale, (n) => n)).toEqual(expected);
    expect([...names].sort(nameCollator(locale).compare)).toEqual(expected);
  });

  it('sorts items by the name a function gives, a missing name first', () => {
    const teams = [{ name: 'Tariq' }, { name: null }, { name: 'Élan' }];
    expect(teams.sort(byName('en', (t) => t.name)).map((t) => t.name)).toEqual([null, 'Élan', 'Tariq']);
  });
});
