import { readFileSync, readdirSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { factories, type Factories } from '../test-support/factories';

// The backfill that gives games made before stages existed their stage: run again here on rows
// set back to how they were (every game a 'friendly', the column's default).
const dir = new URL('../../drizzle/', import.meta.url);
const backfill = readFileSync(
  new URL(
    readdirSync(dir).find((f) => f.includes('game-stages-backfill'))!,
    dir,
  ),
  'utf8',
)
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .filter(Boolean);

let t: TestContext;
let f: Factories;
beforeAll(async () => {
  t = await createTestContext();
  f = factories(t.deps.database.db);
});
afterAll(() => t.close());

describe('existing games get their stage', () => {
  it('group games (tagged or between group mates), knockout games, league games; the rest stay friendlies', async () => {
    const db = t.deps.database.db;
    const event = await f.event();
    const cup = await f.ageGroup(event.id, { slug: 'cup' });
    const league = await f.ageGroup(event.id, { slug: 'league', stageType: 'League' });
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map((i) => f.team(event.id, { name: `C${i}`, ageGroupId: cup.id })));
    const [l1, l2] = await Promise.all([1, 2].map((i) => f.team(event.id, { name: `L${i}`, ageGroupId: league.id })));
    const groupA = await f.group(event.id, 'Group A', [a!.id, b!.id], { ageGroupId: cup.id });
    await f.group(event.id, 'Group B', [c!.id, d!.id], { ageGroupId: cup.id, position: 1 });
    const base = { eventId: event.id, ageGroupId: cup.id, stage: 'friendly' as const };
    const tagged = await f.game({ ...base, groupId: groupA.id, homeTeamId: a!.id, awayTeamId: b!.id, round: 'Group A' });
    const untagged = await f.game({ ...base, homeTeamId: b!.id, awayTeamId: a!.id, round: 'Matchday 2' });
    const semi = await f.game({ ...base, homeTeamId: a!.id, awayTeamId: b!.id, round: 'Semi Finals' });
    const linked = await f.game({ ...base, homeTeamId: a!.id, awayTeamId: c!.id, round: 'Whatever' });
    await f.fixture({
      eventId: event.id,
      ageGroupId: cup.id,
      roundName: 'Final',
      roundSize: 2,
      position: 0,
      homeTeamId: a!.id,
      awayTeamId: c!.id,
      gameId: linked.id,
    });
    const crossGroup = await f.game({ ...base, homeTeamId: a!.id, awayTeamId: d!.id, round: 'Friendly' });
    const leagueGame = await f.game({ ...base, ageGroupId: league.id, homeTeamId: l1!.id, awayTeamId: l2!.id, round: 'Matchday 1' });

    for (const statement of backfill) await db.execute(sql.raw(statement));

    const stageOf = async (id: string) =>
      (await db.select({ stage: games.stage, groupId: games.groupId }).from(games).where(eq(games.id, id)))[0];
    expect(await stageOf(tagged.id)).toEqual({ stage: 'group', groupId: groupA.id });
    expect(await stageOf(untagged.id)).toEqual({ stage: 'group', groupId: groupA.id });
    expect(await stageOf(semi.id)).toEqual({ stage: 'friendly', groupId: null });
    expect(await stageOf(linked.id)).toEqual({ stage: 'knockout', groupId: null });
    expect(await stageOf(crossGroup.id)).toEqual({ stage: 'friendly', groupId: null });
    expect(await stageOf(leagueGame.id)).toEqual({ stage: 'league', groupId: null });
  });
});
