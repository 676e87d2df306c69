import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../context';
import { events, teams } from '../db/schema';
import { AppError } from '../lib/errors';
import { createTestContext, type TestContext } from '../test/harness';
import { loadSession, requireSelf } from './middleware';
import { permissionGuard } from './policy';

// The guards on a small app of their own, over the real session loading and the real database.
let t: TestContext;
let guarded: Hono<AppEnv>;
beforeAll(async () => {
  t = await createTestContext();
  guarded = new Hono<AppEnv>()
    .use('*', async (c, next) => {
      c.set('deps', t.deps);
      await next();
    })
    .use('*', loadSession)
    .get('/teams/:teamId/roster', permissionGuard('team.coach', '/teams/:teamId/roster')!, (c) => c.json({ success: true }))
    .get('/users/:id/private', requireSelf({ param: 'id' }), (c) => c.json({ success: true }));
  guarded.onError((e, c) =>
    e instanceof AppError ? c.json({ success: false, message: e.message }, e.status) : c.json({ success: false }, 500),
  );
});
afterAll(() => t.close());

const call = async (path: string, token?: string) => {
  const res = await guarded.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as { message?: string } };
};

describe('coach of this team', () => {
  it('lets the team coach in, keeps other members, admins (an invitation goes out in the coach name) and visitors out', async () => {
    const coach = await t.member({ userRole: 'Coach' });
    const other = await t.member({ userRole: 'Coach' });
    const db = t.deps.database.db;
    const [event] = await db.insert(events).values({ name: 'Guard Cup', slug: 'guard-cup' }).returning();
    const [team] = await db.insert(teams).values({ name: 'Hamra FC', slug: 'hamra-fc', eventId: event!.id, coachId: coach.id }).returning();
    const path = `/teams/${team!.id}/roster`;

    expect((await call(path)).status).toBe(401);
    expect(await call(path, other.token)).toEqual({
      status: 403,
      body: { success: false, message: 'You are not allowed to do this here' },
    });
    expect((await call(path, coach.token)).status).toBe(200);
    expect((await call(path, await t.adminToken())).status).toBe(403);
    expect((await call('/teams/not-a-team/roster', coach.token)).status).toBe(403);
  });
});

describe('acting on own data', () => {
  it('lets a member reach only their own data (admins any)', async () => {
    const a = await t.member();
    const b = await t.member();
    expect((await call(`/users/${a.id}/private`, a.token)).status).toBe(200);
    expect((await call(`/users/${a.id}/private`, b.token)).status).toBe(403);
    expect((await call(`/users/${a.id}/private`)).status).toBe(401);
    expect((await call(`/users/${a.id}/private`, await t.adminToken())).status).toBe(200);
  });
});
