import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRow } from '@pitchside/sync';
import { createTestContext, type TestContext } from '../test/harness';
import { makeFixture, makeGame, makeTeam } from './test-factory';
import { syncTestKit } from './test-kit';

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

type Op = { op: string; entity: string; id: string; value: GameRow };

/** What a device that already pulled the event receives on its next pull: the game rows by id. */
async function nextPull(eventId: string, cid: string, cookie: string) {
  const res = await pull(eventId, cid, cookie);
  const rows = new Map((res.body.patch as Op[]).filter((p) => p.entity === 'game').map((p) => [p.id, p.value]));
  return { rows, cookie: res.body.cookie as string };
}

describe('suspensions reach devices that already hold the next game', () => {
  it('re-sends the team’s next game when a red card suspends a player, and again when the card is removed', async () => {
    const f = await makeFixture(t);
    const next = await makeGame(db(), f.eventId, f.away.id, f.home.id);
    const other = await makeTeam(db(), f.eventId, 'Olives', 3);
    const unrelated = await makeGame(db(), f.eventId, other.id, f.away.id);
    const cid = clientId();
    const first = await pull(f.eventId, cid);
    expect((first.body.patch as Op[]).find((p) => p.id === next)!.value.suspended).toEqual([]);

    const sentOff = f.home.players[2]!;
    const cardId = randomUUID();
    const res = await push({
      clientId: clientId(),
      mutations: [
        { id: 1, name: 'game.setStatus', args: { gameId: f.gameId, expected: 'Not Scheduled', status: 'completed' } },
        { id: 2, name: 'card.add', args: { gameId: f.gameId, cardId, side: 'home', playerId: sentOff, kind: 'red', minute: 31 } },
      ],
    });
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied']);
    const afterCard = await nextPull(f.eventId, cid, first.body.cookie);
    expect(afterCard.rows.get(next)?.suspended).toEqual([{ playerId: sentOff, reason: 'redCard' }]);
    // A game whose suspended players did not change is not sent again.
    expect(afterCard.rows.has(unrelated)).toBe(false);

    const removed = await push({ clientId: clientId(), mutations: [{ id: 1, name: 'card.remove', args: { gameId: f.gameId, cardId } }] });
    expect(removed.body.results[0].status).toBe('applied');
    const afterRemoval = await nextPull(f.eventId, cid, afterCard.cookie);
    expect(afterRemoval.rows.get(next)?.suspended).toEqual([]);
  });

  it('re-sends the next game when the game with the red card is completed after it', async () => {
    const f = await makeFixture(t);
    const next = await makeGame(db(), f.eventId, f.home.id, f.away.id);
    const sentOff = f.away.players[0]!;
    const card = await push({
      clientId: clientId(),
      mutations: [
        {
          id: 1,
          name: 'card.add',
          args: { gameId: f.gameId, cardId: randomUUID(), side: 'away', playerId: sentOff, kind: 'red', minute: 5 },
        },
      ],
    });
    expect(card.body.results[0].status).toBe('applied');
    const cid = clientId();
    const first = await pull(f.eventId, cid);
    // The game is not over yet: nobody sits out the next one.
    expect((first.body.patch as Op[]).find((p) => p.id === next)!.value.suspended).toEqual([]);
    const done = await push({
      clientId: clientId(),
      mutations: [{ id: 1, name: 'game.setStatus', args: { gameId: f.gameId, expected: 'Not Scheduled', status: 'completed' } }],
    });
    expect(done.body.results[0].status).toBe('applied');
    const later = await nextPull(f.eventId, cid, first.body.cookie);
    expect(later.rows.get(next)?.suspended).toEqual([{ playerId: sentOff, reason: 'redCard' }]);
  });

  it('re-sends the game a suspension moves to when the game it fell on is deleted', async () => {
    const f = await makeFixture(t);
    const next = await makeGame(db(), f.eventId, f.away.id, f.home.id);
    const after = await makeGame(db(), f.eventId, f.home.id, f.away.id);
    const sentOff = f.home.players[1]!;
    const res = await push({
      clientId: clientId(),
      mutations: [
        { id: 1, name: 'game.setStatus', args: { gameId: f.gameId, expected: 'Not Scheduled', status: 'completed' } },
        {
          id: 2,
          name: 'card.add',
          args: { gameId: f.gameId, cardId: randomUUID(), side: 'home', playerId: sentOff, kind: 'red', minute: 12 },
        },
      ],
    });
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied']);
    const cid = clientId();
    const first = await pull(f.eventId, cid);
    const held = (id: string) => (first.body.patch as Op[]).find((p) => p.id === id)!.value.suspended;
    expect([held(next), held(after)]).toEqual([[{ playerId: sentOff, reason: 'redCard' }], []]);

    const deleted = await t.request('DELETE', `/api/events/${f.eventId}/games/${next}`, { body: {}, token });
    expect(deleted.status).toBe(200);
    const later = await nextPull(f.eventId, cid, first.body.cookie);
    expect(later.rows.get(after)?.suspended).toEqual([{ playerId: sentOff, reason: 'redCard' }]);
  });
});
