import { defineConfig } from 'vitest/config';

// End-to-end: one production server (built PWA + API + demo data) for the whole run, driven by
// the system Chromium through playwright-core. Files run one after another: they share the server.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    // Sign-ups, logins and resets hash a password at OWASP's cost: a second or more on a busy machine.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 240_000,
  },
});
