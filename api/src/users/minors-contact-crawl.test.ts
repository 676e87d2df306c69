import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beirutDay } from '@pitchside/shared';
import { createApp } from '../app';
import { createTestContext, type TestContext } from '../test/harness';
import { factories } from '../test-support/factories';

/**
 * Walks every answer a stranger can get (each GET route of the app with every id of a seeded edition,
 * the shared pages' HTML, the offline bundles, the calendar feeds, the live stream) and looks for the
 * Instagram handles that must not be public: minors' (even one whose stored choice says "show"),
 * a player with no birth date, and an adult who did not choose to show theirs. The one adult who
 * chose to show theirs must appear, so the walk would notice if it saw nothing.
 */

const SHELL = `<!doctype html><html lang="en"><head>
<meta name="description" content="Futsal in Lebanon" />
<title>Pitchside</title>
</head><body><div id="root"></div></body></html>`;

/** A birth date `years` years and `days` days before today in Beirut. */
function bornAgo(years: number, days = 0): string {
  const [y, m, d] = beirutDay(new Date()).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y - years, m - 1, d - days)).toISOString().slice(0, 10);
}

const HIDDEN = {
  child: 'kid.handle.u12',
  childWhoChose: 'kid.chose.show',
  almostEighteen: 'almost.eighteen',
  noBirthDate: 'no.birth.date',
  adultWhoHid: 'adult.kept.private',
};
const SHOWN = 'adult.chose.show';
/** Contact fields and a birth date that no stranger's answer carries, whoever they belong to. */
const PRIVATE = {
  childEmail: 'sami.child@privacy.test',
  childPhone: '+96170111222',
  adultEmail: 'lina.public@privacy.test',
  adultPhone: '+96171333444',
  coachPhone: '+96176555666',
  coachInvite: 'coach.invite@privacy.test',
};

let t: TestContext;
let app: ReturnType<typeof createApp>;
let dist: string;
const ids = {
  event: '',
  slug: 'privacy-cup',
  ageGroup: '',
  teams: [] as string[],
  clubs: [] as string[],
  games: [] as string[],
  users: {} as Record<keyof typeof HIDDEN | 'shown', string>,
};

beforeAll(async () => {
  t = await createTestContext();
  dist = mkdtempSync(path.join(tmpdir(), 'pitchside-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  app = createApp(t.deps, { pwaDist: dist });

  const f = factories(t.deps.database.db);
  const event = await f.event({ name: 'Privacy Cup', slug: ids.slug });
  const u12 = await f.ageGroup(event.id, { name: 'U12', slug: 'u12' });
  // A coach without an account: the name the organiser typed is public, the phone and address are not.
  const kids = await f.team(event.id, {
    name: 'Kids FC',
    ageGroupId: u12.id,
    coachName: 'Coach Walid',
    coachPhone: PRIVATE.coachPhone,
    coachInviteEmail: PRIVATE.coachInvite,
  });
  const juniors = await f.team(event.id, { name: 'Juniors', ageGroupId: u12.id });
  const seniors = await f.team(event.id, { name: 'Seniors' });
  const users = {
    child: await f.user({
      fullName: 'Sami Child',
      dateOfBirth: bornAgo(11),
      instagramUsername: HIDDEN.child,
      email: PRIVATE.childEmail,
      phoneNumber: PRIVATE.childPhone,
    }),
    // A stored "show" on a minor (older data, a bug) must still keep it private.
    childWhoChose: await f.user({
      fullName: 'Rami Child',
      dateOfBirth: bornAgo(12),
      instagramUsername: HIDDEN.childWhoChose,
      showInstagram: true,
    }),
    almostEighteen: await f.user({
      fullName: 'Nadia Almost',
      dateOfBirth: bornAgo(18, -1),
      instagramUsername: HIDDEN.almostEighteen,
      showInstagram: true,
    }),
    noBirthDate: await f.user({
      fullName: 'Old Timer',
      type: 'old-player',
      playerId: null,
      instagramUsername: HIDDEN.noBirthDate,
      showInstagram: true,
    }),
    adultWhoHid: await f.user({ fullName: 'Hadi Private', dateOfBirth: bornAgo(30), instagramUsername: HIDDEN.adultWhoHid }),
    shown: await f.user({
      fullName: 'Lina Public',
      dateOfBirth: bornAgo(25),
      instagramUsername: SHOWN,
      showInstagram: true,
      email: PRIVATE.adultEmail,
      phoneNumber: PRIVATE.adultPhone,
    }),
  };
  for (const [team, members] of [
    [kids, [users.child, users.childWhoChose, users.noBirthDate]],
    [juniors, [users.almostEighteen]],
    [seniors, [users.adultWhoHid, users.shown]],
  ] as const) {
    for (const [i, u] of members.entries()) await f.roster(team.id, u.id, i + 1);
  }
  const kidsGame = await f.game({ eventId: event.id, homeTeamId: kids.id, awayTeamId: juniors.id, ageGroupId: u12.id });
  await f.goal(kidsGame, 'home', { scorerId: users.child.id, scorerName: users.child.fullName, assistId: users.childWhoChose.id });
  await f.goal(kidsGame, 'away', { scorerId: users.almostEighteen.id, scorerName: users.almostEighteen.fullName });
  await f.saves(kidsGame, users.noBirthDate.id, 4);
  const upcoming = await f.game({
    eventId: event.id,
    homeTeamId: juniors.id,
    awayTeamId: kids.id,
    ageGroupId: u12.id,
    status: 'scheduled',
    startTime: new Date(Date.now() + 86_400_000),
  });
  const seniorsGame = await f.game({ eventId: event.id, homeTeamId: seniors.id, awayTeamId: kids.id, mvpId: users.child.id });
  await f.goal(seniorsGame, 'home', { scorerId: users.adultWhoHid.id, scorerName: users.adultWhoHid.fullName, assistId: users.shown.id });
  Object.assign(ids, {
    event: event.id,
    ageGroup: u12.id,
    teams: [kids.id, juniors.id, seniors.id],
    clubs: [kids.teamId, juniors.teamId, seniors.teamId],
    games: [kidsGame.id, upcoming.id, seniorsGame.id],
    users: Object.fromEntries(Object.entries(users).map(([k, u]) => [k, u.id])),
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** What a stranger's browser gets (no cookie, no token): the body as text, or its first message for a stream. */
async function anonymous(url: string): Promise<{ status: number; text: string }> {
  const res = await app.request(url);
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
    const reader = res.body!.getReader();
    const { value } = await reader.read();
    await reader.cancel();
    return { status: res.status, text: new TextDecoder().decode(value) };
  }
  return { status: res.status, text: await res.text() };
}

/**
 * Every GET route of the app, and the addresses a stranger would try on it. A route added later
 * fails the test until it is listed here, so no public answer is left out of the walk.
 */
function addresses(): Record<string, string[]> {
  const { event, slug, ageGroup, teams, clubs, games } = ids;
  const users = Object.values(ids.users);
  return {
    '/api/health': ['/api/health'],
    '/api/events': ['/api/events', '/api/events?page=1&limit=50'],
    '/api/events/slug/:slug': [`/api/events/slug/${slug}`, `/api/events/slug/${slug}?ageGroup=u12`, `/api/events/slug/${slug}?edition=1`],
    '/api/events/:id': [`/api/events/${event}`],
    '/api/events/:eventId/games': [
      `/api/events/${event}/games`,
      `/api/events/${event}/games?ageGroup=${ageGroup}`,
      ...teams.map((team) => `/api/events/${event}/games?team=${team}`),
    ],
    '/api/events/:eventId/games/:gameId': games.map((g) => `/api/events/${event}/games/${g}`),
    '/api/events/:eventId/teams': [`/api/events/${event}/teams`, `/api/events/${event}/teams?ageGroup=${ageGroup}`],
    '/api/teams/by-teamId/:teamId': clubs.map((c) => `/api/teams/by-teamId/${c}`),
    '/api/teams/by-teamId/:teamId/games': clubs.map((c) => `/api/teams/by-teamId/${c}/games?eventId=${event}`),
    '/api/teams/:id': teams.map((team) => `/api/teams/${team}`),
    '/api/users/:id': users.map((u) => `/api/users/${u}`),
    '/api/player-stats/player/:id/career': users.map((u) => `/api/player-stats/player/${u}/career`),
    '/api/rankings': ['/api/rankings'],
    '/api/rankings/event/:eventId': [`/api/rankings/event/${event}`, `/api/rankings/event/${event}?ageGroup=${ageGroup}`],
    '/api/custom-rankings/:eventId': [`/api/custom-rankings/${event}`],
    '/api/stats/counts': ['/api/stats/counts'],
    '/api/live/events/:eventId': [`/api/live/events/${event}`],
    '/api/events/:eventId/calendar.ics': [`/api/events/${event}/calendar.ics`],
    '/api/teams/:teamId/calendar.ics': teams.map((team) => `/api/teams/${team}/calendar.ics`),
    '/api/events/:id/now': [`/api/events/${event}/now`, `/api/events/${event}/now?ageGroup=${ageGroup}`],
    '/api/events/:id/schedule.csv': [`/api/events/${event}/schedule.csv`],
    '/api/events/:id/results.csv': [`/api/events/${event}/results.csv`],
    '/api/events/:eventId/offline-bundle': [`/api/events/${event}/offline-bundle`, `/api/events/${event}/offline-bundle?scope=live`],
    // Pictures: bytes of an uploaded image, never text about a player.
    '/api/uploads/:folder/:file': [],
    // Answers a stranger that nobody is signed in.
    '/api/auth/me': ['/api/auth/me'],
    '/api/auth/me/follows': ['/api/auth/me/follows'],
    '/api/push/public-key': ['/api/push/public-key'],
    // The API's own description and its reference page (scripts and styles): routes, never data.
    '/api/openapi.json': ['/api/openapi.json'],
    '/api/docs': ['/api/docs'],
    '/api/docs/:file': ['/api/docs/init.js'],
    // Signed-in or admin only: a stranger is turned away (checked below), whatever the id.
    '/api/admin/*': ['/api/admin/events', `/api/admin/audit/player/${users[0]}`],
    '/api/admin/audit/:entity/:id': users.map((u) => `/api/admin/audit/player/${u}`),
    '/api/admin/uploads/:folder/:file': ['/api/admin/uploads/portraits/x.webp'],
    '/api/admin/requests/pending': ['/api/admin/requests/pending'],
    '/api/admin/requests/stats': ['/api/admin/requests/stats'],
    '/api/events/:id/delete-summary': [`/api/events/${event}/delete-summary`],
    '/api/teams/:id/delete-summary': teams.map((team) => `/api/teams/${team}/delete-summary`),
    '/api/teams/:id/coach': teams.map((team) => `/api/teams/${team}/coach`),
    '/api/events/:eventId/games/:gameId/audit': games.map((g) => `/api/events/${event}/games/${g}/audit`),
    '/api/users/search': ['/api/users/search?name=child', '/api/users/search?name=lina'],
    '/api/events/:id/staff': [`/api/events/${event}/staff`],
    '/api/events/:id/staff/candidates': [
      `/api/events/${event}/staff/candidates?name=child`,
      `/api/events/${event}/staff/candidates?name=lina`,
    ],
    '/api/events/:id/score-links': [`/api/events/${event}/score-links`],
    '/api/events/:id/suspensions': [`/api/events/${event}/suspensions`, `/api/events/${event}/suspensions?ageGroup=${ageGroup}`],
    '/api/events/:id/history': [`/api/events/${event}/history`],
    '/api/teams/search': ['/api/teams/search?name=kids'],
    '/api/contact': ['/api/contact'],
    '/api/sync/pull': ['/api/sync/pull'],
    '/api/users/old-players': ['/api/users/old-players?search=old'],
    '/api/membership/status/:userId': users.map((u) => `/api/membership/status/${u}`),
    '/api/users/:id/requests': users.map((u) => `/api/users/${u}/requests`),
    '/api/invitations/count': ['/api/invitations/count'],
    '/api/invitations/my-invitations': ['/api/invitations/my-invitations'],
    // The shared pages' HTML (title, preview tags, announced answers).
    '/robots.txt': ['/robots.txt'],
    // Link-preview images (names, logos and a score; never a player).
    '/previews/:kind/:file': [
      `/previews/events/${event}.png`,
      ...teams.map((team) => `/previews/teams/${team}.png`),
      ...games.map((g) => `/previews/games/${g}.png`),
      '/previews/site/pitchside.png',
    ],
    '/': ['/'],
    '/events/:slug': [`/events/${slug}`],
    '/events/:slug/games/:gameId': games.map((g) => `/events/${slug}/games/${g}`),
    '/teams/:id': teams.map((team) => `/teams/${team}`),
    '/user/:id': users.map((u) => `/user/${u}`),
  };
}

/** Routes whose answer a stranger never gets. */
const SIGNED_IN_ONLY = new Set([
  '/api/auth/me/follows',
  '/api/admin/*',
  '/api/admin/audit/:entity/:id',
  '/api/admin/uploads/:folder/:file',
  '/api/admin/requests/pending',
  '/api/admin/requests/stats',
  '/api/events/:id/delete-summary',
  '/api/events/:id/schedule.csv',
  '/api/events/:id/results.csv',
  '/api/teams/:id/delete-summary',
  '/api/teams/:id/coach',
  '/api/events/:eventId/games/:gameId/audit',
  '/api/users/search',
  '/api/events/:id/staff',
  '/api/events/:id/staff/candidates',
  '/api/events/:id/score-links',
  '/api/events/:id/suspensions',
  '/api/events/:id/history',
  '/api/contact',
  '/api/sync/pull',
  '/api/users/old-players',
  '/api/membership/status/:userId',
  '/api/users/:id/requests',
  '/api/invitations/count',
  '/api/invitations/my-invitations',
]);

describe('no anonymous answer carries a minor Instagram handle, nor anyone e-mail, phone or a minor birth date', () => {
  it('lists every GET route of the app', () => {
    const routes = new Set(
      app.routes.filter((r) => r.method === 'GET' && r.path !== '/*' && !r.path.startsWith('/assets')).map((r) => r.path),
    );
    const listed = Object.keys(addresses());
    expect([...routes].filter((r) => !listed.includes(r))).toEqual([]);
  });

  it('walks every route, page, bundle, feed and stream', async () => {
    const childBirthDate = bornAgo(11);
    const seen: Record<string, number> = {};
    const leaks: string[] = [];
    let shownWhere: string[] = [];
    for (const [route, urls] of Object.entries(addresses())) {
      for (const url of urls) {
        const { status, text } = await anonymous(url);
        seen[route] = (seen[route] ?? 0) + 1;
        if (SIGNED_IN_ONLY.has(route)) expect([401, 403, 404], `${url} answered a stranger`).toContain(status);
        else expect(status, url).toBeLessThan(500);
        for (const handle of Object.values(HIDDEN)) if (text.includes(handle)) leaks.push(`${handle} in ${url}`);
        for (const field of [...Object.values(PRIVATE), childBirthDate]) if (text.includes(field)) leaks.push(`${field} in ${url}`);
        if (text.includes(SHOWN)) shownWhere.push(url);
      }
    }
    expect(leaks).toEqual([]);
    // The walk sees handles where they are public: the adult's profile, and the offline bundle with it.
    shownWhere = shownWhere.sort();
    expect(shownWhere).toEqual([`/api/events/${ids.event}/offline-bundle`, `/api/users/${ids.users.shown}`]);
    // Every crawled route answered something (players, games and pages were all there to see).
    for (const route of ['/api/users/:id', '/api/teams/:id', '/api/events/:eventId/games/:gameId', '/user/:id']) {
      expect(seen[route]).toBeGreaterThan(0);
    }
  }, 120_000);

  it('a live message for a game of minors carries no handle', async () => {
    const res = await app.request(`/api/live/events/${ids.event}`);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value);
    await t.deps.live.publish({ eventId: ids.event, gameId: ids.games[0]!, version: 99 });
    while (!text.includes('event: game')) text += decoder.decode((await reader.read()).value);
    await reader.cancel();
    expect(text).toContain(ids.games[0]);
    for (const handle of [...Object.values(HIDDEN), SHOWN]) expect(text).not.toContain(handle);
  });

  it('the player, and an admin, still see a minor handle', async () => {
    const admin = await t.adminToken();
    const res = await t.request('GET', `/api/users/${ids.users.child}`, { token: admin });
    expect(res.body.user.instagramUsername).toBe(HIDDEN.child);
  });
});
