import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { measureBundles } from '../api/src/bench/bundle-size';

/** DESIGN.md section 7: a fan's first load of any public page, gzipped, is at most 100 KB (KiB, as the benchmark counts). */
const BUDGET_BYTES = 100 * 1024;

// The e2e run serves the build it just made: the same files measured as the benchmark does
// (api/src/bench/bundle-size.ts), so a change that pushes a public page over budget fails here,
// not weeks later in a benchmark run.
describe('first load of the public pages', () => {
  const bundles = measureBundles(fileURLToPath(new URL('../pwa/dist', import.meta.url)));

  it('finds the build manifest and every measured page in it', () => {
    expect(bundles, 'pwa/dist/.vite/manifest.json: build the PWA first').not.toBeNull();
    expect(bundles!.filter((b) => !b.pageFound).map((b) => b.route)).toEqual([]);
  });

  it('keeps each public page within 100 KB gzipped', () => {
    const over = (bundles ?? [])
      .filter((b) => b.gzipBytes > BUDGET_BYTES)
      .map((b) => `${b.route}: ${(b.gzipBytes / 1024).toFixed(2)} KB (${b.files.join(', ')})`);
    expect(over).toEqual([]);
  });
});
