import { COUNTER_STEPS } from '@pitchside/shared';
import { describe, expect, it } from 'vitest';
import { countAt } from './count-up';

describe('home counters', () => {
  it('start at the old value and land exactly on the target after the last step', () => {
    expect(countAt(0, 1087, 0)).toBe(0);
    expect(countAt(0, 1087, COUNTER_STEPS)).toBe(1087);
    expect(countAt(500, 1087, COUNTER_STEPS)).toBe(1087);
  });

  it('ease out: more than half-way after half the steps', () => {
    expect(countAt(0, 1000, COUNTER_STEPS / 2)).toBeGreaterThan(500);
  });
});
