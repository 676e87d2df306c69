/**
 * Stages benchmark: generating fixtures for 64 teams and regenerating a 32-team knockout
 * (each under 1 s), and a 20-team league's table (380 completed games) read from the public event page
 * at 50 connections (p99 under 50 ms). A report, never a pass/fail.
 *
 * Entry point for the bench runner: `benchStages({ app, db, token })` returns the figures and their
 * budgets. Standalone: `npx tsx api/src/bench/stages.ts` (fresh database: PGlite, or DATABASE_URL).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ageGroups, events, games, goals, teams } from '../db/schema';
import { listen, measure, type LoadResult } from './api-latency';

export const STAGES_BUDGET = { generateMs: 1000, regenerateMs: 1000, tableP99Ms: 50 };

export interface StagesBenchInput {
  app: {
    fetch: (req: Request) => Response | Promise<Response>;
    request: (path: string, init?: RequestInit) => Response | Promise<Response>;
  };
  db: Db;
  /** An admin's bearer token. */
  token: string;
}

export interface StagesBenchResult {
  generateFixtures64Ms: number;
  regenerateKnockout32Ms: number;
  leagueTable: LoadResult;
  budget: typeof STAGES_BUDGET;
}

async function call(input: StagesBenchInput, method: string, path: string, body?: unknown) {
  const res = await input.app.request(path, {
    method,
    headers: { authorization: `Bearer ${input.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function scope(
  db: Db,
  slug: string,
  stageType: 'Group Stage' | 'Knockout' | 'League',
  n: number,
  over: Partial<typeof ageGroups.$inferInsert> = {},
) {
  const [event] = await db.insert(events).values({ name: slug, slug, edition: 1 }).returning();
  const [ag] = await db
    .insert(ageGroups)
    .values({ eventId: event!.id, name: 'Open', slug: 'open', stageType, ...over })
    .returning();
  const rows = await db
    .insert(teams)
    .values(
      Array.from({ length: n }, (_, i) => ({
        eventId: event!.id,
        ageGroupId: ag!.id,
        name: `Team ${i + 1}`,
        slug: `${slug}-team-${i + 1}`,
      })),
    )
    .returning({ id: teams.id });
  return { eventId: event!.id, ageGroupId: ag!.id, teamIds: rows.map((r) => r.id) };
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

export async function benchStages(input: StagesBenchInput): Promise<StagesBenchResult> {
  const tag = randomUUID().slice(0, 8);
  // 64 teams in 16 groups of 4.
  const cup = await scope(input.db, `bench-groups-${tag}`, 'Group Stage', 64, { groupsCount: 16, teamsPerGroup: 4 });
  const groupStage = Array.from({ length: 16 }, (_, g) => ({
    groupName: `Group ${String.fromCharCode(65 + g)}`,
    teams: cup.teamIds.slice(g * 4, g * 4 + 4),
  }));
  await call(input, 'PUT', `/api/events/${cup.eventId}`, { ageGroups: [{ slug: 'open', groupStage }] });
  const generateFixtures64Ms = await timed(() =>
    call(input, 'POST', `/api/events/${cup.eventId}/games/generate-fixtures`, { ageGroup: 'open', legs: 1 }),
  );

  // A 32-team straight knockout, generated then regenerated.
  const ko = await scope(input.db, `bench-knockout-${tag}`, 'Knockout', 32, { knockoutTeams: 32 });
  await call(input, 'POST', `/api/events/${ko.eventId}/games/generate-knockout-fixtures`, { ageGroup: 'open' });
  const regenerateKnockout32Ms = await timed(() =>
    call(input, 'POST', `/api/events/${ko.eventId}/games/regenerate-knockout-fixtures`, { ageGroup: 'open' }),
  );

  // A 20-team league, every game completed (set up directly: only the read is measured).
  const league = await scope(input.db, `bench-league-${tag}`, 'League', 20);
  await call(input, 'POST', `/api/events/${league.eventId}/games/generate-fixtures`, { ageGroup: 'open', legs: 2 });
  const leagueGames = await input.db.select({ id: games.id }).from(games).where(eq(games.eventId, league.eventId));
  const goalRows = leagueGames.flatMap((g, i) =>
    Array.from({ length: i % 5 }, (_, k) => ({
      id: randomUUID(),
      gameId: g.id,
      eventId: league.eventId,
      side: (k + i) % 3 === 0 ? ('away' as const) : ('home' as const),
      minute: 5 + k,
      scorerName: 'Bench',
    })),
  );
  for (let i = 0; i < goalRows.length; i += 500) await input.db.insert(goals).values(goalRows.slice(i, i + 500));
  await input.db.update(games).set({ status: 'completed' }).where(eq(games.eventId, league.eventId));
  const server = await listen(input.app.fetch);
  let leagueTable: LoadResult;
  try {
    leagueTable = await measure(`${server.url}/api/events/slug/bench-league-${tag}?ageGroup=open`, { connections: 50, seconds: 5 });
  } finally {
    await server.close();
  }
  return { generateFixtures64Ms, regenerateKnockout32Ms, leagueTable, budget: STAGES_BUDGET };
}

export function formatStagesReport(r: StagesBenchResult): string {
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  return [
    'Stages: fixtures, knockout and a league table',
    `  generate fixtures, 64 teams:       ${ms(r.generateFixtures64Ms)} (budget ${ms(r.budget.generateMs)})`,
    `  regenerate knockout, 32 teams:     ${ms(r.regenerateKnockout32Ms)} (budget ${ms(r.budget.regenerateMs)})`,
    `  league table at 50 connections:    p99 ${ms(r.leagueTable.p99)}, ${r.leagueTable.requestsPerSec.toFixed(0)} req/s, ${r.leagueTable.errors} errors (budget p99 ${ms(r.budget.tableP99Ms)})`,
  ].join('\n');
}

async function main() {
  const { createTestContext } = await import('../test/harness');
  const t = await createTestContext();
  try {
    const result = await benchStages({ app: t.app, db: t.deps.database.db as Db, token: await t.adminToken() });
    console.log(formatStagesReport(result));
  } finally {
    await t.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
