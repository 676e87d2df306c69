import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/database';
import { TRANSACTION_ATTEMPTS } from './retry';

/**
 * Every transaction of the app retries a deadlock or serialization failure (db/retry.ts): on
 * Postgres (DATABASE_URL, in CI) two writers that collide both end up applied; on PGlite, the
 * default engine, an ordinary transaction runs once, commits and rolls back as before.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase({ fromTemplate: true });
  await database.db.execute(sql`create table retry_probe (id serial primary key, label text not null, seen int not null)`);
  await database.db.execute(sql`create table retry_pair (id int primary key, n int not null)`);
  await database.db.execute(sql`insert into retry_pair (id, n) values (1, 0), (2, 0)`);
});
afterAll(() => database.close());

const rows = async <T>(query: ReturnType<typeof sql>) => {
  const result = await database.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
};

/** Resolves once `count` callers have arrived: holds two transactions at the point where they overlap. */
function meeting(count: number) {
  let arrived = 0;
  let open!: () => void;
  const all = new Promise<void>((resolve) => (open = resolve));
  return () => {
    arrived += 1;
    if (arrived === count) open();
    return all;
  };
}

/** An error as Postgres reports it, with its SQLSTATE. */
const pgError = (code: string) => Object.assign(new Error(`postgres ${code}`), { code });

const onPostgres = !!process.env.DATABASE_URL;

describe.skipIf(!onPostgres)('two writers that collide on Postgres', () => {
  it('both apply when serializable transactions fail to serialize (40001)', async () => {
    const attempts = { a: 0, b: 0 };
    const bothRead = meeting(2);
    const write = (label: 'a' | 'b') =>
      database.db.transaction(
        async (tx) => {
          attempts[label] += 1;
          const result = await tx.execute(sql`select count(*)::int as n from retry_probe`);
          const n = ((Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[])[0]!.n;
          // First time round, each reads before either writes: a write skew Postgres must refuse.
          if (attempts[label] === 1) await bothRead();
          await tx.execute(sql`insert into retry_probe (label, seen) values (${label}, ${n})`);
        },
        { isolationLevel: 'serializable' },
      );
    await Promise.all([write('a'), write('b')]);
    const saved = await rows<{ label: string; seen: number }>(sql`select label, seen from retry_probe order by seen`);
    expect(saved.map((r) => r.label).sort()).toEqual(['a', 'b']);
    // The one run again saw the other's row: they were applied one after the other.
    expect(saved.map((r) => r.seen)).toEqual([0, 1]);
    expect(attempts.a + attempts.b).toBeGreaterThanOrEqual(3);
  });

  it('both apply when they deadlock (40P01) locking two rows in opposite orders', async () => {
    const attempts = { a: 0, b: 0 };
    const bothLocked = meeting(2);
    const write = (label: 'a' | 'b', first: number, second: number) =>
      database.db.transaction(async (tx) => {
        attempts[label] += 1;
        await tx.execute(sql`update retry_pair set n = n + 1 where id = ${first}`);
        if (attempts[label] === 1) await bothLocked();
        await tx.execute(sql`update retry_pair set n = n + 1 where id = ${second}`);
      });
    await Promise.all([write('a', 1, 2), write('b', 2, 1)]);
    const pair = await rows<{ id: number; n: number }>(sql`select id, n from retry_pair order by id`);
    expect(pair).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
    expect(attempts.a + attempts.b).toBe(3);
  });
});

describe('a transaction', () => {
  it('runs once and commits when nothing collides', async () => {
    let runs = 0;
    const answer = await database.db.transaction(async (tx) => {
      runs += 1;
      await tx.execute(sql`insert into retry_probe (label, seen) values ('plain', 0)`);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(runs).toBe(1);
    expect(await rows(sql`select 1 from retry_probe where label = 'plain'`)).toHaveLength(1);
  });

  it('runs once and keeps nothing when it fails for another reason', async () => {
    let runs = 0;
    const failing = database.db.transaction(async (tx) => {
      runs += 1;
      await tx.execute(sql`insert into retry_probe (label, seen) values ('refused', 0)`);
      throw new Error('a rule is broken');
    });
    await expect(failing).rejects.toThrow('a rule is broken');
    expect(runs).toBe(1);
    expect(await rows(sql`select 1 from retry_probe where label = 'refused'`)).toHaveLength(0);
  });

  it('runs again from the start after a conflict, keeping only the attempt that committed', async () => {
    let runs = 0;
    let savepointRuns = 0;
    await database.db.transaction(async (tx) => {
      runs += 1;
      await tx.execute(sql`insert into retry_probe (label, seen) values ('again', ${runs})`);
      // A savepoint is not retried on its own: the whole transaction is.
      await tx.transaction(async (inner) => {
        savepointRuns += 1;
        await inner.execute(sql`select 1`);
      });
      if (runs === 1) throw pgError('40P01');
    });
    expect(runs).toBe(2);
    expect(savepointRuns).toBe(2);
    expect(await rows<{ seen: number }>(sql`select seen from retry_probe where label = 'again'`)).toEqual([{ seen: 2 }]);
  });

  it('gives up after a few attempts when the conflict never clears', async () => {
    let runs = 0;
    const stuck = database.db.transaction(async () => {
      runs += 1;
      throw pgError('40001');
    });
    await expect(stuck).rejects.toThrow('postgres 40001');
    expect(runs).toBe(TRANSACTION_ATTEMPTS);
  });
});
