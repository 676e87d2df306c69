import { describe, expect, it } from 'vitest';
import { e2e, useBrowser } from './support/fixtures';

if (!e2e.available) console.warn(`End-to-end bracket skipped: ${e2e.skipReason}`);

const SLUG = 'schools-futsal-cup';

describe.skipIf(!e2e.available)('the knockout bracket', () => {
  const browser = useBrowser();

  it('on a phone starts at the first round played, shows full names, and leads to the Final and Champion', async () => {
    const { page } = await browser.newPage();
    await page.goto(`/events/${SLUG}?tab=standings&stage=knockout`);
    await expect.poll(() => page.locator('.bracket__champion').count()).toBe(1);

    // The first column holds teams: no column of empty TBD boxes from a round nobody plays.
    const first = page.locator('.bracket__col').first();
    expect(await first.locator('.bracket-slot:not(.is-tbd)').count()).toBeGreaterThan(0);

    // Names are never cut: every name fits its box (it wraps instead).
    const cut = await page.$$eval('.bracket-slot__name', (els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).length);
    expect(cut).toBe(0);

    const scroller = page.locator('.bracket-scroll');
    const overflows = await scroller.evaluate((el) => el.scrollWidth > el.clientWidth);
    if (overflows) {
      const hint = page.getByRole('button', { name: /Scroll to see the Final/ });
      await expect.poll(() => hint.isVisible()).toBe(true);
      await hint.click();
      const inView = () =>
        page.locator('.bracket__col--final').evaluate((col) => {
          const r = col.getBoundingClientRect();
          return r.left >= -1 && r.right <= window.innerWidth + 1;
        });
      await expect.poll(inView).toBe(true);
      await expect.poll(() => page.locator('.bracket__champion').isVisible()).toBe(true);
    }
  });

  it('prints on one A4 landscape page width, without the header or the scroll cue', async () => {
    // A4 landscape less 10 mm margins is about 1047 CSS pixels wide.
    const { page } = await browser.newPage({ viewport: { width: 1047, height: 720 } });
    await page.goto(`/events/${SLUG}?tab=standings&stage=knockout`);
    await expect.poll(() => page.locator('.bracket__champion').count()).toBe(1);
    await page.emulateMedia({ media: 'print' });
    const fits = await page.locator('.bracket-scroll').evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
    expect(fits).toBe(true);
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.locator('.bracket-hint').count()).toBe(0);
  });
});
