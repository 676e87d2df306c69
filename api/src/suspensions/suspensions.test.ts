import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRow } from '@pitchside/sync';
import { adminAudit, events, games, staffRoles, teams } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { makeFixture, makeGame, type Fixture } from '../sync/test-factory';
import { syncTestKit } from '../sync/test-kit';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  token = await t.adminToken();
});
afterAll(() => t.close());

const { clientId, push, pull, db } = syncTestKit(
  () => t,
  () => token,
);

/** An event whose first game is played: the home team's fourth player is sent off in it; three games follow. */
async function sendingOff(): Promise<{ f: Fixture; sentOff: string; later: string[] }> {
  const f = await makeFixture(t);
  const later = [
    await makeGame(db(), f.eventId, f.away.id, f.home.id),
    await makeGame(db(), f.eventId, f.home.id, f.away.id),
    await makeGame(db(), f.eventId, f.away.id, f.home.id),
  ];
  const sentOff = f.home.players[3]!;
  const card = { gameId: f.gameId, cardId: randomUUID(), side: 'home', playerId: sentOff, kind: 'red', minute: 30 };
  const res = await push({
    clientId: clientId(),
    mutations: [
      { id: 1, name: 'card.add', args: card },
      { id: 2, name: 'game.setStatus', args: { gameId: f.gameId, expected: 'Not Scheduled', status: 'completed' } },
    ],
  });
  expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied']);
  return { f, sentOff, later };
}

async function organiserOf(eventId: string) {
  const m = await t.member({ fullName: 'Organiser' });
  const [e] = await db().select({ slug: events.slug }).from(events).where(eq(events.id, eventId));
  await db().insert(staffRoles).values({ userId: m.id, eventSlug: e!.slug, editionId: eventId, role: 'organiser', scope: {} });
  return m.token;
}

async function coachOf(teamId: string) {
  const m = await t.member({ fullName: 'Coach' });
  await db().update(teams).set({ coachId: m.id }).where(eq(teams.id, teamId));
  return m.token;
}

const list = (eventId: string, tk: string | undefined, query = '') =>
  t.request('GET', `/api/events/${eventId}/suspensions${query}`, { token: tk });
const decide = (eventId: string, playerId: string, body: unknown, tk: string) =>
  t.request('PUT', `/api/events/${eventId}/suspensions/${playerId}`, { body, token: tk });

async function pulledSuspended(eventId: string, gameId: string) {
  const res = await pull(eventId, clientId());
  const row = (res.body.patch as { entity: string; id: string; value: GameRow }[]).find((p) => p.entity === 'game' && p.id === gameId);
  return row!.value.suspended;
}

const versions = async (ids: string[]) =>
  new Map(
    (await db().select({ id: games.id, version: games.version }).from(games).where(inArray(games.id, ids))).map((g) => [g.id, g.version]),
  );

describe('GET /api/events/:id/suspensions', () => {
  it('shows who is suspended for which game to admins, organisers and the coach of his team, and no one else', async () => {
    const { f, sentOff, later } = await sendingOff();
    const want = {
      suspensions: [
        {
          playerId: sentOff,
          playerName: 'Cedars Player 4',
          teamId: f.home.id,
          teamName: 'Cedars',
          gameId: later[0],
          startTime: null,
          reason: 'redCard',
          gamesRemaining: 1,
          extended: false,
        },
      ],
    };
    const admin = await list(f.eventId, token);
    expect(admin.status).toBe(200);
    expect(admin.body).toEqual(want);
    expect((await list(f.eventId, await organiserOf(f.eventId))).body).toEqual(want);
    expect((await list(f.eventId, await coachOf(f.home.id))).body).toEqual(want);
    // The other team's coach sees only his own players: none is suspended.
    expect((await list(f.eventId, await coachOf(f.away.id))).body).toEqual({ suspensions: [] });

    expect((await list(f.eventId, undefined)).status).toBe(401);
    const member = await list(f.eventId, (await t.member()).token);
    expect([member.status, member.body.code]).toEqual([403, 'notAllowed']);
    const elsewhere = await list(f.eventId, await organiserOf((await makeFixture(t)).eventId));
    expect([elsewhere.status, elsewhere.body.code]).toEqual([403, 'notAllowed']);
    const badAgeGroup = await list(f.eventId, token, '?ageGroup=nope');
    expect([badAgeGroup.status, badAgeGroup.body.code]).toEqual([400, 'unknownAgeGroup']);
  });
});

describe('PUT /api/events/:id/suspensions/:playerId', () => {
  it('extends a suspension: the list, the pulled games and their sync versions follow, with the reason in the audit trail', async () => {
    const { f, sentOff, later } = await sendingOff();
    const organiser = await organiserOf(f.eventId);
    const before = await versions(later);
    const res = await decide(f.eventId, sentOff, { action: 'extend', games: 2, reason: 'Struck an opponent' }, organiser);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Suspension extended');
    const shown = (await list(f.eventId, organiser)).body.suspensions;
    expect(
      shown.map((s: { gameId: string; gamesRemaining: number; extended: boolean }) => [s.gameId, s.gamesRemaining, s.extended]),
    ).toEqual([
      [later[0], 3, false],
      [later[1], 2, true],
      [later[2], 1, true],
    ]);
    expect(res.body.suspensions).toEqual(shown);
    expect(await pulledSuspended(f.eventId, later[2]!)).toEqual([{ playerId: sentOff, reason: 'redCard' }]);
    const after = await versions(later);
    expect(after.get(later[0]!)).toBe(before.get(later[0]!));
    expect(after.get(later[1]!)).toBeGreaterThan(before.get(later[1]!)!);
    expect(after.get(later[2]!)).toBeGreaterThan(before.get(later[2]!)!);
    const [audit] = await db()
      .select({ action: adminAudit.action, detail: adminAudit.detail })
      .from(adminAudit)
      .where(and(eq(adminAudit.entity, 'player'), eq(adminAudit.entityId, sentOff)));
    expect(audit).toEqual({ action: 'suspension.extend', detail: { games: [later[0]], extraGames: 2, reason: 'Struck an opponent' } });
  });

  it('lifts a suspension: the player may play in that game on every answer', async () => {
    const { f, sentOff, later } = await sendingOff();
    const before = await versions([later[0]!]);
    const res = await decide(f.eventId, sentOff, { gameId: later[0], action: 'lift', reason: 'Appeal upheld' }, token);
    expect([res.status, res.body.message, res.body.suspensions]).toEqual([200, 'Suspension lifted', []]);
    expect((await list(f.eventId, token)).body).toEqual({ suspensions: [] });
    expect(await pulledSuspended(f.eventId, later[0]!)).toEqual([]);
    const detail = await t.request('GET', `/api/events/${f.eventId}/games/${later[0]}`);
    expect(detail.body.game.suspended).toEqual([]);
    expect((await versions([later[0]!])).get(later[0]!)).toBeGreaterThan(before.get(later[0]!)!);
  });

  it('refuses a coach, a player not suspended and bad input with a code, and changes nothing', async () => {
    const { f, sentOff, later } = await sendingOff();
    const coach = await decide(f.eventId, sentOff, { action: 'lift', reason: 'Mine' }, await coachOf(f.home.id));
    expect([coach.status, coach.body.code]).toEqual([403, 'notAllowed']);
    const free = await decide(f.eventId, f.home.players[0]!, { action: 'lift', reason: 'Nothing to lift' }, token);
    expect([free.status, free.body.code]).toEqual([409, 'notSuspended']);
    const otherGame = await decide(f.eventId, sentOff, { gameId: later[1], action: 'lift', reason: 'Wrong game' }, token);
    expect([otherGame.status, otherGame.body.code]).toEqual([409, 'notSuspended']);
    for (const body of [
      { action: 'extend', reason: 'How many?' },
      { action: 'lift', games: 1, reason: 'Lift with games' },
      { action: 'extend', games: 11, reason: 'Too many' },
      { action: 'lift', reason: '   ' },
      { action: 'pardon', reason: 'Unknown action' },
    ]) {
      const res = await decide(f.eventId, sentOff, body, token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code, JSON.stringify(body)).toBeTruthy();
    }
    const bad = await t.request('PUT', `/api/events/${f.eventId}/suspensions/not-an-id`, { body: { action: 'lift', reason: 'x' }, token });
    expect([bad.status, bad.body.code]).toEqual([400, 'invalidId']);
    expect((await list(f.eventId, token)).body.suspensions.map((s: { gameId: string }) => s.gameId)).toEqual([later[0]]);
  });
});
