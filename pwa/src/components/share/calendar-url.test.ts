import { describe, expect, it } from 'vitest';
import { calendarSubscriptionUrl } from './calendar-url';

describe('calendar subscription', () => {
  it('a webcal: address on this host, in the reader’s language', () => {
    expect(calendarSubscriptionUrl('/api/teams/abc/calendar.ics', 'ar', { host: 'pitchside.lb' })).toBe(
      'webcal://pitchside.lb/api/teams/abc/calendar.ics?lang=ar',
    );
  });
});
