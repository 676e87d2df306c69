import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { factories } from '../test-support/factories';

let ctx: TestContext;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  const f = factories(ctx.deps.database.db);
  const event = await f.event({ name: 'Beirut Futsal Cup', slug: 'beirut-futsal-cup' });
  const cedars = await f.team(event.id, { name: 'Cedars' });
  const titans = await f.team(event.id, { name: 'Titans' });
  const lions = await f.team(event.id, { name: 'Lions' });
  // 17:30 in Beirut in summer (UTC+3).
  const final = await f.game({
    eventId: event.id,
    homeTeamId: cedars.id,
    awayTeamId: titans.id,
    status: 'scheduled',
    round: 'Final',
    location: 'Beirut Arena, Hamra',
    startTime: new Date('2026-07-04T14:30:00Z'),
  });
  // 15:00 in Beirut in winter (UTC+2), a shoot-out.
  await f.game({
    eventId: event.id,
    homeTeamId: titans.id,
    awayTeamId: lions.id,
    score: [2, 2],
    homePenalties: 3,
    awayPenalties: 1,
    startTime: new Date('2026-01-10T13:00:00Z'),
  });
  await f.game({
    eventId: event.id,
    homeTeamId: cedars.id,
    awayTeamId: lions.id,
    status: 'cancelled',
    startTime: new Date('2026-02-01T10:00:00Z'),
  });
  await f.game({ eventId: event.id, homeTeamId: lions.id, awayTeamId: cedars.id, status: 'Upcoming' });
  const semi = await f.game({
    eventId: event.id,
    homeTeamId: lions.id,
    awayTeamId: titans.id,
    status: 'scheduled',
    startTime: new Date('2026-06-20T15:00:00Z'),
  });
  Object.assign(ids, { event: event.id, cedars: cedars.id, titans: titans.id, final: final.id, semi: semi.id });
});

afterAll(() => ctx.close());

const vevents = (text: string) => text.split('BEGIN:VEVENT').slice(1);

describe('calendar feeds of fixtures', () => {
  it("an event's feed: every game with a kick-off, in Beirut time, with its place and page", async () => {
    const res = await ctx.app.request(`/api/events/${ids.event}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = (await res.text()).replace(/\r\n /g, '');
    expect(text).toMatch(/^BEGIN:VCALENDAR/);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Beirut');
    // The game without a time is left out.
    expect(vevents(text)).toHaveLength(4);
    const final = vevents(text).find((e) => e.includes('Cedars vs Titans'))!;
    expect(final).toContain('DTSTART;TZID=Asia/Beirut:20260704T173000');
    expect(final).toContain('DTEND;TZID=Asia/Beirut:20260704T183000');
    expect(final).toContain('LOCATION:Beirut Arena\\, Hamra');
    expect(final).toContain(`URL;VALUE=URI:http://pitchside.test/events/beirut-futsal-cup/games/${ids.final}`);
    expect(final).toContain(`UID:${ids.final}@pitchside`);
    const winter = vevents(text).find((e) => e.includes('Titans 2-2 (3-1 pens) Lions'))!;
    expect(winter).toContain('DTSTART;TZID=Asia/Beirut:20260110T150000');
    expect(vevents(text).find((e) => e.includes('Cedars vs Lions'))).toContain('STATUS:CANCELLED');
  });

  it("a team's feed holds only its own games", async () => {
    const text = await (await ctx.app.request(`/api/teams/${ids.titans}/calendar.ics`)).text();
    expect(vevents(text)).toHaveLength(3);
    expect(text).not.toContain('Cedars vs Lions');
  });

  it('an unknown event or team is a 404, a malformed team id a 400', async () => {
    expect((await ctx.app.request('/api/teams/00000000-0000-4000-8000-000000000000/calendar.ics')).status).toBe(404);
    const malformed = await ctx.app.request('/api/teams/not-a-team/calendar.ics');
    expect([malformed.status, await malformed.json()]).toEqual([400, expect.objectContaining({ code: 'invalidId' })]);
    expect((await ctx.app.request('/api/events/00000000-0000-4000-8000-000000000000/calendar.ics')).status).toBe(404);
  });
});

/** The feed read by ical.js (a parser we did not write): every event with what a calendar app shows. */
function parse(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  return cal.getAllSubcomponents('vevent').map((v) => ({
    uid: String(v.getFirstPropertyValue('uid')),
    summary: String(v.getFirstPropertyValue('summary')),
    status: v.getFirstPropertyValue('status') as string | null,
    sequence: Number(v.getFirstPropertyValue('sequence')),
    stamp: v.getFirstPropertyValue('dtstamp') as ICAL.Time,
    start: v.getFirstPropertyValue('dtstart') as ICAL.Time,
  }));
}
const feedOf = async (url: string, headers: Record<string, string> = {}) => {
  const res = await ctx.app.request(url, { headers });
  return { res, text: await res.text() };
};
const setGame = (id: string, values: Partial<typeof games.$inferInsert>) =>
  // A change bumps the game's version (the database's trigger does, for every writer).
  ctx.deps.database.db
    .update(games)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(games.id, id));

describe('a feed a calendar app keeps current', () => {
  it('parses with ical.js: DTSTAMP in UTC, kick-off in Beirut time', async () => {
    const { text } = await feedOf(`/api/events/${ids.event}/calendar.ics`);
    expect(text).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(text).not.toMatch(/\r\nDTSTAMP:\d{8}T\d{6}\r\n/);
    const final = parse(text).find((e) => e.uid === `${ids.final}@pitchside`)!;
    expect(final.stamp.zone?.tzid).toBe('UTC');
    expect(Math.abs(final.stamp.toJSDate().getTime() - Date.now())).toBeLessThan(5 * 60_000);
    expect(final.start.toJSDate().toISOString()).toBe('2026-07-04T14:30:00.000Z');
    expect(final.status).toBe('CONFIRMED');
  });

  it('a postponed game reads as tentative and marked, a cancelled one as cancelled, and SEQUENCE grows on each change', async () => {
    const before = parse((await feedOf(`/api/events/${ids.event}/calendar.ics`)).text).find((e) => e.uid === `${ids.semi}@pitchside`)!;
    await setGame(ids.semi!, { status: 'postponed' });
    const postponed = parse((await feedOf(`/api/events/${ids.event}/calendar.ics`)).text).find((e) => e.uid === `${ids.semi}@pitchside`)!;
    expect(postponed.status).toBe('TENTATIVE');
    expect(postponed.summary).toBe('Postponed: Lions vs Titans');
    expect(postponed.sequence).toBeGreaterThan(before.sequence);
    await setGame(ids.semi!, { status: 'cancelled' });
    const cancelled = parse((await feedOf(`/api/teams/${ids.titans}/calendar.ics`)).text).find((e) => e.uid === `${ids.semi}@pitchside`)!;
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.summary).toBe('Cancelled: Lions vs Titans');
    expect(cancelled.sequence).toBeGreaterThan(postponed.sequence);
  });

  it("speaks the subscriber's language: ?lang= first (calendar apps send no cookie), else the cookie, else Accept-Language", async () => {
    const ar = await feedOf(`/api/events/${ids.event}/calendar.ics?lang=ar`, { 'Accept-Language': 'fr' });
    const arEvents = parse(ar.text);
    expect(arEvents.map((e) => e.summary)).toContain('\u2068Cedars\u2069 ضد \u2068Titans\u2069');
    expect(arEvents.map((e) => e.summary)).toContain('\u2068Titans\u2069 \u20682-2 (3-1 ترجيح)\u2069 \u2068Lions\u2069');
    expect(ar.res.headers.get('vary')).not.toMatch(/Cookie|Accept-Language/);
    const fr = await feedOf(`/api/events/${ids.event}/calendar.ics`, { 'Accept-Language': 'fr-FR' });
    expect(parse(fr.text).map((e) => e.summary)).toContain('Annulé : Cedars – Lions');
    expect(fr.res.headers.get('vary')).toMatch(/Accept-Language/);
    const cookie = await feedOf(`/api/teams/${ids.titans}/calendar.ics`, { 'Accept-Language': 'fr', Cookie: 'pitchside-locale=ar' });
    expect(cookie.text).toContain('ضد');
  });

  it('an unknown ?lang= is refused with its reason', async () => {
    const { res, text } = await feedOf(`/api/events/${ids.event}/calendar.ics?lang=de`);
    expect(res.status).toBe(400);
    expect(JSON.parse(text)).toMatchObject({ code: 'localeInvalid' });
  });
});
