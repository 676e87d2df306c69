import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken, e2e, useBrowser } from './support/fixtures';

if (!e2e.available) console.warn(`End-to-end standings journey skipped: ${e2e.skipReason}`);

const WAIT = { timeout: 15_000, interval: 100 };

async function logIn(page: Page) {
  await page.goto('/');
  const direct = page.getByRole('button', { name: 'Login', exact: true }).first();
  if (!(await direct.isVisible())) await page.getByRole('button', { name: /menu/i }).first().click();
  await page.getByRole('button', { name: 'Login', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(e2e.admin.email);
  await dialog.getByLabel('Password').fill(e2e.admin.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('loggedInUser') ?? ''), { timeout: 10_000 }).toContain('"isAdmin":true');
}

const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

describe.skipIf(!e2e.available)('an organiser runs the stages on a phone', () => {
  const browser = useBrowser();

  it('reads the draw in the Standings Manager, saves a final ranking and sees it on the event page', async () => {
    const { page } = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await logIn(page);

    await page.goto('/admin/standings');
    await expect.poll(() => page.getByRole('heading', { name: 'Standings Manager' }).isVisible(), WAIT).toBe(true);
    const eventSelect = page.getByRole('combobox', { name: 'Event', exact: true });
    await expect.poll(() => eventSelect.locator('option').count(), WAIT).toBeGreaterThan(1);
    // The demo's futsal cup, newest edition first: its groups are drawn already.
    const value = await eventSelect.locator('option').nth(1).getAttribute('value');
    await eventSelect.selectOption(value!);
    await expect.poll(() => page.getByRole('group', { name: 'Group A' }).isVisible(), WAIT).toBe(true);
    expect(await page.getByRole('button', { name: 'Auto-Assign Teams' }).isVisible()).toBe(true);
    expect(await fitsThePhone(page)).toBe(true);

    // A team already in a slot cannot take a second one: its option is disabled elsewhere.
    const firstSlot = page.getByRole('group', { name: 'Group A' }).getByRole('combobox').first();
    await expect.poll(() => firstSlot.inputValue(), WAIT).not.toBe('');
    const taken = await firstSlot.inputValue();
    const elsewhere = page.getByRole('group', { name: 'Group B' }).getByRole('combobox').first();
    expect(await elsewhere.locator(`option[value="${taken}"]`).isDisabled()).toBe(true);

    await page.getByRole('tab', { name: 'Knockout Stage' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Generate Knockout Fixtures', exact: true }).isVisible(), WAIT).toBe(true);
    // The demo's knockout is under way: its rounds are listed one tab at a time.
    await expect.poll(() => page.getByRole('button', { name: 'Quarter Finals' }).isVisible(), WAIT).toBe(true);
    expect(await fitsThePhone(page)).toBe(true);

    // Custom Rankings Manager: two positions saved, shown as the final ranking on the event page.
    await page.goto('/admin/rankings');
    await expect.poll(() => page.getByRole('heading', { name: 'Custom Rankings Manager' }).isVisible(), WAIT).toBe(true);
    const rankEvent = page.getByRole('combobox', { name: 'Event', exact: true });
    await expect.poll(() => rankEvent.locator('option').count(), WAIT).toBeGreaterThan(1);
    await rankEvent.selectOption(value!);
    const first = page.getByRole('combobox', { name: 'Team at position 1', exact: true });
    await expect.poll(() => first.locator('option').count(), WAIT).toBeGreaterThan(2);
    const teamA = (await first.locator('option').nth(1).getAttribute('value'))!;
    const teamB = (await first.locator('option').nth(2).getAttribute('value'))!;
    await first.selectOption(teamA);
    await page.getByRole('combobox', { name: 'Team at position 2', exact: true }).selectOption(teamB);
    // The team at position 1 cannot be chosen again.
    expect(
      await page.getByRole('combobox', { name: 'Team at position 2', exact: true }).locator(`option[value="${teamA}"]`).isDisabled(),
    ).toBe(true);
    await page.getByRole('spinbutton', { name: 'Points' }).first().fill('12');
    await page.getByRole('button', { name: 'Save Rankings' }).click();
    await expect.poll(() => page.getByText('Saved!').isVisible(), WAIT).toBe(true);
    expect(await fitsThePhone(page)).toBe(true);

    const token = await adminToken();
    const events = (await (
      await fetch(`${e2e.baseUrl}/api/events?limit=100`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      events: { _id: string; slug: string; event_edition: number; ageGroups: { slug: string }[] }[];
    };
    const event = events.events.find((e) => e._id === value)!;
    await page.goto(`/events/${event.slug}?edition=${event.event_edition}`);
    await page.getByRole('tab', { name: 'Standings' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Final Ranking' }).isVisible(), WAIT).toBe(true);
  }, 90_000);
});
