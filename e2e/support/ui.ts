import type { Page } from 'playwright-core';

/** The account button with the member's name, opening the phone-sized menu when it is collapsed. */
export async function nameInHeader(page: Page, name: string): Promise<boolean> {
  const account = page.getByRole('banner').getByRole('link', { name, exact: true });
  if (await account.isVisible()) return true;
  const toggle = page.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) await toggle.click();
  return account.isVisible();
}

/** Header buttons sit in the mobile menu on a phone-sized screen. */
export async function openFromHeader(page: Page, name: string) {
  const direct = page.getByRole('button', { name, exact: true }).first();
  if (!(await direct.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name, exact: true }).first().click();
}
