import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // Each file opens its own database (PGlite in memory, or a new Postgres database in CI).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
