import { Hono } from 'hono';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../context';
import { declareRoute, handle } from './declare-route';

const route = declareRoute({
  method: 'get',
  path: '/answers/{kind}',
  summary: 'An answer of the shape asked for',
  response: z.object({ success: z.literal(true), count: z.number() }),
  permission: 'public',
  cache: 'none',
});

describe('in test runs a declared answer is held to its schema', () => {
  const app = new Hono<AppEnv>();
  handle(app, route, (c) =>
    c.req.param('kind') === 'right' ? c.json({ success: true, count: 3 }) : c.json({ success: true, count: '3' }),
  );
  app.onError((err, c) => c.json({ error: err.message }, 500));

  it('passes an answer of the declared shape unchanged', async () => {
    const res = await app.request('/answers/right');
    expect([res.status, await res.json()]).toEqual([200, { success: true, count: 3 }]);
  });

  it('fails an answer that drifted from it, naming the route and the field', async () => {
    const res = await app.request('/answers/drifted');
    expect(res.status).toBe(500);
    expect(((await res.json()) as { error: string }).error).toMatch(
      /^GET \/answers\/\{kind\} answered outside its declared schema: count:/,
    );
  });
});
