import { describe, expect, it } from 'vitest';
import { penaltyText, statusBadgeText } from './game-format';

describe('statusBadgeText', () => {
  it.each([
    ['completed', 'Full Time'],
    ['live', 'Live'],
    ['Upcoming', 'Upcoming'],
    ['upcoming', 'Upcoming'],
    ['postponed', 'Postponed'],
    ['scheduled', 'Scheduled'],
    ['cancelled', 'Cancelled'],
    ['Not Scheduled', 'Not Scheduled'],
  ])('%s reads %s', (status, text) => {
    expect(statusBadgeText(status)).toBe(text);
  });
});

describe('penaltyText', () => {
  it.each([
    [null, null],
    [undefined, null],
    [0, '(0 pens)'],
    [5, '(5 pens)'],
  ])('%s gives %s', (n, text) => {
    expect(penaltyText(n)).toBe(text);
  });
});
