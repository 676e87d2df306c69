import { describe, expect, it } from 'vitest';
import { ageGroupLabel } from './event-header';

describe('ageGroupLabel', () => {
  it.each([
    [{ name: 'U14', label: 'Under 14' }, 'U14 (Under 14)'],
    [{ name: 'Open', label: 'Open (18+)' }, 'Open (18+)'],
    [{ name: 'U12', label: null }, 'U12'],
  ])('%o reads %s', (g, text) => {
    expect(ageGroupLabel(g)).toBe(text);
  });
});
