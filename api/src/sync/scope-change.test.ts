import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStore, type PullResponse } from '@pitchside/sync';
import { games, pitches, venues } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { makeFixture, makeGame, type Fixture } from './test-factory';
import { syncTestKit } from './test-kit';

/**
 * A scorer's device after their scope changes: the next pull sends what they may now score and the
 * device drops what they no longer may, through the protocol's reset; a pull with nothing changed stays small.
 */
let t: TestContext;
let f: Fixture;
let admin: string;
let scorer: { token: string; id: string };
let pitchOne: string;
let pitchTwo: string;
let pitchOneGame: string;
const kit = syncTestKit(
  () => t,
  () => scorer.token,
);

const setScope = async (scope: { pitches?: string[]; games?: string[] }) => {
  const res = await t.request('PUT', `/api/events/${f.eventId}/staff`, {
    token: admin,
    body: { staff: [{ userId: scorer.id, role: 'scorer', scope }] },
  });
  expect(res.status).toBe(200);
};
const gamesOf = (pull: PullResponse) => pull.patch.filter((p) => p.entity === 'game' && p.op === 'put').map((p) => p.id);

beforeAll(async () => {
  t = await createTestContext();
  f = await makeFixture(t);
  admin = await t.adminToken();
  scorer = await t.member({ fullName: 'Hadi Volunteer' });
  const db = t.deps.database.db;
  const [venue] = await db.insert(venues).values({ eventId: f.eventId, name: 'School Hall' }).returning({ id: venues.id });
  const [one, two] = await db
    .insert(pitches)
    .values([
      { venueId: venue!.id, eventId: f.eventId, name: 'Pitch 1', code: 'P1', position: 1 },
      { venueId: venue!.id, eventId: f.eventId, name: 'Pitch 2', code: 'P2', position: 2 },
    ])
    .returning({ id: pitches.id });
  pitchOne = one!.id;
  pitchTwo = two!.id;
  pitchOneGame = await makeGame(db, f.eventId, f.home.id, f.away.id);
  await db.update(games).set({ pitchId: pitchTwo }).where(eq(games.id, f.gameId));
  await db.update(games).set({ pitchId: pitchOne }).where(eq(games.id, pitchOneGame));
});
afterAll(() => t.close());

describe("a change of a scorer's scope on their device", () => {
  it('resends what they may now score and drops what they no longer may on the next pull', async () => {
    await setScope({ pitches: [pitchTwo] });
    const clientId = kit.clientId();
    const store = createMemoryStore();
    const pullInto = async () => {
      const res = await kit.pull(f.eventId, clientId, (await store.getCookie(f.eventId)) ?? undefined);
      expect(res.status).toBe(200);
      await store.applyPull(f.eventId, res.body as PullResponse);
      return res.body as PullResponse;
    };

    expect(gamesOf(await pullInto())).toEqual([f.gameId]);
    // Nothing changed: the device's cookie still holds, nothing is resent.
    const quiet = await pullInto();
    expect([quiet.reset, quiet.patch]).toEqual([undefined, []]);

    await setScope({ pitches: [pitchOne] });
    const after = await pullInto();
    expect(after.reset).toBe(true);
    expect(gamesOf(after)).toEqual([pitchOneGame]);
    expect((await store.listRows('game', f.eventId)).map((g) => g.id)).toEqual([pitchOneGame]);

    // A game list beside the pitch widens the view again; the next pull carries both games.
    await setScope({ pitches: [pitchOne], games: [f.gameId] });
    const widened = await pullInto();
    expect(widened.reset).toBe(true);
    expect((await store.listRows('game', f.eventId)).map((g) => g.id).sort()).toEqual([f.gameId, pitchOneGame].sort());
  });

  it('drops a game moved off their pitch at the next pull', async () => {
    await setScope({ pitches: [pitchOne] });
    const clientId = kit.clientId();
    const store = createMemoryStore();
    const first = (await kit.pull(f.eventId, clientId)).body as PullResponse;
    await store.applyPull(f.eventId, first);
    expect((await store.listRows('game', f.eventId)).map((g) => g.id)).toEqual([pitchOneGame]);
    // The game moves to Pitch 2 (as the schedule does): the scorer of Pitch 1 may no longer score it.
    await t.deps.database.db.update(games).set({ pitchId: pitchTwo }).where(eq(games.id, pitchOneGame));
    const next = (await kit.pull(f.eventId, clientId, first.cookie)).body as PullResponse;
    await store.applyPull(f.eventId, next);
    expect(await store.listRows('game', f.eventId)).toEqual([]);
  });

  it('keeps an organiser cookie as it was: they see the whole event', async () => {
    const full = await kit.pull(f.eventId, kit.clientId(), undefined, admin);
    expect(full.body.cookie.startsWith(`${f.eventId}:`)).toBe(true);
  });
});
