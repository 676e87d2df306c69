import { describe, expect, it } from 'vitest';
import { CacheStore, type Computed, type Entry } from './response-cache-store';

const answer = (text: string, scope: Computed['scope'] = { events: ['e1'], anyGame: false }): Computed => ({
  status: 200,
  body: Buffer.from(JSON.stringify({ text })),
  contentType: 'application/json',
  scope,
});

describe('the read cache store', () => {
  it('computes once for any number of callers missing the same key at once', async () => {
    const store = new CacheStore({ maxBytes: 1 << 20, ttlMs: 60_000 });
    let runs = 0;
    const compute = async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 10));
      return answer('x');
    };
    const all = await Promise.all(Array.from({ length: 150 }, () => store.run('k', compute)));
    expect(runs).toBe(1);
    expect(new Set(all).size).toBe(1);
    expect(store.get('k')?.etag).toBeTruthy();
  });

  it('outdates only the answers of the changed event and those of every game', async () => {
    const store = new CacheStore({ maxBytes: 1 << 20, ttlMs: 60_000 });
    await store.run('a', async () => answer('a', { events: ['e1'], anyGame: false }));
    await store.run('b', async () => answer('b', { events: ['e2'], anyGame: false }));
    await store.run('counts', async () => answer('c', { events: [], anyGame: true }));
    await store.run('list', async () => answer('l', { events: [], anyGame: false }));
    store.invalidateEvent('e1');
    expect([store.get('a'), store.get('b'), store.get('counts'), store.get('list')].map((e) => store.isFresh(e!))).toEqual([
      false,
      true,
      false,
      true,
    ]);
    // A setup write (a team, a squad, an invitation) forgets everything: no previous answer is served after it.
    store.invalidateAll();
    expect(store.get('list')).toBeUndefined();
  });

  it('never keeps as fresh an answer computed before a change it depends on', async () => {
    const store = new CacheStore({ maxBytes: 1 << 20, ttlMs: 60_000 });
    let release!: () => void;
    const slow = store.run('a', () => new Promise<Computed>((r) => (release = () => r(answer('old')))));
    store.invalidateEvent('e2');
    store.invalidateEvent('e1');
    release();
    const stored = (await slow) as Entry;
    expect(stored.outdated).toBe(true);
    const unrelated = store.run('b', async () => answer('b', { events: ['e3'], anyGame: false }));
    expect(((await unrelated) as Entry).outdated).toBe(false);
  });

  it('keeps within its memory cap, dropping the oldest answers first', async () => {
    const store = new CacheStore({ maxBytes: 2000, ttlMs: 60_000 });
    for (let i = 0; i < 20; i += 1) await store.run(`k${i}`, async () => answer('y'.repeat(200)));
    expect(store.size.bytes).toBeLessThanOrEqual(2000);
    expect(store.get('k0')).toBeUndefined();
    expect(store.get('k19')).toBeDefined();
  });

  it('passes on answers it does not keep (errors) to every waiting caller', async () => {
    const store = new CacheStore({ maxBytes: 1 << 20, ttlMs: 60_000 });
    const res = await store.run('missing', async () => ({ ...answer('Event not found'), status: 404 }));
    expect(res.status).toBe(404);
    expect(store.get('missing')).toBeUndefined();
  });
});
