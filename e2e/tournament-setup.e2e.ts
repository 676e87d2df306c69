import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2e, mailedLink, uniqueEmail, useBrowser } from './support/fixtures';
import { openFromHeader } from './support/ui';

if (!e2e.available) console.warn(`End-to-end tournament setup journey skipped: ${e2e.skipReason}`);

const WAIT = { timeout: 15_000, interval: 100 };
const run = Date.now().toString(36).slice(-5);
const SERIES = `Cedar Coast Cup ${run}`;
const TEAMS = ['Cedars FC', 'Tyre Stars', 'Saida Sharks', 'Byblos Blue', 'Zahle Lions', 'Jounieh Wave', 'Batroun Bay', 'نادي الأنصار'];

/** A coach as a member signs up (role Coach) and verifies by the mailed link, behind the scenes. */
async function signUpCoach(fullName: string): Promise<void> {
  const email = uniqueEmail('coach');
  const password = 'coach-password-1';
  const res = await fetch(`${e2e.baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName, email, phoneNumber: '+961 3 123456', password, confirmPassword: password, userRole: 'Coach' }),
  });
  expect(res.status).toBe(201);
  const token = new URL(await mailedLink(email, 'verify-email')).searchParams.get('token');
  const verify = await fetch(`${e2e.baseUrl}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(verify.status).toBe(200);
}

async function logIn(page: Page) {
  await page.goto('/');
  await openFromHeader(page, 'Login');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(e2e.admin.email);
  await dialog.getByLabel('Password').fill(e2e.admin.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('loggedInUser') ?? ''), WAIT).toContain('"isAdmin":true');
}

async function logo(color: string) {
  return {
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 400, height: 400, channels: 3, background: color } })
      .png()
      .toBuffer(),
  };
}

async function createEvent(page: Page, name: string) {
  await page.goto('/admin/events');
  await page.getByRole('tab', { name: 'Add New Event' }).click();
  await page.getByLabel('Event name').fill(name);
  await page.getByLabel('Event logo').setInputFiles(await logo('#0a7'));
  await page.getByLabel('Contact email').fill('cup@cedarcoast.lb');
  await page.getByLabel('Contact phone').fill('+961 3 555 555');
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect.poll(() => page.getByRole('status').allTextContents(), WAIT).toContain('Event created successfully!');
}

async function addTeam(page: Page, opts: { name: string; coach: string; link?: boolean }) {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create New Team' }) });
  if (opts.link) {
    await form.getByRole('button', { name: 'Link Existing Team' }).click();
    await form.getByLabel('Existing team').fill(opts.name.slice(0, 6));
    // Other organisers may have a club of the same name: pick ours by its event.
    await form
      .getByRole('button', { name: new RegExp(`^${opts.name}`) })
      .filter({ hasText: SERIES })
      .click();
  } else {
    await form.getByRole('button', { name: 'Create New Team' }).click();
    await form.getByLabel('Team name').fill(opts.name);
    await form.getByLabel('Team logo').setInputFiles(await logo('#36c'));
  }
  await form.getByLabel('Coach').fill(opts.coach.slice(0, 5));
  await form.getByRole('button', { name: opts.coach }).click();
  await form.getByLabel('Location').fill('Lebanon');
  await form.getByRole('button', { name: opts.link ? 'Link Team' : 'Create Team' }).click();
  // The created or linked team shows under the form (an earlier success message may still be up).
  await expect.poll(() => form.locator('.setup-result').textContent(), WAIT).toContain(opts.name);
  await expect
    .poll(() => form.getByRole('status').allTextContents(), WAIT)
    .toContain(opts.link ? 'Team linked successfully!' : 'Team created successfully!');
}

/** Usable on a 390 px phone: nothing wider than the screen. */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

describe.skipIf(!e2e.available)('an organiser runs a tournament from zero', () => {
  const browser = useBrowser();

  it('creates an event series and its second edition, eight teams with coaches and players, and a visitor sees them', async () => {
    const coaches = TEAMS.map((_, i) => `Coach ${run} ${String.fromCharCode(65 + i)}`);
    for (const c of coaches) await signUpCoach(c);

    const { page } = await browser.newPage();
    await logIn(page);

    // The first edition, with the club that will come back.
    await createEvent(page, SERIES);
    await page.goto('/admin/teams');
    await page.getByLabel('Event', { exact: true }).selectOption({ label: `${SERIES} (1st)` });
    await addTeam(page, { name: TEAMS[0]!, coach: coaches[0]! });

    // The second edition, with a group-stage age group.
    await createEvent(page, SERIES);
    const editor = page.getByRole('form', { name: `Edit ${SERIES}` });
    await editor.getByRole('button', { name: 'Add Age Group' }).click();
    await editor.getByLabel('Age group name').fill('Under 12');
    await expect.poll(() => editor.getByLabel('Number of groups').inputValue()).toBe('4');
    await editor.getByLabel('Number of groups').fill('2');
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => editor.getByRole('status').allTextContents(), WAIT).toContain('Event updated successfully!');
    await expect.poll(() => page.getByText(`${SERIES} (2nd)`).count(), WAIT).toBeGreaterThan(0);

    // Eight teams: the club from the first edition linked, seven new ones, each with its coach.
    await page.goto('/admin/teams');
    await page.getByLabel('Event', { exact: true }).selectOption({ label: `${SERIES} (2nd)` });
    await page.getByLabel('Age group').selectOption({ label: 'Under 12' });
    await addTeam(page, { name: TEAMS[0]!, coach: coaches[0]!, link: true });
    for (const [i, name] of TEAMS.entries()) if (i > 0) await addTeam(page, { name, coach: coaches[i]! });
    await expect.poll(() => page.getByRole('heading', { name: '8 teams' }).count(), WAIT).toBe(1);
    await fitsThePhone(page);

    // Five players a team: four pasted at once, one through the single form.
    await page.goto('/admin/players');
    await page.getByLabel('Event', { exact: true }).selectOption({ label: `${SERIES} (2nd)` });
    for (const [i, team] of TEAMS.entries()) {
      await page.getByLabel('Team', { exact: true }).selectOption({ label: team });
      const names = [1, 2, 3, 4].map((n) => `Player ${i + 1}-${n} ${run}`);
      await page.getByLabel('Player names, one per line').fill(names.join('\n'));
      await page.getByRole('button', { name: 'Add 4 players' }).click();
      await expect.poll(() => page.getByText('Squad: 4 of 20').count(), WAIT).toBe(1);
      await page.getByLabel('Player name', { exact: true }).fill(i === 7 ? `محمد ${run}` : `Player ${i + 1}-5 ${run}`);
      await page.getByRole('button', { name: 'Add Player' }).click();
      await expect.poll(() => page.getByText('Squad: 5 of 20').count(), WAIT).toBe(1);
    }

    await fitsThePhone(page);
    await page.goto('/admin/events');
    await page.getByRole('button', { name: `Edit ${SERIES} (2nd)` }).click();
    await fitsThePhone(page);

    // A visitor, on another phone, reads the event and a team.
    const visitor = (await browser.newPage()).page;
    const slug = (await (await fetch(`${e2e.baseUrl}/api/events?limit=100`)).json()).events.find(
      (e: { event: string; event_edition: number }) => e.event === SERIES && e.event_edition === 2,
    ).slug;
    await visitor.goto(`/events/${slug}`);
    for (const team of TEAMS) await expect.poll(() => visitor.getByText(team, { exact: true }).count(), WAIT).toBeGreaterThan(0);
    await visitor
      .getByRole('link', { name: new RegExp(TEAMS[0]!) })
      .first()
      .click();
    await expect.poll(() => visitor.getByText(coaches[0]!).count(), WAIT).toBeGreaterThan(0);
    // The linked club shows both editions it played in.
    await expect.poll(() => visitor.getByLabel('Event edition').locator('option').count(), WAIT).toBe(2);
    await visitor.getByRole('tab', { name: 'Squad' }).click();
    await expect.poll(() => visitor.getByText(`Player 1-5 ${run}`).count(), WAIT).toBeGreaterThan(0);
    // The club's logo, re-encoded on upload, loads for the visitor.
    const loadedLogos = () =>
      visitor.evaluate(() => [...document.images].filter((i) => i.src.includes('team-logos') && i.complete && i.naturalWidth > 0).length);
    await expect.poll(loadedLogos, WAIT).toBeGreaterThan(0);
  });
});
