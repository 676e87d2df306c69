import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { factories } from '../test-support/factories';

let t: TestContext;
let admin: string;
let teamId: string;
let otherTeamId: string;
let eventId: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  const f = factories(t.deps.database.db);
  const event = await f.event({ name: 'Coast Cup', slug: 'coast-cup' });
  eventId = event.id;
  teamId = (await f.team(event.id, { name: 'Gulls' })).id;
  otherTeamId = (await f.team(event.id, { name: 'Terns' })).id;
});
afterAll(() => t.close());

const raw = (method: string, path: string, body: string, contentType: string) =>
  t.app.request(path, { method, body, headers: { authorization: `Bearer ${admin}`, 'content-type': contentType } });

describe('no input is a server error', () => {
  it.each(['not-a-uuid', '12345', "x' or 1=1", 'ü'])('a squad route with player id %s', async (userId) => {
    const remove = await t.request('DELETE', `/api/teams/${teamId}/players/${encodeURIComponent(userId)}`, { token: admin });
    const move = await t.request('POST', `/api/teams/${teamId}/players/${encodeURIComponent(userId)}/move`, {
      token: admin,
      body: { toTeam: otherTeamId },
    });
    for (const res of [remove, move]) {
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('squadPlayerIdInvalid');
    }
  });

  it.each(['/api/auth/forgot-password', '/api/auth/resend-verification'])('%s with a 300 KB e-mail', async (path) => {
    const res = await t.request('POST', path, { body: { email: `${'a'.repeat(300 * 1024)}@example.com` } });
    expect([400, 413]).toContain(res.status);
    expect(res.body.code).toMatch(/^(emailTooLong|tooLarge)$/);
  });

  const broken: [string, string, string][] = [
    ['no closing boundary', 'multipart/form-data; boundary=XyZ', '--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nGulls'],
    ['a boundary the body never uses', 'multipart/form-data; boundary=abc', 'just some bytes'],
    ['no boundary at all', 'multipart/form-data', '--x\r\n\r\n--x--'],
    ['a part without headers', 'multipart/form-data; boundary=b', '--b\r\n\r\nno headers\r\n--b--\r\n'],
  ];
  it.each(broken)('creating an event or a team from a malformed form (%s)', async (_what, contentType, body) => {
    for (const [method, path] of [
      ['POST', '/api/events'],
      ['POST', `/api/events/${eventId}/teams`],
      ['PUT', `/api/teams/${teamId}`],
    ] as const) {
      const res = await raw(method, path, body, contentType);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(((await res.json()) as { code: string }).code, `${method} ${path}`).toBe('invalidForm');
    }
  });
});

describe('every route, as an admin, with a body that is not what it reads', () => {
  /** What a fuzzer sends: cut-off forms, broken JSON, the wrong types, 300 KB fields, NUL and lone surrogates. */
  const bodies: [string, string][] = [
    ['multipart/form-data; boundary=XyZ', '--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nGulls'],
    ['multipart/form-data', '--x\r\n\r\n--x--'],
    ['application/json', '{"name":'],
    ['application/json', 'null'],
    ['application/json', '[]'],
    ['application/x-www-form-urlencoded', '%%%'],
    ['text/plain', 'hello'],
    [
      'application/json',
      JSON.stringify(Object.fromEntries(['email', 'name', 'password', 'fullName', 'token'].map((k) => [k, 'a'.repeat(300 * 1024)]))),
    ],
    [
      'application/json',
      JSON.stringify({ email: 'a\u0000@example.com', name: 'b\ud800', password: 'p\u0000', fullName: '\ud800', token: '\u0000' }),
    ],
  ];

  it('answers each with a 4xx, never a server error', async () => {
    const routes = new Map<string, { method: string; path: string }>();
    // Signing out would end the session the walk runs with.
    for (const r of t.app.routes) if (r.path !== '/*' && !r.path.includes('logout')) routes.set(`${r.method} ${r.path}`, r);
    const errors: string[] = [];
    for (const { method, path } of routes.values()) {
      for (const id of ['x', 'not-a-uuid', eventId]) {
        const url = path.replace(/\*$/, 'x').replace(/:[a-zA-Z]+/g, (p) => (p === ':eventId' ? eventId : id));
        for (const [contentType, body] of method === 'GET' ? ([['', '']] as [string, string][]) : bodies) {
          const res = await t.app.request(url, {
            method,
            headers: { authorization: `Bearer ${admin}`, ...(contentType ? { 'content-type': contentType } : {}) },
            ...(method === 'GET' ? {} : { body }),
          });
          if (res.status >= 500) errors.push(`${res.status} ${method} ${url} ${contentType} ${body.slice(0, 24)}`);
        }
      }
    }
    expect(routes.size).toBeGreaterThan(90);
    expect(errors).toEqual([]);
  }, 120_000);
});
