import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { audit } from './support/a11y';
import { adminToken, e2e, useBrowser } from './support/fixtures';
import { adminApi, logIn } from './support/setup';

if (!e2e.available) console.warn(`End-to-end score-entry link skipped: ${e2e.skipReason}`);

const WAIT = { timeout: 20_000, interval: 100 };
const run = Date.now().toString(36).slice(-5);
const SERIES = `Schools Futsal ${run}`;
const AGE_GROUP = 'Under 12';
const TEAMS = ['Cedar Kites', 'نادي الأرز', 'Harbour Lions', 'Pine Rangers'];

/** An edition with a venue of two pitches and one live game on each, behind the scenes. */
async function matchDay() {
  const form = new FormData();
  form.append('event', SERIES);
  form.append('contact_info', JSON.stringify({ email: 'schools@example.lb', phone: '+961 3 555 555' }));
  const logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0a7' } })
    .png()
    .toBuffer();
  form.append('event_logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
  const created = await fetch(`${e2e.baseUrl}/api/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken()}` },
    body: form,
  });
  if (created.status !== 201) throw new Error(`POST /api/events -> ${created.status} ${await created.text()}`);
  const event = ((await created.json()) as { event: { _id: string } }).event;
  await adminApi('PUT', `/api/events/${event._id}`, {
    ageGroups: [{ name: AGE_GROUP, stageType: 'Group Stage', groupsCount: 1, teamsPerGroup: 4, advancingTeams: 2, knockoutTeams: 2 }],
    venues: [
      {
        name: 'School Hall',
        pitches: [
          { name: 'Pitch 1', code: 'P1' },
          { name: 'Pitch 2', code: 'P2' },
        ],
      },
    ],
  });
  await adminApi('POST', `/api/events/${event._id}/import`, {
    kind: 'teams',
    dryRun: false,
    rows: TEAMS.map((name, i) => ({ name, ageGroup: AGE_GROUP, coachName: `Coach ${i + 1}`, location: 'Saida' })),
  });
  const full = await adminApi<{ event: { ageGroups: { slug: string }[]; venues: { pitches: { _id: string; code: string }[] }[] } }>(
    'GET',
    `/api/events/${event._id}`,
  );
  const pitch = (code: string) => full.event.venues[0]!.pitches.find((p) => p.code === code)!._id;
  const teams = (await adminApi<{ teams: { _id: string; name: string }[] }>('GET', `/api/events/${event._id}/teams`)).teams;
  const id = (name: string) => teams.find((t) => t.name === name)!._id;
  const startTime = new Date(Date.now() - 10 * 60_000).toISOString();
  const game = async (home: string, away: string, code: string) => {
    const made = await adminApi<{ game: { _id: string } }>('POST', `/api/events/${event._id}/games`, {
      homeTeam: id(home),
      awayTeam: id(away),
      ageGroup: full.event.ageGroups[0]!.slug,
      startTime,
      status: 'live',
    });
    await adminApi('PUT', `/api/events/${event._id}/games/${made.game._id}`, { startTime, pitch: pitch(code) });
    return made.game._id;
  };
  return {
    eventId: event._id,
    onPitch1: await game('Harbour Lions', 'Pine Rangers', 'P1'),
    onPitch2: await game('Cedar Kites', 'نادي الأرز', 'P2'),
  };
}

async function setStatus(page: Page, gameId: string, status: string) {
  const card = page.locator(`[data-game-id="${gameId}"]`);
  await card.getByRole('combobox', { name: /^Status of/ }).selectOption(status);
  await card.getByRole('button', { name: 'Save status' }).click();
}

describe.skipIf(!e2e.available)('a score-entry link for one pitch', () => {
  const browser = useBrowser();

  it('is made on the Staff screen, signs a volunteer in on a phone to score Pitch 2 only, and once revoked their next edit is shown as no longer allowed', async () => {
    const day = await matchDay();
    // The axe script is injected: the app's content security policy is set aside for this test only.
    const { page: organiser } = await browser.newPage({ viewport: { width: 1024, height: 800 }, bypassCSP: true });
    await logIn(organiser);
    await organiser.goto('/admin/events');
    await organiser.getByRole('link', { name: new RegExp(`^Staff and score-entry links of ${SERIES}`) }).click();
    await organiser.getByLabel(/^Label/).fill('Pitch 2 volunteers');
    await organiser.getByRole('checkbox', { name: /Pitch 2/ }).check();
    await organiser.getByRole('button', { name: 'Create link' }).click();
    const address = organiser.getByLabel('Link address');
    await expect.poll(() => address.count(), WAIT).toBe(1);
    const url = await address.inputValue();
    expect(url).toMatch(/\/score-link#.{20,}/);
    expect(await organiser.getByRole('img', { name: /^QR code of the score-entry link/ }).count()).toBe(1);
    // The Staff screen with the new link shown: no serious accessibility problem.
    expect((await audit(organiser)).map((p) => `[${p.kind}] ${p.text}`)).toEqual([]);
    await organiser.getByRole('button', { name: 'Done' }).click();
    // Listed without its secret from now on.
    await expect
      .poll(() => organiser.getByRole('list', { name: 'Active score-entry links' }).textContent(), WAIT)
      .toContain('Pitch 2 volunteers');
    expect(await organiser.content()).not.toContain(url.split('#')[1]!);

    // The volunteer's phone: a name, then the Games Manager with the Pitch 2 game alone.
    const { page: phone } = await browser.newPage({ bypassCSP: true });
    await phone.goto(url.replace(/^https?:\/\/[^/]+/, ''));
    await expect.poll(() => phone.getByLabel(/^Your name/).count(), WAIT).toBe(1);
    expect((await audit(phone)).map((p) => `[${p.kind}] ${p.text}`)).toEqual([]);
    await phone.getByLabel(/^Your name/).fill('Nour Saab');
    await phone.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => phone.url(), WAIT).toContain('/admin/games');
    await expect.poll(() => phone.locator('article.gm-card').count(), WAIT).toBe(1);
    expect(await phone.locator('article.gm-card').getAttribute('data-game-id')).toBe(day.onPitch2);
    // The admin bar offers Games only, and other admin screens are not there for them.
    expect((await phone.locator('.admin-bar a').allTextContents()).filter((t) => t !== 'Games')).toEqual([]);
    // The server refuses them the rest too.
    expect((await phone.request.get(`/api/events/${day.eventId}/staff`)).status()).toBe(403);
    expect((await phone.request.get(`/api/events/${day.eventId}/games/${day.onPitch1}/audit`)).status()).toBe(403);

    await setStatus(phone, day.onPitch2, 'completed');
    await expect
      .poll(
        async () => (await adminApi<{ game: { status: string } }>('GET', `/api/events/${day.eventId}/games/${day.onPitch2}`)).game.status,
        WAIT,
      )
      .toBe('completed');

    // Revoked on the Staff screen, after a yes.
    await organiser.getByRole('button', { name: 'Revoke the link Pitch 2 volunteers' }).click();
    await organiser.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(() => organiser.getByText('No active score-entry link.').count(), WAIT).toBe(1);

    // The volunteer's next edit is refused, kept on the phone and said to be no longer allowed.
    await setStatus(phone, day.onPitch2, 'live');
    await expect.poll(() => phone.getByText(/^No longer allowed/).count(), WAIT).toBeGreaterThan(0);
    expect((await adminApi<{ game: { status: string } }>('GET', `/api/events/${day.eventId}/games/${day.onPitch2}`)).game.status).toBe(
      'completed',
    );
  });
});
