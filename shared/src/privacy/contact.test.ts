import { describe, expect, it } from 'vitest';
import { beirutDay, contactIsPublic, isAdult, mayReceiveContact, visibleInstagram, type ContactViewer } from './contact';

describe('isAdult (18 on Beirut calendar)', () => {
  it.each([
    // [date of birth, instant, adult?]
    ['2008-06-15', '2026-06-14T20:59:59Z', false], // 23:59:59 on the 14th in Beirut (summer, UTC+3)
    ['2008-06-15', '2026-06-14T21:00:00Z', true], // midnight of the 18th birthday in Beirut, still the 14th in UTC
    ['2008-06-15', '2026-06-15T12:00:00Z', true],
    ['2008-01-10', '2026-01-09T21:59:59Z', false], // winter, UTC+2
    ['2008-01-10', '2026-01-09T22:00:00Z', true],
    ['2008-06-15', '2025-12-31T12:00:00Z', false], // 17 and a half
    ['2007-12-31', '2026-01-01T12:00:00Z', true],
    ['1960-03-01', '2026-01-01T12:00:00Z', true],
    ['2020-05-05', '2026-01-01T12:00:00Z', false],
    ['2008-02-29', '2026-02-28T12:00:00Z', false], // born on a leap day: of age on 1 March
    ['2008-02-29', '2026-02-28T22:00:00Z', true], // 00:00 on 1 March in Beirut
    ['2008-02-29', '2028-02-28T12:00:00Z', true], // long past
    [null, '2026-01-01T12:00:00Z', false], // unknown birth date: a minor
    [undefined, '2026-01-01T12:00:00Z', false],
    ['', '2026-01-01T12:00:00Z', false],
    ['not a date', '2026-01-01T12:00:00Z', false],
  ] as const)('born %s, at %s: adult %s', (dob, at, adult) => {
    expect(isAdult(dob, new Date(at))).toBe(adult);
  });

  it('reads the day in Beirut', () => {
    expect(beirutDay(new Date('2026-06-14T21:00:00Z'))).toBe('2026-06-15');
    expect(beirutDay(new Date('2026-01-09T21:59:00Z'))).toBe('2026-01-09');
  });
});

describe('who receives a contact detail', () => {
  const now = new Date('2026-06-14T21:00:00Z');
  const adult = '2008-06-15';
  const minor = '2008-06-16';
  it.each([
    // [birth date, chose to show, viewer, receives?]
    [adult, true, 'public', true],
    [adult, false, 'public', false],
    [minor, true, 'public', false], // a minor's choice (from older data) never makes it public
    [minor, false, 'public', false],
    [null, true, 'public', false],
    [adult, false, 'self', true],
    [minor, false, 'self', true],
    [minor, false, 'admin', true],
    [null, false, 'admin', true],
  ] as const)('born %s, shown %s, to %s: %s', (dateOfBirth, showInstagram, viewer, receives) => {
    const subject = { dateOfBirth, showInstagram, instagramUsername: 'handle' };
    expect(mayReceiveContact(subject, viewer as ContactViewer, now)).toBe(receives);
    expect(visibleInstagram(subject, viewer as ContactViewer, now)).toBe(receives ? 'handle' : null);
    if (viewer === 'public') expect(contactIsPublic(subject, now)).toBe(receives);
  });
});
