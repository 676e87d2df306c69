import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { makeFixture } from './test-factory';
import { syncTestKit } from './test-kit';

/**
 * Sync versions and tombstones come from the database (drizzle/0025_sync-versions-by-trigger.sql),
 * so a writer that never heard of them still reaches devices: each write below is plain SQL that
 * names no version and records no tombstone, as a new feature's query might.
 */

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  token = await t.adminToken();
});
afterAll(() => t.close());

const { clientId, pull, db } = syncTestKit(
  () => t,
  () => token,
);

type Op = { op: 'put' | 'del'; entity: string; id: string; value?: Record<string, unknown> };
const ops = (res: { body: { patch: Op[] } }) => res.body.patch.map((p) => `${p.op} ${p.entity} ${p.id}`).sort();

/** A device that pulled everything, then the next pull after `write`. */
async function nextPullAfter(eventId: string, write: () => Promise<unknown>) {
  const cid = clientId();
  const first = await pull(eventId, cid);
  expect(first.body.reset).toBe(true);
  await write();
  const next = await pull(eventId, cid, first.body.cookie);
  expect(next.body.reset).toBeUndefined();
  return next;
}

describe('sync versions set by the database', () => {
  it('sends a game updated without touching its version', async () => {
    const f = await makeFixture(t);
    const next = await nextPullAfter(f.eventId, () => db().execute(sql`update games set status = 'live' where id = ${f.gameId}`));
    expect(ops(next)).toEqual([`put game ${f.gameId}`]);
    expect(next.body.patch[0]!.value).toMatchObject({ status: 'live' });
  });

  it("sends a goal and a goalkeeper's saves inserted without a version", async () => {
    const f = await makeFixture(t);
    const goalId = randomUUID();
    const keeper = f.home.players[0]!;
    const next = await nextPullAfter(f.eventId, async () => {
      await db().execute(sql`
        insert into goals (id, game_id, event_id, side, minute, scorer_name) values (${goalId}, ${f.gameId}, ${f.eventId}, 'home', 7, 'Late')`);
      await db().execute(sql`
        insert into goalkeeper_saves (game_id, player_id, event_id, saves) values (${f.gameId}, ${keeper}, ${f.eventId}, 4)`);
    });
    expect(ops(next)).toEqual([`put goal ${goalId}`, `put save ${f.gameId}:${keeper}`].sort());
  });

  it('replaces a version a writer chose, however old', async () => {
    const f = await makeFixture(t);
    const next = await nextPullAfter(f.eventId, () =>
      db().execute(sql`update games set round = 'Final', version = 1 where id = ${f.gameId}`),
    );
    expect(ops(next)).toEqual([`put game ${f.gameId}`]);
  });

  it('sends a team whose roster changed, its row untouched', async () => {
    const f = await makeFixture(t);
    const [player] = await db()
      .execute(sql`insert into users (full_name, type) values ('New Signing', 'player') returning id`)
      .then(rows);
    const next = await nextPullAfter(f.eventId, () =>
      db().execute(sql`insert into team_players (team_id, user_id, shirt_number) values (${f.home.id}, ${player!.id}, 99)`),
    );
    expect(ops(next)).toEqual([`put team ${f.home.id}`]);
    expect((next.body.patch[0]!.value!.players as { name: string }[]).map((p) => p.name)).toContain('New Signing');

    // A player moved between teams: both rosters changed.
    const moved = await nextPullAfter(f.eventId, () =>
      db().execute(sql`update team_players set team_id = ${f.away.id} where team_id = ${f.home.id} and user_id = ${player!.id}`),
    );
    expect(ops(moved)).toEqual([`put team ${f.home.id}`, `put team ${f.away.id}`].sort());
  });

  it('sends deletes for a game, a team and saves removed by plain deletes', async () => {
    const f = await makeFixture(t);
    const keeper = f.home.players[0]!;
    await db().execute(
      sql`insert into goalkeeper_saves (game_id, player_id, event_id, saves) values (${f.gameId}, ${keeper}, ${f.eventId}, 2)`,
    );
    const saves = await nextPullAfter(f.eventId, () =>
      db().execute(sql`delete from goalkeeper_saves where game_id = ${f.gameId} and player_id = ${keeper}`),
    );
    expect(ops(saves)).toEqual([`del save ${f.gameId}:${keeper}`]);

    // The team's games go with it (cascade): one delete each, none for their goals.
    await db().execute(
      sql`insert into goals (id, game_id, event_id, side, minute, scorer_name) values (${randomUUID()}, ${f.gameId}, ${f.eventId}, 'home', 3, 'Gone')`,
    );
    const team = await nextPullAfter(f.eventId, () => db().execute(sql`delete from teams where id = ${f.home.id}`));
    expect(ops(team)).toEqual([`del game ${f.gameId}`, `del team ${f.home.id}`].sort());
  });

  it('keeps the version of a row an update left as it was, and gives a row written twice one later version', async () => {
    const f = await makeFixture(t);
    const same = await nextPullAfter(f.eventId, () => db().execute(sql`update games set round = round where id = ${f.gameId}`));
    expect(same.body.patch).toEqual([]);

    const twice = await nextPullAfter(f.eventId, () =>
      db().transaction(async (tx) => {
        await tx.execute(sql`update games set status = 'live' where id = ${f.gameId}`);
        await tx.execute(sql`update games set status = 'completed' where id = ${f.gameId}`);
      }),
    );
    expect(ops(twice)).toEqual([`put game ${f.gameId}`]);
    expect(twice.body.patch[0]!.value).toMatchObject({ status: 'completed' });
    expect(Number(twice.body.patch[0]!.value!.version)).toBe(Number(twice.body.cookie.split(':').at(-1)));
  });

  it('leaves no tombstones behind when a whole event is deleted', async () => {
    const f = await makeFixture(t);
    await db().execute(sql`delete from events where id = ${f.eventId}`);
    const left = rows(await db().execute(sql`select count(*)::int as n from sync_tombstones where event_id = ${f.eventId}`));
    expect(left[0]!.n).toBe(0);
  });
});

function rows(result: unknown): Record<string, any>[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, any>[];
}
