import { describe, expect, it } from 'vitest';
import { ADMIN_CODE_CACHE, ADMIN_FILES_URL, warmAdminCode, type WarmEnv } from './warm-admin-code';

const ORIGIN = 'https://pitchside.test';

/** An in-memory Cache Storage: what the service worker would answer from. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      keys: async () => [...store.keys()].map((u) => new Request(u)),
      match: async (u: string) => store.get(u),
      put: async (u: string, r: Response) => void store.set(u, r),
      delete: async (r: Request) => store.delete(r.url),
    } as unknown as Cache;
  };
  return { caches: { open } as Pick<CacheStorage, 'open'>, stores };
}

function env(files: string[], opts: { self?: string; failing?: string[] } = {}) {
  const { caches, stores } = memoryCaches();
  const fetched: string[] = [];
  const e: WarmEnv = {
    caches,
    origin: ORIGIN,
    self: `${ORIGIN}${opts.self ?? '/assets/warm-admin-code-abc.js'}`,
    fetch: async (url) => {
      fetched.push(url);
      if (url === ADMIN_FILES_URL) return Response.json({ files });
      if (opts.failing?.some((f) => url.endsWith(f))) throw new TypeError('Failed to fetch');
      return new Response(`// ${url}`, { status: 200 });
    },
  };
  return { e, stores, fetched };
}

const FILES = [
  '/assets/warm-admin-code-abc.js',
  '/assets/standings-manager-page-1.js',
  '/assets/rankings-manager-page-2.js',
  '/assets/admin-en-3.js',
];

describe('warming the admin code on sign-in', () => {
  it('puts every admin screen into the cache the service worker answers from, once', async () => {
    const { e, stores, fetched } = env(FILES);
    expect(await warmAdminCode(e)).toBe(4);
    expect([...stores.get(ADMIN_CODE_CACHE)!.keys()].sort()).toEqual(FILES.map((f) => ORIGIN + f).sort());
    fetched.length = 0;
    expect(await warmAdminCode(e)).toBe(0);
    expect(fetched).toEqual([ADMIN_FILES_URL]);
  });

  it("drops an earlier build's files and leaves the cache alone when the server runs a newer build than the page", async () => {
    const { e, stores } = env(FILES);
    const cache = await e.caches!.open(ADMIN_CODE_CACHE);
    await cache.put(`${ORIGIN}/assets/standings-manager-page-OLD.js`, new Response(''));
    await warmAdminCode(e);
    expect(stores.get(ADMIN_CODE_CACHE)!.has(`${ORIGIN}/assets/standings-manager-page-OLD.js`)).toBe(false);

    const newer = env(['/assets/warm-admin-code-NEW.js', '/assets/standings-manager-page-9.js']);
    const old = await newer.e.caches!.open(ADMIN_CODE_CACHE);
    await old.put(`${ORIGIN}/assets/standings-manager-page-1.js`, new Response(''));
    expect(await warmAdminCode(newer.e)).toBe(0);
    expect(newer.stores.get(ADMIN_CODE_CACHE)!.has(`${ORIGIN}/assets/standings-manager-page-1.js`)).toBe(true);
  });

  it('never throws offline', async () => {
    const { e } = env(FILES, { failing: ['rankings-manager-page-2.js'] });
    expect(await warmAdminCode(e)).toBe(3);
    expect(await warmAdminCode({ ...e, fetch: async () => Promise.reject(new TypeError('Failed to fetch')) })).toBe(0);
  });
});
