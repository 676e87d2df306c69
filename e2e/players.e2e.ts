import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken, e2e, uniqueEmail, useBrowser, verificationLink } from './support/fixtures';
import { nameInHeader, openFromHeader } from './support/ui';

if (!e2e.available) console.warn(`End-to-end player registration skipped: ${e2e.skipReason}`);

const api = async (path: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
  const res = await fetch(`${e2e.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as any };
};

/** A photo as a phone takes it: a few hundred pixels, with EXIF and a GPS position. */
const photo = async (colour: string, name: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'phone-owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 53/1 0/1' } })
    .toBuffer(),
});

async function logIn(page: Page, email: string, password: string, name: string) {
  await page.goto('/');
  // The header renders after the app starts; wait for it before looking for Login or the menu.
  await page
    .getByRole('button', { name: /^(Login|Open menu)$/ })
    .first()
    .waitFor();
  await openFromHeader(page, 'Login');
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => nameInHeader(page, name), { timeout: 10_000 }).toBe(true);
  await page.goto('/');
}

/** Signs up and verifies through the API: the journeys under test start at the Login dialog. */
async function verifiedMember(email: string, fullName: string, password: string, userRole: string) {
  const signup = await api('/api/auth/signup', {
    method: 'POST',
    body: { fullName, email, phoneNumber: '+961 70 111 222', password, confirmPassword: password, userRole },
  });
  if (signup.status !== 201) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
  const token = new URL(await verificationLink(email)).searchParams.get('token');
  const verify = await api('/api/auth/verify-email', { method: 'POST', body: { token } });
  if (verify.status !== 200) throw new Error(`verification failed: ${JSON.stringify(verify.body)}`);
}

async function openBell(page: Page) {
  await page.getByRole('button', { name: /^Notifications/ }).click();
}

describe.skipIf(!e2e.available)('a member becomes a player and joins a team', () => {
  const browser = useBrowser();

  it('registers with three photos, is declined for the portrait, resubmits, is approved, then joins a squad from the bell', async () => {
    const admin = await adminToken();
    // A demo team with room in its squad, coached by a member who signed up as a Coach.
    const events = (await api('/api/events')).body.events as { _id: string }[];
    let team: { _id: string; name: string; players: unknown[]; teamSize: number } | undefined;
    for (const ev of events) {
      const teams = (await api(`/api/events/${ev._id}/teams`)).body.teams as NonNullable<typeof team>[];
      team = teams.find((t) => t.players.length < t.teamSize);
      if (team) break;
    }
    if (!team) throw new Error('no demo team with room in its squad');
    const coach = { email: uniqueEmail('nadim'), password: 'coach-password-1', fullName: 'Nadim Coach' };
    await verifiedMember(coach.email, coach.fullName, coach.password, 'Coach');
    const coachId = (await api('/api/auth/login', { method: 'POST', body: { email: coach.email, password: coach.password } })).body.user.id;
    // Team Management (admin) names the coach; before it is on the build, the coach half cannot run.
    const assigned = await api(`/api/teams/${team._id}`, { method: 'PUT', body: { coach: coachId }, token: admin });
    const coachReady = assigned.status === 200;
    if (!coachReady)
      console.warn(`Team Management is not on this build (PUT /api/teams/:id answered ${assigned.status}): the invitation half is skipped`);

    // The member, signed up and verified.
    const email = uniqueEmail('layla');
    const password = 'member-password-1';
    const fullName = 'Layla Mansour';
    await verifiedMember(email, fullName, password, 'Athlete');

    const member = await browser.newPage();
    await logIn(member.page, email, password, fullName);
    await member.page.getByRole('button', { name: 'Register As Player' }).click();
    const form = member.page.getByRole('dialog', { name: 'Register As Player' });
    await form.getByLabel('Date of birth').fill('2008-05-20');
    await form.getByLabel('Instagram username (optional)').fill('layla.m');
    await form.getByLabel('Portrait photo').setInputFiles(await photo('#c33', 'portrait.jpg'));
    await form.getByLabel('ID front').setInputFiles(await photo('#33c', 'id-front.jpg'));
    await form.getByLabel('ID back').setInputFiles(await photo('#3c3', 'id-back.jpg'));
    await expect.poll(() => form.getByText('✓', { exact: false }).count(), { timeout: 10_000 }).toBe(3);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => form.textContent())
      .toContain('Player registration request submitted successfully! Please wait for admin approval. Closing Popup...');
    await expect.poll(() => form.isVisible(), { timeout: 8_000 }).toBe(false);

    // The admin reviews: the ID photos load for them, and the portrait is declined.
    const reviewer = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await logIn(reviewer.page, e2e.admin.email, e2e.admin.password, 'Pitchside Admin');
    await reviewer.page.goto('/admin/requests');
    const card = reviewer.page.getByRole('article', { name: fullName });
    await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(true);
    const idFront = card.getByRole('img', { name: 'ID front' });
    await expect.poll(() => idFront.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Compressed in the browser to 800 px wide, re-encoded on the server without EXIF.
    expect(await idFront.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
    const src = (await idFront.getAttribute('src'))!;
    expect((await fetch(`${e2e.baseUrl}${src}`)).status).toBe(401);
    const asAdmin = await fetch(`${e2e.baseUrl}${src}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(asAdmin.headers.get('cache-control')).toBe('private, no-store');
    expect((await sharp(Buffer.from(await asAdmin.arrayBuffer())).metadata()).exif).toBeUndefined();
    await card.getByRole('button', { name: 'Enlarge Portrait' }).click();
    await reviewer.page.getByRole('dialog', { name: 'Portrait' }).getByRole('button', { name: 'Close' }).click();

    await card.getByRole('button', { name: 'Decline' }).click();
    const decline = reviewer.page.getByRole('dialog', { name: `Decline the request of ${fullName}` });
    await decline.getByLabel('Reason').fill('Your portrait is too dark');
    await decline.getByRole('checkbox', { name: 'Portrait' }).check();
    await decline.getByRole('button', { name: 'Decline' }).click();
    await expect.poll(() => reviewer.page.textContent('body')).toContain('Request declined successfully!');

    // The member sees why in the bell and sends a new portrait.
    await member.page.reload();
    await openBell(member.page);
    const bell = member.page.locator('.bell-panel');
    await expect.poll(() => bell.textContent()).toContain('Your player registration was declined');
    expect(await bell.textContent()).toContain('Reason: Your portrait is too dark');
    expect(await bell.textContent()).toContain('Please review: Portrait photo');
    await bell.getByRole('button', { name: 'Update Registration' }).click();
    const update = member.page.getByRole('dialog', { name: 'Update Registration' });
    expect(await update.textContent()).toContain('Please upload a clear portrait photo');
    expect(await update.getByLabel('Date of birth').inputValue()).toBe('2008-05-20');
    await update.getByLabel('Portrait photo').setInputFiles(await photo('#eee', 'portrait-2.jpg'));
    await update.getByRole('button', { name: 'Update Registration' }).click();
    await expect.poll(() => update.textContent()).toContain('Player registration updated successfully!');

    // The admin approves.
    await reviewer.page.reload();
    const again = reviewer.page.getByRole('article', { name: fullName });
    await again.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => reviewer.page.textContent('body')).toContain('Request approved successfully!');

    // The member's bell says so, with the new player ID; the Register button is gone.
    await member.page.reload();
    await openBell(member.page);
    await expect.poll(() => bell.textContent(), { timeout: 10_000 }).toMatch(/Your player ID: \d+/);
    const playerId = (await bell.textContent())!.match(/Your player ID: (\d+)/)![1]!;
    expect(await member.page.getByRole('button', { name: 'Register As Player' }).count()).toBe(0);

    if (!coachReady) return;

    // The coach invites them by number from the team page.
    const coachTab = await browser.newPage();
    await logIn(coachTab.page, coach.email, coach.password, coach.fullName);
    await coachTab.page.goto(`/teams/${team._id}`);
    await coachTab.page.getByRole('button', { name: 'Invite Player' }).click();
    const invite = coachTab.page.getByRole('dialog', { name: 'Invite Player' });
    await invite.getByLabel('Player ID').fill(playerId);
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await expect.poll(() => invite.textContent()).toContain(`Successfully invited ${fullName}!`);

    // The member accepts from the bell and is in the squad.
    await member.page.reload();
    await openBell(member.page);
    await expect.poll(() => bell.textContent()).toContain(`${coach.fullName} invited you to join ${team.name}`);
    const accepted = member.page.waitForResponse((r) => r.url().includes('/accept') && r.request().method() === 'POST');
    // The page reloads a second after accepting (spec), so the squad and profile show the new team.
    const reloaded = member.page.waitForEvent('load', { timeout: 10_000 });
    await bell.getByRole('button', { name: 'Accept' }).click();
    expect((await accepted).status()).toBe(200);
    await reloaded;
    await member.page.goto(`/teams/${team._id}?tab=squad`);
    await expect.poll(() => member.page.textContent('main'), { timeout: 10_000 }).toContain(fullName);
  });
});
