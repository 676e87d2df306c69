import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const PAGE_ONLY = ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection', 'x-dns-prefetch-control'];

describe('security headers', () => {
  it.each([
    ['a read', 'GET', '/api/health', undefined],
    ['an unknown route', 'GET', '/api/no-such-thing', undefined],
    ['a refused write', 'POST', '/api/auth/login', '{not json'],
  ])('on %s of the API: nothing may run, frame or sniff it', async (_what, method, path, body) => {
    const res = await t.app.request(path, { method, body, headers: { 'content-type': 'application/json', origin: 'http://localhost' } });
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    for (const name of PAGE_ONLY) expect(res.headers.get(name), name).toBeNull();
  });

  it("on the app's own files: the app's policy", async () => {
    const res = await t.app.request('/robots.txt');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });
});
