import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MUTATION_NAMES, ORGANISER_MUTATIONS } from '@pitchside/sync';
import type { AppEnv, CurrentUser } from '../context';
import { events, games, pitches, staffRoles, teams, venues } from '../db/schema';
import { API_ROUTES } from '../endpoints';
import { AppError } from '../lib/errors';
import { createTestContext, type TestContext } from '../test/harness';
import { makeFixture, makeGame, type Fixture } from '../sync/test-factory';
import { loadSession } from './middleware';
import { hasAccess, PERMISSIONS, permissionGuard, scorableGames, type Permission } from './policy';
import { findSessionUser } from './queries';
import { verifySession } from './session';

/**
 * The policy table, checked for every declared route and every sync mutation: each role asks about
 * event A, its game on Pitch 2 and its home team. Roles that must be refused are the ones of the
 * issue (anonymous, member, coach of another team, scorer of another pitch, organiser of another
 * event); a scorer of Pitch 2 and an organiser of event A are the controls that must get through.
 */
type Role =
  | 'anonymous'
  | 'member'
  | 'coachElsewhere'
  | 'scorerOtherPitch'
  | 'organiserElsewhere'
  | 'reviewerElsewhere'
  | 'admin'
  | 'scorerHere'
  | 'organiserHere'
  | 'reviewerHere';
const ROLES: Role[] = [
  'anonymous',
  'member',
  'coachElsewhere',
  'scorerOtherPitch',
  'organiserElsewhere',
  'reviewerElsewhere',
  'admin',
  'scorerHere',
  'organiserHere',
  'reviewerHere',
];
/** An organiser also given `registration.review` for their event: otherwise the same as an organiser. */
const organiserPart = (role: Role): Role =>
  role === 'reviewerHere' ? 'organiserHere' : role === 'reviewerElsewhere' ? 'organiserElsewhere' : role;

let t: TestContext;
let a: Fixture;
let b: Fixture;
let pitchTwo: string;
let otherUser: string;
const tokens = {} as Record<Role, string | undefined>;

beforeAll(async () => {
  t = await createTestContext();
  const db = t.deps.database.db;
  a = await makeFixture(t, { players: 1 });
  b = await makeFixture(t, { players: 1 });
  const [venue] = await db.insert(venues).values({ eventId: a.eventId, name: 'Hall' }).returning({ id: venues.id });
  const [one, two] = await db
    .insert(pitches)
    .values([
      { venueId: venue!.id, eventId: a.eventId, name: 'Pitch 1', code: 'P1', position: 1 },
      { venueId: venue!.id, eventId: a.eventId, name: 'Pitch 2', code: 'P2', position: 2 },
    ])
    .returning({ id: pitches.id });
  pitchTwo = two!.id;
  await db.update(games).set({ pitchId: pitchTwo }).where(eq(games.id, a.gameId));
  await makeGame(db, a.eventId, a.home.id, a.away.id);
  const slugOf = async (id: string) => (await db.select({ slug: events.slug }).from(events).where(eq(events.id, id)))[0]!.slug;
  const grant = async (role: Role, values: { role: string; edition: string; scope?: object; all?: boolean; review?: boolean }) => {
    const m = await t.member({ fullName: role });
    tokens[role] = m.token;
    const row = { userId: m.id, eventSlug: await slugOf(values.edition), editionId: values.all ? null : values.edition };
    await db.insert(staffRoles).values({ ...row, role: values.role, scope: values.scope ?? {} });
    if (values.review) await db.insert(staffRoles).values({ ...row, role: 'registration.review' });
  };
  tokens.anonymous = undefined;
  const member = await t.member({ fullName: 'member' });
  tokens.member = member.token;
  otherUser = (await t.member({ fullName: 'someone else' })).id;
  const coach = await t.member({ fullName: 'coach' });
  tokens.coachElsewhere = coach.token;
  await db.update(teams).set({ coachId: coach.id }).where(eq(teams.id, b.home.id));
  await grant('scorerOtherPitch', { role: 'scorer', edition: a.eventId, scope: { pitches: [one!.id] } });
  await grant('organiserElsewhere', { role: 'organiser', edition: b.eventId, all: true });
  await grant('scorerHere', { role: 'scorer', edition: a.eventId, scope: { pitches: [pitchTwo] } });
  await grant('organiserHere', { role: 'organiser', edition: a.eventId, all: true });
  await grant('reviewerHere', { role: 'organiser', edition: a.eventId, all: true, review: true });
  await grant('reviewerElsewhere', { role: 'organiser', edition: b.eventId, all: true, review: true });
  tokens.admin = await t.adminToken();
});
afterAll(() => t.close());

/** What the table says, for a route naming event A, its game on Pitch 2, its home team, another member. */
function expected(permission: Permission, asked: Role, names: { event: boolean; game: boolean; team: boolean; user: boolean }): boolean {
  if (permission === 'public') return true;
  // No review route names an event: the guard admits any reviewer, the service narrows (registration tests).
  if (permission === 'registration.review' && (asked === 'reviewerHere' || asked === 'reviewerElsewhere'))
    return !names.event || asked === 'reviewerHere';
  const role = organiserPart(asked);
  if (role === 'anonymous') return false;
  // Only the team's own coach (none of these roles coaches team A; admins neither).
  if (permission === 'team.coach') return !names.team && role !== 'admin';
  if (role === 'admin') return true;
  switch (permission) {
    case 'signedIn':
    case 'member':
      return true;
    case 'self':
      return !names.user;
    case 'admin':
    case 'giftCodes.manage':
    case 'registration.review':
      return false;
    case 'event.manage':
      if (role === 'organiserHere') return true;
      // A team names its event as much as an event id does.
      return role === 'organiserElsewhere' && !names.event && !names.game && !names.team;
    case 'game.score':
      if (role === 'organiserHere' || role === 'scorerHere') return true;
      if (role === 'scorerOtherPitch') return !names.game;
      return role === 'organiserElsewhere' && !names.event && !names.game;
  }
  return false;
}

function pathFor(honoPath: string) {
  const first = honoPath.split('/')[1];
  return honoPath.replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'eventId' || (name === 'id' && first === 'events')) return a.eventId;
    if (name === 'gameId') return a.gameId;
    if (name === 'teamId' || (name === 'id' && first === 'teams')) return a.home.id;
    if (name === 'userId' || (name === 'id' && first === 'users')) return otherUser;
    if (name === 'pitchId') return pitchTwo;
    if (name === 'slug') return 'some-slug';
    return randomUUID();
  });
}

describe('the access policy', () => {
  it('declares a known permission on every route', () => {
    for (const route of API_ROUTES) expect(PERMISSIONS, `${route.method} ${route.path}`).toContain(route.permission);
  });

  it('lets each role through every declared route exactly as the table says', async () => {
    const mismatches: string[] = [];
    for (const route of API_ROUTES) {
      const guard = permissionGuard(route.permission, route.honoPath);
      const app = new Hono<AppEnv>();
      app.use('*', async (c, next) => {
        c.set('deps', t.deps);
        await next();
      });
      app.use('*', loadSession);
      if (guard) app.use(route.honoPath, guard);
      app.all('*', (c) => c.json({ through: true }));
      app.onError((e, c) => c.json({ code: e instanceof AppError ? e.code : 'error' }, e instanceof AppError ? e.status : 500));
      const path = pathFor(route.honoPath);
      const names = {
        event:
          route.honoPath.includes(':eventId') || (route.honoPath.startsWith('/events/:id') && !route.honoPath.startsWith('/events/slug')),
        game: route.honoPath.includes(':gameId'),
        team: route.honoPath.includes(':teamId') || route.honoPath.startsWith('/teams/:id'),
        user: route.honoPath.includes(':userId') || route.honoPath.startsWith('/users/:id'),
      };
      for (const role of ROLES) {
        const token = tokens[role];
        const res = await app.request(path, {
          method: route.method.toUpperCase(),
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        const allowed = res.status === 200;
        const want = expected(route.permission, role, names);
        if (allowed !== want) mismatches.push(`${route.method} ${route.path} (${route.permission}) ${role}: got ${res.status}`);
        if (!allowed && ![401, 403].includes(res.status))
          mismatches.push(`${route.method} ${route.path} ${role}: refused with ${res.status}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('gives registration.review to site admins and to organisers given it, for their own event only', async () => {
    const db = t.deps.database.db;
    const may = async (role: Role, eventId: string) => {
      const claims = (await verifySession(t.deps.jwtSecret, tokens[role]!))!;
      const user = await findSessionUser(db, claims.sub, claims.sv, claims.sid);
      return hasAccess({ deps: t.deps, user }, 'registration.review', { eventId });
    };
    expect(await may('admin', a.eventId)).toBe(true);
    expect(await may('reviewerHere', a.eventId)).toBe(true);
    expect(await may('organiserHere', a.eventId)).toBe(false);
    expect(await may('reviewerElsewhere', a.eventId)).toBe(false);
    expect(await may('reviewerElsewhere', b.eventId)).toBe(true);
    expect(await may('scorerHere', a.eventId)).toBe(false);
  });

  it('lets each role record every sync mutation on the Pitch 2 game exactly as the table says', async () => {
    const db = t.deps.database.db;
    for (const role of ROLES) {
      const token = tokens[role];
      let user: CurrentUser | null = null;
      if (token) {
        const claims = (await verifySession(t.deps.jwtSecret, token))!;
        user = await findSessionUser(db, claims.sub, claims.sv, claims.sid);
      }
      const may = (await scorableGames({ deps: t.deps, user }, [a.gameId])).has(a.gameId);
      const mayManage = (await scorableGames({ deps: t.deps, user }, [a.gameId], 'event.manage')).has(a.gameId);
      const want = role === 'admin' || role === 'scorerHere' || organiserPart(role) === 'organiserHere';
      const wantManage = role === 'admin' || organiserPart(role) === 'organiserHere';
      // Every mutation names its game; the decision is the game's, the same for each of them, except
      // confirming a scorer's result (issue 21), which is the organisers' and site admins' alone.
      for (const name of MUTATION_NAMES) {
        const organiserOnly = ORGANISER_MUTATIONS.has(name);
        expect(`${name} ${role}: ${organiserOnly ? mayManage : may}`).toBe(`${name} ${role}: ${organiserOnly ? wantManage : want}`);
      }
    }
  });
});
