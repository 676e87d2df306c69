import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { adminToken, e2e, verificationLink } from './fixtures';
import { openFromHeader } from './ui';

/** The site admin's own call to the API, behind the scenes; a refusal fails the test with the server's answer. */
export async function adminApi<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${e2e.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (res.status >= 300) throw new Error(`${method} ${path} -> ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A new event (its first edition) with a square logo of this colour, made by the site admin. */
export async function createEvent(name: string, contact: { email: string; phone: string }, color = '#0a7') {
  const form = new FormData();
  form.append('event', name);
  form.append('contact_info', JSON.stringify(contact));
  const logo = await sharp({ create: { width: 200, height: 200, channels: 3, background: color } })
    .png()
    .toBuffer();
  form.append('event_logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
  const created = await fetch(`${e2e.baseUrl}/api/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken()}` },
    body: form,
  });
  if (created.status !== 201) throw new Error(`POST /api/events -> ${created.status} ${await created.text()}`);
  return ((await created.json()) as { event: { _id: string; slug: string; event_edition: number } }).event;
}

/** Teams imported into an age group (a coach each), then their ids by name. */
export async function importTeams(eventId: string, ageGroup: string, names: readonly string[], location = 'Beirut') {
  await adminApi('POST', `/api/events/${eventId}/import`, {
    kind: 'teams',
    dryRun: false,
    rows: names.map((name, i) => ({ name, ageGroup, coachName: `Coach ${i + 1}`, location })),
  });
  const teams = (await adminApi<{ teams: { _id: string; name: string }[] }>('GET', `/api/events/${eventId}/teams`)).teams;
  return new Map(names.map((name) => [name, teams.find((t) => t.name === name)!._id]));
}

/** The next Saturday after today in Beirut, as an organiser types it ("YYYY-MM-DD"). */
export function nextSaturday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Beirut' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  do d.setUTCDate(d.getUTCDate() + 1);
  while (d.getUTCDay() !== 6);
  return d.toISOString().slice(0, 10);
}

/**
 * Signs in through the header's login dialog (the site admin unless told otherwise) and waits until
 * the app holds the session of that name.
 */
export async function logIn(page: Page, who: { email: string; password: string; name?: string } = e2e.admin) {
  await page.goto('/');
  await page.getByRole('banner').waitFor();
  await openFromHeader(page, 'Login');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(who.email);
  await dialog.getByLabel('Password').fill(who.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  const held = who.name ? JSON.stringify(who.name) : '"isAdmin":true';
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('loggedInUser') ?? ''), { timeout: 20_000, interval: 100 })
    .toContain(held);
}

/** A verified member (signed up and through the mailed link), with the id a staff list names. */
export async function verifiedMember(fullName: string, email: string, password: string): Promise<string> {
  const signup = await fetch(`${e2e.baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName, email, phoneNumber: '+961 71 555 123', password, confirmPassword: password, userRole: 'Other' }),
  });
  if (signup.status >= 300) throw new Error(`signup -> ${signup.status} ${await signup.text()}`);
  const token = new URL(await verificationLink(email)).searchParams.get('token');
  const verified = await fetch(`${e2e.baseUrl}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (verified.status >= 300) throw new Error(`verify-email -> ${verified.status} ${await verified.text()}`);
  const login = await fetch(`${e2e.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const me = (await login.json()) as { user?: { _id: string } };
  if (!me.user) throw new Error(`login -> ${login.status} ${JSON.stringify(me)}`);
  return me.user._id;
}
