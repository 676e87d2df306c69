import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@pitchside/shared';
import { createTestContext, type TestContext } from '../test/harness';
import { factories, type Factories } from '../test-support/factories';
import { makeAdmin } from '../sync/test-factory';
import { stagesKit } from './test-kit';

let t: TestContext;
let f: Factories;
let kit: ReturnType<typeof stagesKit>;
let secondAdmin: string;
beforeAll(async () => {
  t = await createTestContext();
  f = factories(t.deps.database.db);
  kit = stagesKit(t, () => t.adminToken());
  secondAdmin = (await makeAdmin(t, 'Rana Khoury')).token;
});
afterAll(() => t.close());

/** A courtside device: its own client id and mutation ids, pushing for one admin. */
function device(token: () => Promise<string> | string) {
  const clientId = `dev-${randomUUID().slice(0, 12)}`;
  let next = 1;
  return async (...mutations: { name: string; args: Record<string, unknown> }[]) => {
    const res = await t.request('POST', '/api/sync/push', {
      body: { clientId, mutations: mutations.map((m) => ({ id: next++, ...m })) },
      token: await token(),
    });
    expect(res.status).toBe(200);
    return res.body.results as { id: number; status: string; reason?: string }[];
  };
}

const goal = (gameId: string, side: 'home' | 'away', minute = 10) => ({
  name: 'goal.add',
  args: { gameId, goalId: randomUUID(), side, minute, scorerName: `Scorer ${minute}` },
});
const status = (gameId: string, expected: string, value: string) => ({ name: 'game.setStatus', args: { gameId, expected, status: value } });
const remove = (gameId: string, goalId: string) => ({ name: 'goal.remove', args: { gameId, goalId } });

/** Four teams T1..T4 in semi-finals T1 v T2 and T3 v T4, with a Final and a third-place match to come. */
async function semis(slug: string) {
  const event = await f.event({ slug, name: slug });
  const ag = await f.ageGroup(event.id, { slug: 'open', name: 'Open', stageType: 'Knockout' });
  const ids: string[] = [];
  for (let i = 1; i <= 4; i++) ids.push((await f.team(event.id, { name: `T${i}`, ageGroupId: ag.id })).id);
  await kit.ok('PUT', `/api/events/${event.id}`, {
    ageGroups: [
      {
        slug: 'open',
        thirdPlaceMatch: true,
        knockoutStage: [
          {
            roundName: 'Semi Finals',
            fixtures: [
              { homeTeam: ids[0], awayTeam: ids[1] },
              { homeTeam: ids[2], awayTeam: ids[3] },
            ],
          },
          { roundName: 'Final', fixtures: [{ homeTeam: null, awayTeam: null, winner: null }] },
        ],
      },
    ],
  });
  const games = await kit.games(event.id);
  const semi = (team: string) => games.find((g) => g.homeTeam._id === team)!._id;
  return { event, ids, sf1: semi(ids[0]!), sf2: semi(ids[2]!) };
}

async function round(eventId: string, name: string) {
  const g = (await kit.games(eventId)).find((x) => x.round === name);
  return g ? [g.homeTeam._id, g.awayTeam._id] : null;
}

describe('a corrected knockout result', () => {
  it('moves the new winner to the unplayed Final and the new loser to the third-place match, through two devices', async () => {
    const { event, ids, sf1, sf2 } = await semis('correct-cup');
    const a = device(() => t.adminToken());
    const b = device(() => secondAdmin);
    const first = goal(sf1, 'home');
    await a(first, status(sf1, 'Not Scheduled', 'completed'));
    await a(goal(sf2, 'home'), status(sf2, 'Not Scheduled', 'completed'));
    expect(await round(event.id, 'Final')).toEqual([ids[0], ids[2]]);
    expect(await round(event.id, 'Third Place')).toEqual([ids[1], ids[3]]);

    // The second admin's device, offline, had the semi-final 1-0 and corrects it: T2 won 2-0.
    const results = await b(remove(sf1, first.args.goalId), goal(sf1, 'away', 20), goal(sf1, 'away', 30));
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    expect(await round(event.id, 'Final')).toEqual([ids[1], ids[2]]);
    expect(await round(event.id, 'Third Place')).toEqual([ids[0], ids[3]]);
  });

  it('sends the slot back to waiting while the result is a draw, and on once the shoot-out decides', async () => {
    const { event, ids, sf1, sf2 } = await semis('draw-cup');
    const a = device(() => t.adminToken());
    await a(goal(sf1, 'home'), status(sf1, 'Not Scheduled', 'completed'));
    await a(goal(sf2, 'away'), status(sf2, 'Not Scheduled', 'completed'));
    expect(await round(event.id, 'Final')).toEqual([ids[0], ids[3]]);

    const b = device(() => secondAdmin);
    await b(goal(sf1, 'away', 40));
    // 1-1: nobody goes through yet; the Final made for T1 is gone, the bracket waits for its winner.
    expect(await round(event.id, 'Final')).toBeNull();
    expect(await round(event.id, 'Third Place')).toBeNull();
    const page = (await t.request('GET', `/api/events/${event.id}/games?limit=1000`)).body.games.length;
    expect(page).toBe(2);

    await b({ name: 'game.setPenalties', args: { gameId: sf1, expected: null, value: { home: 3, away: 4 } } });
    expect(await round(event.id, 'Final')).toEqual([ids[1], ids[3]]);
    expect(await round(event.id, 'Third Place')).toEqual([ids[0], ids[2]]);
  });

  it('is refused once the next round has been played, unless it keeps the same winner', async () => {
    const { event, ids, sf1, sf2 } = await semis('locked-cup');
    const a = device(() => t.adminToken());
    await a(goal(sf1, 'home'), status(sf1, 'Not Scheduled', 'completed'));
    await a(goal(sf2, 'home'), status(sf2, 'Not Scheduled', 'completed'));
    const final = (await kit.games(event.id)).find((g) => g.round === 'Final')!._id;
    await a(goal(final, 'home'), status(final, 'Not Scheduled', 'live'));

    const b = device(() => secondAdmin);
    const refused = await b(goal(sf1, 'away', 50), goal(sf1, 'home', 60), status(sf1, 'completed', 'live'));
    expect(refused[0]).toMatchObject({ status: 'rejected', reason: MSG.knockoutResultLocked });
    // The same winner by more: applied. Reopening the game would unsettle who went through: refused.
    expect(refused[1]!.status).toBe('applied');
    expect(refused[2]).toMatchObject({ status: 'rejected', reason: MSG.knockoutResultLocked });
    expect(await round(event.id, 'Final')).toEqual([ids[0], ids[2]]);

    // The Games Manager's own form follows the same rule.
    const rest = await kit.call('PUT', `/api/events/${event.id}/games/${sf1}`, {
      awayGoals: [
        { minute: 70, scorerName: 'Late' },
        { minute: 71, scorerName: 'Later' },
        { minute: 72, scorerName: 'Latest' },
      ],
    });
    expect(rest.status).toBe(409);
    expect(rest.body.code).toBe('knockoutResultLocked');
    expect(await round(event.id, 'Final')).toEqual([ids[0], ids[2]]);
  });

  it('is refused as a forfeit naming another winner once the next round has been played', async () => {
    const { event, ids, sf1, sf2 } = await semis('forfeit-cup');
    const a = device(() => t.adminToken());
    // A goalless semi-final decided by its shoot-out: no goal stands in the way of a forfeit.
    await a(
      { name: 'game.setPenalties', args: { gameId: sf1, expected: null, value: { home: 4, away: 3 } } },
      status(sf1, 'Not Scheduled', 'completed'),
    );
    await a(goal(sf2, 'home'), status(sf2, 'Not Scheduled', 'completed'));
    const final = (await kit.games(event.id)).find((g) => g.round === 'Final')!._id;
    await a(goal(final, 'home'), status(final, 'Not Scheduled', 'completed'));
    const forfeit = (side: 'home' | 'away') => kit.call('PUT', `/api/events/${event.id}/games/${sf1}`, { forfeit: side });

    const refused = await forfeit('home');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('knockoutResultLocked');
    expect(await round(event.id, 'Final')).toEqual([ids[0], ids[2]]);
    expect(await round(event.id, 'Third Place')).toEqual([ids[1], ids[3]]);
    // The same winner by forfeit is taken; turning that forfeit round afterwards is refused too.
    expect((await forfeit('away')).status).toBe(200);
    const flipped = await forfeit('home');
    expect(flipped.status).toBe(409);
    expect(flipped.body.code).toBe('knockoutResultLocked');
    expect(await round(event.id, 'Final')).toEqual([ids[0], ids[2]]);
    expect(await round(event.id, 'Third Place')).toEqual([ids[1], ids[3]]);
  });

  it('takes a semi-final entered after the Final an organiser placed by hand and played', async () => {
    const { event, ids, sf1 } = await semis('late-cup');
    await kit.ok('PUT', `/api/events/${event.id}`, {
      ageGroups: [
        { slug: 'open', knockoutStage: [{ roundName: 'Final', fixtures: [{ homeTeam: ids[0], awayTeam: ids[2], winner: null }] }] },
      ],
    });
    const final = (await kit.games(event.id)).find((g) => g.round === 'Final')!._id;
    const a = device(() => t.adminToken());
    await a(goal(final, 'home'), status(final, 'Not Scheduled', 'completed'));
    const late = await a(goal(sf1, 'home'), status(sf1, 'Not Scheduled', 'completed'));
    expect(late.map((r) => r.status)).toEqual(['applied', 'applied']);
  });
});
