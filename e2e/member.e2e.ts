import { describe, expect, it } from 'vitest';
import { e2e, uniqueEmail, useBrowser, verificationLink } from './support/fixtures';
import { nameInHeader, openFromHeader } from './support/ui';

if (!e2e.available) console.warn(`End-to-end member journey skipped: ${e2e.skipReason}`);

describe.skipIf(!e2e.available)('a member signs up, verifies the e-mail and logs in', () => {
  const browser = useBrowser();

  it('shows the new member by name in the header', async () => {
    const { page } = await browser.newPage();
    const email = uniqueEmail('lina');
    const password = 'futsal-fan-2026';

    await page.goto('/');
    await openFromHeader(page, 'Sign Up');
    const signup = page.getByRole('dialog');
    await signup.getByLabel('Full Name').fill('Lina Khoury');
    await signup.getByLabel('Email').fill(email);
    await signup.getByLabel('Phone Number').fill('+961 71 555 123');
    await signup.getByLabel('Role').selectOption('Parent');
    await signup.getByLabel('Password', { exact: true }).fill(password);
    await signup.getByLabel('Confirm Password').fill(password);
    await signup.getByRole('button', { name: 'Sign Up' }).click();
    // Hashing a password at OWASP's cost takes a second or more on a busy machine.
    await expect
      .poll(() => signup.textContent(), { timeout: 15_000 })
      .toContain('Account created successfully! Please check your email to verify your account.');

    // Before verifying, the login is refused with the spec's message.
    await page.goto('/');
    await openFromHeader(page, 'Login');
    const early = page.getByRole('dialog');
    await early.getByLabel('Email').fill(email);
    await early.getByLabel('Password').fill(password);
    await early.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => early.textContent()).toContain('Please verify your email before logging in');

    await page.goto(await verificationLink(email));
    await expect.poll(() => page.textContent('body')).toContain('Email verified successfully!');

    await page.goto('/');
    await openFromHeader(page, 'Login');
    const login = page.getByRole('dialog');
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password').fill(password);
    await login.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => nameInHeader(page, 'Lina Khoury'), { timeout: 10_000 }).toBe(true);

    // The session survives a reload (httpOnly cookie, user re-read from the server).
    await page.reload();
    await expect.poll(() => nameInHeader(page, 'Lina Khoury'), { timeout: 10_000 }).toBe(true);
  });
});
