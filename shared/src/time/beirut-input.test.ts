import { describe, expect, it } from 'vitest';
import { beirutInputToUtc, beirutToUtcIso, utcToBeirutInput, utcToBeirutParts } from './beirut-input';

describe('Beirut wall-clock inputs', () => {
  it.each([
    ['winter (UTC+2)', '2026-11-21', '15:00', '2026-11-21T13:00:00.000Z'],
    ['summer (UTC+3)', '2026-07-04', '09:30', '2026-07-04T06:30:00.000Z'],
    ['just after midnight, the day before in UTC', '2026-11-22', '00:30', '2026-11-21T22:30:00.000Z'],
    ['the hour that happens twice when clocks go back is its first', '2026-10-24', '23:30', '2026-10-24T20:30:00.000Z'],
    ['after clocks go back', '2026-10-25', '00:30', '2026-10-24T22:30:00.000Z'],
    ['a time skipped when clocks go forward reads as before the jump', '2026-03-29', '00:30', '2026-03-28T22:30:00.000Z'],
  ])('reads %s', (_case, date, time, iso) => {
    expect(beirutToUtcIso(date, time)).toBe(iso);
    expect(beirutInputToUtc(`${date}T${time}`)).toBe(iso);
  });

  it.each([
    ['2026-11-21T13:00:00.000Z', '2026-11-21', '15:00'],
    ['2026-07-04T06:30:00.000Z', '2026-07-04', '09:30'],
    ['2026-11-21T22:30:00.000Z', '2026-11-22', '00:30'],
  ])('shows %s as %s %s in Beirut', (iso, date, time) => {
    expect(utcToBeirutParts(iso)).toEqual({ date, time });
    expect(utcToBeirutInput(iso)).toBe(`${date}T${time}`);
  });

  it('round-trips every quarter hour of a year', () => {
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 6 * 3_600_000 + 15 * 60_000) {
      const iso = new Date(ms).toISOString();
      const { date, time } = utcToBeirutParts(iso)!;
      // The hour that happens twice when clocks go back reads as its first occurrence.
      expect([iso, new Date(ms - 3_600_000).toISOString()]).toContain(beirutToUtcIso(date, time));
    }
  });

  it.each([
    ['2026-02-30', '10:00'],
    ['2026-11-21', '25:00'],
    ['', '10:00'],
    ['2026-11-21', ''],
  ])('refuses %s %s', (date, time) => {
    expect(beirutToUtcIso(date, time)).toBeNull();
  });

  it('shows nothing for a value that is not a date', () => {
    expect(utcToBeirutParts('soon')).toBeNull();
    expect(utcToBeirutInput('soon')).toBe('');
    expect(beirutInputToUtc('2026-11-21')).toBeNull();
  });
});
