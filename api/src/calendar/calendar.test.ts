import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  Object.assign(ids, { event: event.id, cedars: cedars.id, titans: titans.id, final: final.id });
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
    expect(vevents(text)).toHaveLength(3);
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
    expect(vevents(text)).toHaveLength(2);
    expect(text).not.toContain('Cedars vs Lions');
  });

  it('an unknown event or team is a 404', async () => {
    expect((await ctx.app.request('/api/teams/not-a-team/calendar.ics')).status).toBe(404);
    expect((await ctx.app.request('/api/events/00000000-0000-4000-8000-000000000000/calendar.ics')).status).toBe(404);
  });
});
