import { describe, expect, it } from 'vitest';
import { isolate } from './bidi';

describe('isolate', () => {
  it('wraps a name in a first-strong isolate so it keeps its own direction in a sentence', () => {
    expect(isolate('Achrafieh نمور FC')).toBe('\u2068Achrafieh نمور FC\u2069');
    expect(isolate(3)).toBe('\u20683\u2069');
  });
});
