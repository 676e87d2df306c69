/**
 * Every admin screen must open courtside without signal, on a phone where the admin never opened
 * it. Admin code stays out of the fans' precache (the public first load has a budget, and fans never
 * run it), so it is cached here instead, as soon as an admin is signed in: the build lists the files
 * only admins run in `admin-files.json` (see vite.config.ts), and this puts each into the cache the
 * service worker answers `/assets/` from (CacheFirst), so a lazy admin screen loads from the device.
 */
export const ADMIN_CODE_CACHE = 'pitchside-admin-code';
export const ADMIN_FILES_URL = '/admin-files.json';

export interface WarmEnv {
  caches: Pick<CacheStorage, 'open'> | undefined;
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  origin: string;
  /** This module's own address: it is one of the listed files when the list is this page's build. */
  self: string;
}

const defaultEnv = (): WarmEnv => ({
  caches: typeof caches === 'undefined' ? undefined : caches,
  fetch: (input, init) => fetch(input, init),
  origin: location.origin,
  self: import.meta.url,
});

/** Caches the admin files this device lacks; answers how many it added. Never throws. */
export async function warmAdminCode(env: WarmEnv = defaultEnv()): Promise<number> {
  try {
    if (!env.caches) return 0;
    const res = await env.fetch(ADMIN_FILES_URL, { cache: 'no-store' });
    // The dev server has no list; nothing to warm there.
    if (!res.ok || !(res.headers.get('content-type') ?? '').includes('json')) return 0;
    const { files } = (await res.json()) as { files: string[] };
    const urls = files.map((f) => new URL(f, env.origin).href);
    const wanted = new Set(urls);
    // A newer build on the server than the code this page runs (its update not yet accepted): its
    // files are not this page's, and the old ones the page still needs must stay.
    if (!wanted.has(new URL(env.self, env.origin).href)) return 0;
    const cache = await env.caches.open(ADMIN_CODE_CACHE);
    // Earlier builds' files: their hashed names are never asked for again.
    for (const req of await cache.keys()) if (!wanted.has(req.url)) await cache.delete(req);
    // All at once: an admin may lose signal a few seconds after signing in.
    const added = await Promise.all(
      urls.map(async (url) => {
        if (await cache.match(url)) return 0;
        // One file lost to a dropped connection must not keep the others from the device.
        const file = await env.fetch(url).catch(() => null);
        if (!file?.ok) return 0;
        await cache.put(url, file);
        return 1;
      }),
    );
    return added.reduce<number>((n, a) => n + a, 0);
  } catch {
    // Offline or storage full: the next sign-in or start tries again.
    return 0;
  }
}
