import { describe, expect, it } from 'vitest';
import { checkImage, fitWidth } from './compress-image';

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('registration photos in the browser', () => {
  it.each([
    ['me.jpg', 'image/jpeg', 1000, null],
    ['me.JPEG', '', 1000, null],
    ['me.png', 'image/png', 1000, null],
    ['me.gif', 'image/gif', 1000, 'type'],
    ['me.webp', 'image/webp', 1000, 'type'],
    ['me.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1, 'size'],
    ['me.jpg', 'image/jpeg', 5 * 1024 * 1024, null],
  ] as const)('%s (%s, %i bytes): %s', (name, type, size, problem) => {
    expect(checkImage(file(name, type, size))).toBe(problem);
  });

  it.each([
    [4000, 3000, 800, 600],
    [800, 1200, 800, 1200],
    [640, 480, 640, 480],
    [1001, 1, 800, 1],
  ])('fits %ix%i into %ix%i, never enlarging', (w, h, ew, eh) => {
    expect(fitWidth(w, h)).toEqual({ width: ew, height: eh });
  });
});
