import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('configuration', () => {
  it('has working defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.DATA_DIR.endsWith(`${path.sep}.data`)).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT: PORT must be a number'],
    [{ PORT: '70000' }, 'PORT: PORT must be from 0 to 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET: JWT_SECRET must be at least 32 characters'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL: SMTP_URL must start with smtp:// or smtps://'],
    [{ ADMIN_EMAIL: 'admin' }, 'ADMIN_EMAIL: ADMIN_EMAIL must be an e-mail address'],
    [{ ADMIN_EMAIL: 'admin@example.com' }, 'ADMIN_PASSWORD: required when ADMIN_EMAIL is set'],
    [{ PUBLIC_URL: 'pitchside' }, 'PUBLIC_URL: PUBLIC_URL must be a URL such as https://pitchside.example'],
  ])('stops start-up on %j with a message naming the variable', (source, message) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(message);
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', SMTP_URL: '  ' }).DATABASE_URL).toBeUndefined();
  });
});

describe('rate limit scale', () => {
  it('multiplies every limit for venues where many people share an address', async () => {
    const { scaleLimits } = await import('../server');
    expect(scaleLimits(1).login.limit).toBe(10);
    expect(scaleLimits(3).login.limit).toBe(30);
    expect(scaleLimits(3).login.windowMs).toBe(15 * 60_000);
    expect(() => parseEnv({ RATE_LIMIT_SCALE: '0.5' })).toThrow('RATE_LIMIT_SCALE: RATE_LIMIT_SCALE must be 1 or more');
  });
});

describe('client address behind proxies', () => {
  it('takes the address the trusted proxy saw, never what the caller wrote further left', async () => {
    const { Hono } = await import('hono');
    const { clientAddress } = await import('./rate-limit');
    const app = (hops: number) =>
      new Hono<{ Variables: { deps: { env: { TRUST_PROXY: number } } } }>()
        .use('*', async (c, next) => {
          c.set('deps', { env: { TRUST_PROXY: hops } });
          await next();
        })
        .get('/', (c) => c.text(clientAddress(c as never)));
    const ask = async (hops: number, xff?: string) =>
      (await app(hops).request('/', { headers: xff ? { 'x-forwarded-for': xff } : {} })).text();
    expect(await ask(1, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ask(2, '6.6.6.6, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
    expect(await ask(0, '6.6.6.6')).toBe('local');
    expect(await ask(1)).toBe('local');
  });
});
