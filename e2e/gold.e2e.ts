import { describe, expect, it } from 'vitest';
import { adminToken, e2e, uniqueEmail, useBrowser, verificationLink } from './support/fixtures';

if (!e2e.available) console.warn(`End-to-end Gold journey skipped: ${e2e.skipReason}`);

describe.skipIf(!e2e.available)('a member redeems a gift code and the server opens the full leaderboards', () => {
  const browser = useBrowser();

  it('shows the locked preview, redeems a code an admin generated, then the full lists and the loyalty card', async () => {
    // An admin generates a code to hand out.
    const generated = await fetch(`${e2e.baseUrl}/api/gift-codes/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken()}` },
      body: JSON.stringify({ duration: '1month', quantity: 1 }),
    });
    expect(generated.status).toBe(201);
    const code: string = (await generated.json()).codes[0].code;

    // A verified member, signed in in the browser (the session cookie lands in the context).
    const { context, page } = await browser.newPage();
    const email = uniqueEmail('nour');
    const password = 'gold-member-2026';
    const signup = await context.request.post('/api/auth/signup', {
      data: { fullName: 'Nour Saleh', email, phoneNumber: '+961 76 000 111', password, confirmPassword: password, userRole: 'Fan' },
    });
    expect(signup.status()).toBe(201);
    const token = new URL(await verificationLink(email)).searchParams.get('token');
    expect((await context.request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(200);
    expect((await context.request.post('/api/auth/login', { data: { email, password } })).status()).toBe(200);

    // Not Gold: the server sends three rows a list and the page says what is missing.
    await page.goto('/rankings');
    await expect.poll(() => page.locator('body').innerText()).toContain('Gold membership required for full access');

    await page.goto('/loyalty-card');
    await page.getByRole('button', { name: 'Upgrade: 1 Month' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redeem Gift Code' });
    await dialog.getByRole('textbox').fill(code.toLowerCase());
    await dialog.getByRole('button', { name: 'Redeem' }).click();
    await expect.poll(() => dialog.innerText()).toContain('Your Gold Membership is now active!');

    // The page reloads on its own and shows the card with the last 8 characters of the member id.
    await expect.poll(() => page.locator('body').innerText(), { timeout: 10_000 }).toContain('Gold Member Active');
    const me = await (await context.request.get('/api/auth/me')).json();
    await expect.poll(() => page.locator('body').innerText()).toContain(me.user.id.slice(-8));

    await page.goto('/rankings');
    // The copy kept from the locked visit shows first, then the fresh full lists replace it.
    await expect.poll(() => page.locator('body').innerText()).toContain('Top Scorers');
    await expect.poll(() => page.locator('body').innerText()).not.toContain('Gold membership required for full access');
    const full = await (await context.request.get('/api/rankings')).json();
    expect(full.locked).toBe(false);
  });
});
