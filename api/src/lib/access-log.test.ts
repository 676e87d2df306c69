import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { createLogger } from './logger';

const lines: Record<string, any>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ log: createLogger('info', sink) });
});
afterAll(() => t.close());

describe('access log', () => {
  it('writes one JSON line per request with its id, and no secret the request carried', async () => {
    const m = await t.member();
    lines.length = 0;
    const res = await t.app.request('/api/auth/me?token=secret-in-query&email=maya%40example.com', {
      headers: { authorization: `Bearer ${m.token}`, cookie: 'pitchside_session=cookie-secret' },
    });
    expect(res.status).toBe(200);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[\w-]{8,}$/);
    const access = lines.filter((l) => l.msg === 'request');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ level: 30, req: { id, method: 'GET', path: '/api/auth/me' }, res: { status: 200 } });
    expect(typeof access[0]!.ms).toBe('number');
    const logged = JSON.stringify(lines);
    for (const secret of [m.token, 'cookie-secret', 'secret-in-query', 'maya']) expect(logged).not.toContain(secret);
  });

  it('never logs the password of a login or sign-up', async () => {
    lines.length = 0;
    const password = 'a-very-secret-password-9';
    await t.request('POST', '/api/auth/signup', {
      body: { fullName: 'Maya', email: 'maya-log@example.com', phoneNumber: '+961 3 123456', password, confirmPassword: password },
    });
    await t.request('POST', '/api/auth/login', { body: { email: 'maya-log@example.com', password } });
    expect(lines.filter((l) => l.msg === 'request').map((l) => l.req.path)).toEqual(['/api/auth/signup', '/api/auth/login']);
    expect(JSON.stringify(lines)).not.toContain(password);
  });
});
