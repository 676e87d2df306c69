import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypesSource } from './api-types';

describe("the app's types of the API", () => {
  it('are those of the current declarations', async () => {
    const committed = readFileSync(API_TYPES_FILE, 'utf8');
    const fresh = await apiTypesSource();
    expect(committed === fresh, 'pwa/src/data/api-paths.gen.ts is out of date: run `npm run api:types`').toBe(true);
  });
});
