import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { e2e, uniqueEmail, useBrowser, verificationLink } from './support/fixtures';

if (!e2e.available) console.warn(`End-to-end password reset skipped: ${e2e.skipReason}`);

describe.skipIf(!e2e.available)('a member who forgot the password chooses a new one', () => {
  const browser = useBrowser();

  it('asks for a link, follows it from the mail, sets a new password and logs in with it', async () => {
    const email = uniqueEmail('karim');
    const oldPassword = 'forgotten-pass-1';
    const newPassword = 'remembered-pass-2';
    await createVerifiedMember(email, 'Karim Saade', oldPassword);

    const { page } = await browser.newPage();
    await page.goto('/');
    await openFromHeader(page, 'Login');
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByRole('button', { name: 'Forgot password?' }).click();

    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await forgot.getByLabel('Email').fill(email);
    await forgot.getByRole('button', { name: 'Send link' }).click();
    await expect
      .poll(() => forgot.textContent())
      .toContain('If an account uses this e-mail, a link to choose a new password is on its way.');

    await page.goto(await resetLink(email));
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.textContent('body')).toContain('Password changed successfully! You can now log in.');

    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const again = page.getByRole('dialog', { name: 'Login' });
    await again.getByLabel('Email').fill(email);
    await again.getByLabel('Password').fill(oldPassword);
    await again.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => again.textContent()).toContain('Email or Password is incorrect!');

    await again.getByLabel('Password').fill(newPassword);
    await again.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => nameInHeader(page, 'Karim Saade'), { timeout: 10_000 }).toBe(true);
  });
});

/** Signs up and verifies through the API: the journey under test starts at the Login dialog. */
async function createVerifiedMember(email: string, fullName: string, password: string) {
  const signup = await fetch(`${e2e.baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName, email, phoneNumber: '+961 70 222 333', password, confirmPassword: password }),
  });
  if (signup.status !== 201) throw new Error(`signup failed: ${await signup.text()}`);
  const token = new URL(await verificationLink(email)).searchParams.get('token');
  const verify = await fetch(`${e2e.baseUrl}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (verify.status !== 200) throw new Error(`verification failed: ${await verify.text()}`);
}

/** The reset link the server logged for this address (no SMTP in tests: mail goes to the log). */
async function resetLink(email: string, timeoutMs = 15_000): Promise<string> {
  const started = Date.now();
  for (;;) {
    const log = readFileSync(inject('serverLog'), 'utf8');
    const at = log.lastIndexOf(`Mail to ${email}:`);
    if (at >= 0) {
      const link = log.slice(at).match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/);
      if (link) return link[0];
    }
    if (Date.now() - started > timeoutMs) throw new Error(`no reset mail for ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The account button with the member's name, opening the phone-sized menu when it is collapsed. */
async function nameInHeader(page: Page, name: string): Promise<boolean> {
  const account = page.getByRole('banner').getByRole('link', { name, exact: true });
  if (await account.isVisible()) return true;
  const toggle = page.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) await toggle.click();
  return account.isVisible();
}

/** Header buttons sit in the mobile menu on a phone-sized screen. */
async function openFromHeader(page: Page, name: string) {
  const direct = page.getByRole('button', { name, exact: true }).first();
  if (!(await direct.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name, exact: true }).first().click();
}
