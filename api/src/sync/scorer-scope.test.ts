import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, games, pitches, staffRoles, venues } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { goalArgs, makeFixture, makeGame, type Fixture } from './test-factory';
import { syncTestKit } from './test-kit';

let t: TestContext;
let scorer: { token: string; id: string };
let f: Fixture;
let pitchTwoGame: string;
let pitchOneGame: string;
const kit = syncTestKit(
  () => t,
  () => scorer.token,
);

/** A scorer of Pitch 2 of one edition, given by hand as the Staff screen would. */
beforeAll(async () => {
  t = await createTestContext();
  scorer = await t.member({ fullName: 'Rania Volunteer' });
  f = await makeFixture(t);
  const db = t.deps.database.db;
  const [event] = await db.select({ slug: events.slug }).from(events).where(eq(events.id, f.eventId));
  const [venue] = await db.insert(venues).values({ eventId: f.eventId, name: 'School Hall' }).returning({ id: venues.id });
  const [one, two] = await db
    .insert(pitches)
    .values([
      { venueId: venue!.id, eventId: f.eventId, name: 'Pitch 1', code: 'P1', position: 1 },
      { venueId: venue!.id, eventId: f.eventId, name: 'Pitch 2', code: 'P2', position: 2 },
    ])
    .returning({ id: pitches.id });
  pitchTwoGame = f.gameId;
  pitchOneGame = await makeGame(db, f.eventId, f.home.id, f.away.id);
  await db.update(games).set({ pitchId: two!.id }).where(eq(games.id, pitchTwoGame));
  await db.update(games).set({ pitchId: one!.id }).where(eq(games.id, pitchOneGame));
  await db.insert(staffRoles).values({
    userId: scorer.id,
    eventSlug: event!.slug,
    editionId: f.eventId,
    role: 'scorer',
    scope: { pitches: [two!.id] },
  });
});
afterAll(() => t.close());

describe('a scorer of one pitch', () => {
  it('has an edit for a game on another pitch refused while the rest of the push applies', async () => {
    const clientId = kit.clientId();
    const res = await kit.push({
      clientId,
      mutations: [
        { id: 1, name: 'goal.add', args: goalArgs(f) },
        { id: 2, name: 'goal.add', args: { ...goalArgs(f), gameId: pitchOneGame } },
        { id: 3, name: 'goal.add', args: goalArgs(f, { minute: 20 }) },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: { status: string; code?: string }) => [r.status, r.code])).toEqual([
      ['applied', undefined],
      ['rejected', 'notAllowed'],
      ['applied', undefined],
    ]);
    expect(await kit.liveGoals(pitchTwoGame)).toHaveLength(2);
    expect(await kit.liveGoals(pitchOneGame)).toHaveLength(0);
  });

  it('pulls only the games they may score, with the teams', async () => {
    const res = await kit.pull(f.eventId, kit.clientId());
    expect(res.status).toBe(200);
    const gameIds = res.body.patch.filter((p: { entity: string }) => p.entity === 'game').map((p: { id: string }) => p.id);
    expect(gameIds).toEqual([pitchTwoGame]);
    expect(res.body.patch.filter((p: { entity: string }) => p.entity === 'team')).toHaveLength(2);
  });

  it('cannot pull another event, and a member without a role cannot push or pull at all', async () => {
    const other = await makeFixture(t);
    expect((await kit.pull(other.eventId, kit.clientId())).body.code).toBe('notAllowed');
    const member = await t.member();
    expect(
      (await kit.push({ clientId: kit.clientId(), mutations: [{ id: 1, name: 'goal.add', args: goalArgs(f) }] }, member.token)).status,
    ).toBe(403);
    expect((await kit.pull(f.eventId, kit.clientId(), undefined, member.token)).status).toBe(403);
  });

  it('once the role is revoked, has each edit of the next push refused, and the edits stay unapplied for the device to keep', async () => {
    const clientId = kit.clientId();
    expect(
      (await kit.push({ clientId, mutations: [{ id: 1, name: 'goal.add', args: goalArgs(f, { minute: 30 }) }] })).body.results[0].status,
    ).toBe('applied');
    await t.deps.database.db.delete(staffRoles).where(eq(staffRoles.userId, scorer.id));
    const goalId = randomUUID();
    const res = await kit.push({
      clientId,
      mutations: [
        { id: 2, name: 'goal.add', args: goalArgs(f, { goalId, minute: 31 }) },
        { id: 3, name: 'goal.add', args: goalArgs(f, { minute: 32 }) },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      expect.objectContaining({ id: 2, status: 'rejected', code: 'notAllowed' }),
      expect.objectContaining({ id: 3, status: 'rejected', code: 'notAllowed' }),
    ]);
    expect((await kit.liveGoals(pitchTwoGame)).some((g) => g.id === goalId)).toBe(false);
  });
});
