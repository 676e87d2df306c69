import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createFetchTransport, type SyncTransport } from '@pitchside/sync';
import { goals, syncClients, syncMutations } from '../db/schema';
import type { TestContext } from '../test/harness';

/** Calls and checks the sync tests share, over the real app and database of one test file (made in beforeAll). */
export function syncTestKit(ctx: () => TestContext, token: () => string) {
  const clientId = () => `dev-${randomUUID().slice(0, 12)}`;
  const push = (body: unknown, tk = token()) => ctx().request('POST', '/api/sync/push', { body, token: tk });
  const pull = (scope: string, cid: string, cookie?: string, tk = token()) =>
    ctx().request('GET', `/api/sync/pull?scope=${scope}&clientId=${cid}${cookie ? `&cookie=${encodeURIComponent(cookie)}` : ''}`, {
      token: tk,
    });
  const db = () => ctx().deps.database.db;
  const liveGoals = async (gameId: string) => (await db().select().from(goals).where(eq(goals.gameId, gameId))).filter((g) => !g.deletedAt);
  const logged = async (cid: string) => db().select().from(syncMutations).where(eq(syncMutations.clientId, cid));
  const lastId = async (cid: string) =>
    (await db().select().from(syncClients).where(eq(syncClients.clientId, cid)))[0]?.lastMutationId ?? 0;

  /** The real API as a transport, with a switch to lose answers or fail before the server sees the call. */
  function appTransport(tk: () => string) {
    const inner = createFetchTransport({
      fetch: async (url, init) => ctx().app.request(url, init),
      headers: () => ({ authorization: `Bearer ${tk()}` }),
    });
    const faults = { loseNextPushAnswer: false, failNextPushWith: 0 as number, offline: false, pushCalls: 0 };
    const transport: SyncTransport = {
      async push(req) {
        faults.pushCalls += 1;
        if (faults.offline) throw new TypeError('Failed to fetch');
        if (faults.failNextPushWith) {
          const status = faults.failNextPushWith;
          faults.failNextPushWith = 0;
          return { status, body: { success: false, message: 'Service unavailable' } };
        }
        const res = await inner.push(req);
        if (faults.loseNextPushAnswer) {
          faults.loseNextPushAnswer = false;
          throw new TypeError('Network connection lost');
        }
        return res;
      },
      pull: (req) => (faults.offline ? Promise.reject(new TypeError('Failed to fetch')) : inner.pull(req)),
    };
    return { transport, faults };
  }

  return { clientId, push, pull, db, liveGoals, logged, lastId, appTransport };
}

/** A manual timer: retries run when the test says so, never by waiting. */
export function manualTimer() {
  const due: (() => void)[] = [];
  return {
    schedule: (run: () => void) => {
      due.push(run);
      return () => {
        const i = due.indexOf(run);
        if (i >= 0) due.splice(i, 1);
      };
    },
    pending: () => due.length,
  };
}
