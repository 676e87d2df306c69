import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../endpoints';
import { createTestContext, type TestContext } from '../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** Served without a declaration: the operators' metrics, behind their own token and kept out of the public document. */
const UNDECLARED: string[] = ['/metrics'];

describe('the API document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const res = await t.request('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const result = await new Validator().validate(res.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every route the API serves', async () => {
    const doc = (await t.request('GET', '/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const served = t.app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && !r.path.includes('*'))
      .map((r) => ({ method: r.method.toLowerCase(), path: r.path.slice(4).replace(/:([^/{}]+)/g, '{$1}') }))
      .filter((r) => !UNDECLARED.some((prefix) => r.path === prefix || r.path.startsWith(`${prefix}/`)));
    const missing = served.filter((r) => !doc.paths[r.path]?.[r.method]).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
    expect(served.length).toBeGreaterThan(0);
  });
});

describe('the readable API docs', () => {
  it('are a page whose scripts come from this site', async () => {
    const page = await t.app.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    for (const src of scripts) {
      expect(src.startsWith('/api/docs/')).toBe(true);
      const file = await t.app.request(src);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toContain('javascript');
    }
  });

  it('refuses a file that is not part of the page', async () => {
    const res = await t.request('GET', '/api/docs/package.json');
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});

describe('declared path parameters', () => {
  it('refuse a malformed id with its code before any service runs', async () => {
    const admin = await t.adminToken();
    for (const [method, path] of [
      ['DELETE', '/api/events/not-an-id'],
      ['GET', '/api/events/1234/delete-summary'],
      ['GET', '/api/events/not-an-id/schedule.csv'],
      ['POST', '/api/events/x/games/generate-fixtures'],
    ] as const) {
      const res = await t.request(method, path, { token: admin });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'invalidId', issues: [{ path: 'id', code: 'invalidId' }] });
    }
  });

  it('on every route that declares them, each before any service runs, for a caller allowed in', async () => {
    const admin = await t.adminToken();
    const wellFormed = '00000000-0000-4000-8000-000000000000';
    const refused: string[] = [];
    for (const route of API_ROUTES.filter((r) => r.params)) {
      for (const name of Object.keys(route.params!.shape)) {
        const path = route.path.replace(/\{([^}]+)\}/g, (_, p: string) => (p === name ? 'not-an-id' : wellFormed));
        const res = await t.request(route.method.toUpperCase() as 'GET', `/api${path}`, {
          token: admin,
          ...(route.method === 'get' ? {} : { body: {} }),
        });
        const issue = (res.body as { issues?: { path: string }[] }).issues?.[0];
        if (res.status !== 400 || issue?.path !== name) refused.push(`${route.method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
