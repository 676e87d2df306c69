import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@pitchside/shared';
import { createTestContext, type TestContext } from '../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** A member signed in the way the PWA is: with the session cookie the login answer set. */
async function cookieMember() {
  const m = await t.member();
  return { ...m, cookie: `pitchside_session=${m.token}` };
}
const me = (cookie: string) => t.request('GET', '/api/auth/me', { headers: { cookie } });

describe('writes authenticated by the session cookie', () => {
  it('refuses a logout posted by another site’s form, and the session stays open', async () => {
    const m = await cookieMember();
    const forged = await t.request('POST', '/api/auth/logout', {
      headers: { cookie: m.cookie, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ success: false, code: 'crossSiteRefused', message: MSG.crossSiteRefused });
    expect((await me(m.cookie)).status).toBe(200);
  });

  it('refuses a cross-site write that names no origin unless it is JSON', async () => {
    const m = await cookieMember();
    const form = await t.request('POST', '/api/auth/logout', { headers: { cookie: m.cookie, 'content-type': 'text/plain' } });
    expect(form.status).toBe(403);
    const site = await t.request('POST', '/api/auth/logout', { headers: { cookie: m.cookie, 'sec-fetch-site': 'cross-site' } });
    expect(site.status).toBe(403);
    expect((await me(m.cookie)).status).toBe(200);
  });

  it('refuses another site’s logout form even though the browser leaves the Lax cookie out, and clears nothing', async () => {
    const m = await cookieMember();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const headers of [{ ...form, origin: 'https://evil.example' }, { ...form, 'sec-fetch-site': 'cross-site' }, form]) {
      const res = await t.request('POST', '/api/auth/logout', { headers });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('crossSiteRefused');
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    expect((await me(m.cookie)).status).toBe(200);
    // Our own page whose cookie is already gone still signs out quietly.
    const own = await t.request('POST', '/api/auth/logout', { headers: { origin: 'http://pitchside.test' } });
    expect(own.status).toBe(200);
  });

  it('lets the PWA’s own pages write: same origin by Origin, by Sec-Fetch-Site, or a JSON body', async () => {
    const a = await cookieMember();
    expect((await t.request('POST', '/api/auth/logout', { headers: { cookie: a.cookie, origin: 'http://pitchside.test' } })).status).toBe(
      200,
    );
    expect((await me(a.cookie)).status).toBe(401);
    const b = await cookieMember();
    const viaHost = await t.request('POST', '/api/auth/logout', {
      headers: { cookie: b.cookie, origin: 'http://localhost', host: 'localhost' },
    });
    expect(viaHost.status).toBe(200);
    const c = await cookieMember();
    expect((await t.request('POST', '/api/auth/logout', { headers: { cookie: c.cookie, 'sec-fetch-site': 'same-origin' } })).status).toBe(
      200,
    );
    const d = await cookieMember();
    expect((await t.request('POST', '/api/auth/logout', { headers: { cookie: d.cookie }, body: {} })).status).toBe(200);
  });

  it('leaves calls with a Bearer token alone, whatever their origin', async () => {
    const m = await t.member();
    const res = await t.request('POST', '/api/auth/logout', { token: m.token, headers: { origin: 'https://other-app.example' } });
    expect(res.status).toBe(200);
  });
});

describe('the origin of a write', () => {
  it('is ours only with the same scheme as well as the same host', async () => {
    // PUBLIC_URL is http://pitchside.test: an https page of that name (or an http page named by
    // the host the request came to, over another scheme) is another origin.
    for (const origin of ['https://pitchside.test', 'ftp://pitchside.test', 'https://localhost', 'null']) {
      const m = await cookieMember();
      const res = await t.request('POST', '/api/auth/logout', { headers: { cookie: m.cookie, origin, host: 'localhost' } });
      expect(res.status, origin).toBe(403);
      expect(res.body.code).toBe('crossSiteRefused');
    }
    for (const origin of ['http://pitchside.test', 'http://localhost', 'HTTP://LOCALHOST:80']) {
      const m = await cookieMember();
      const res = await t.request('POST', '/api/auth/logout', { headers: { cookie: m.cookie, origin, host: 'localhost' } });
      expect(res.status, origin).toBe(200);
    }
  });
});
