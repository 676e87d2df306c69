import { like, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Deps } from '../context';
import { analyzeDatabase, type Tx } from '../db/client';
import * as schema from '../db/schema';
import { DEMO_EMAIL_DOMAIN, planDemo, type DemoPlan, type Rows } from './generate';
import { discardPicture, storePicture, type PictureFolder } from '../lib/pictures';
import { mapLimited, renderCrest, renderEventLogo, renderIdCard, renderPortrait } from './images';

export interface DemoOptions {
  /** 1 is the everyday demo; 10 reaches the home page's impact figures. */
  scale: number;
  /** The moment the demo is built around (live games now, upcoming ones later); defaults to the clock. */
  now?: Date;
}

export interface DemoResult {
  summary: string;
  counts: { events: number; editions: number; clubs: number; teams: number; players: number; games: number; goals: number };
}

/** Rows per INSERT: well under Postgres' 65,535 parameters for our widest table. */
const CHUNK = 500;
const DEMO_LOCK = 0x50495443; // any constant: serialises two instances starting on one empty database

class AlreadyLoaded extends Error {}

export function checkScale(scale: number): void {
  if (!Number.isInteger(scale) || scale < 1 || scale > 100) throw new RangeError('Demo scale must be a whole number from 1 to 100');
}

/** Loads the demo tournament when the database holds no event; returns null when there was something already. */
export async function loadDemoIfEmpty(deps: Deps, opts: DemoOptions): Promise<{ summary: string } | null> {
  if (!(await isEmpty(deps.database.db))) return null;
  return loadDemo(deps, opts);
}

/**
 * Empty means no event, and no demo member left behind by an earlier demo whose events were deleted
 * (loading again would collide on their e-mail addresses).
 */
async function isEmpty(tx: Tx): Promise<boolean> {
  const [event] = await tx.select({ id: schema.events.id }).from(schema.events).limit(1);
  if (event) return false;
  const [member] = await tx
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(like(schema.users.email, `%@${DEMO_EMAIL_DOMAIN}`))
    .limit(1);
  return !member;
}

/** Builds the demo, stores its pictures, then writes every row in one transaction. */
export async function loadDemo(deps: Deps, opts: DemoOptions): Promise<DemoResult | null> {
  checkScale(opts.scale);
  const plan = planDemo(opts.scale, opts.now ?? new Date());
  const stored: string[] = [];
  try {
    const keys = await storeImages(deps, plan, stored);
    resolveImages(plan.rows, keys);
    await deps.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK})`);
      if (!(await isEmpty(tx))) throw new AlreadyLoaded();
      await insertAll(tx, plan.rows);
    });
  } catch (e) {
    // Nothing was committed: the pictures would only be orphans.
    await Promise.all(stored.map((key) => discardPicture(deps.storage, key).catch(() => {})));
    if (e instanceof AlreadyLoaded) return null;
    throw e;
  }
  // Fresh statistics for the planner: without them a bulk load is planned as if tables were empty.
  await analyzeDatabase(deps.database.db);
  return summarise(plan.rows);
}

async function storeImages(deps: Deps, plan: DemoPlan, stored: string[]): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  const keep = (ref: string, key: string) => {
    stored.push(key);
    keys.set(ref, key);
  };
  // Logos and portraits are stored as uploads are (WebP with the square copies lists show), so the
  // demo weighs on a phone what real data will; ID cards stay as private PNGs, as registrations send them.
  const picture = async (ref: string, folder: PictureFolder, bytes: Buffer) => keep(ref, await storePicture(deps.storage, folder, bytes));
  const jobs: (() => Promise<void>)[] = [];
  for (const [ref, c] of plan.images.crests)
    jobs.push(async () => picture(ref, 'team-logos', await renderCrest(c.name, c.primary, c.secondary, c.pattern)));
  for (const [ref, c] of plan.images.eventLogos)
    jobs.push(async () => picture(ref, 'event-logos', await renderEventLogo(c.name, c.primary, c.secondary)));
  for (let i = 0; i < plan.images.portraits; i++) jobs.push(async () => picture(`@portrait/${i}`, 'portraits', await renderPortrait(i)));
  for (const [ref, c] of plan.images.idCards)
    jobs.push(async () => keep(ref, await deps.storage.put('private-id', 'png', await renderIdCard(c.fullName, c.side))));
  await mapLimited(jobs, 8, (job) => job());
  return keys;
}

function resolveImages(rows: Rows, keys: Map<string, string>): void {
  const key = (ref: string | null | undefined) => {
    if (!ref) return ref;
    const k = keys.get(ref);
    if (!k) throw new Error(`Demo picture ${ref} was not rendered`);
    return k;
  };
  for (const u of rows.users) u.portraitImage = key(u.portraitImage);
  for (const t of rows.teams) t.logo = key(t.logo);
  for (const e of rows.events) e.logo = key(e.logo);
  for (const r of rows.registrationRequests) {
    r.portraitImage = key(r.portraitImage);
    r.idFrontPicture = key(r.idFrontPicture);
    r.idBackPicture = key(r.idBackPicture);
  }
}

async function insertChunks<T extends PgTable>(tx: Tx, table: T, values: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < values.length; i += CHUNK) {
    await tx.insert(table).values(values.slice(i, i + CHUNK));
  }
}

async function insertAll(tx: Tx, rows: Rows): Promise<void> {
  // Public player ids come from the same sequence as real registrations, in the order players were made.
  const players = rows.users.filter((u) => u.type === 'player');
  if (players.length > 0) {
    const result = await tx.execute(sql`select nextval('player_id_seq')::int as id from generate_series(1, ${players.length})`);
    const ids = rowsOf<{ id: number }>(result)
      .map((r) => Number(r.id))
      .sort((a, b) => a - b);
    players.forEach((p, i) => (p.playerId = ids[i]!));
  }
  // Synced rows take their sync versions from the database's triggers, as any write's do.
  await insertChunks(tx, schema.users, rows.users);
  await insertChunks(tx, schema.events, rows.events);
  await insertChunks(tx, schema.ageGroups, rows.ageGroups);
  await insertChunks(tx, schema.teams, rows.teams);
  await insertChunks(tx, schema.teamPlayers, rows.teamPlayers);
  await insertChunks(tx, schema.groups, rows.groups);
  await insertChunks(tx, schema.groupTeams, rows.groupTeams);
  await insertChunks(tx, schema.games, rows.games);
  await insertChunks(tx, schema.knockoutFixtures, rows.knockoutFixtures);
  await insertChunks(tx, schema.goals, rows.goals);
  await insertChunks(tx, schema.goalkeeperSaves, rows.goalkeeperSaves);
  await insertChunks(tx, schema.customRankings, rows.customRankings);
  if (rows.giftCodes.length > 0) await tx.insert(schema.giftCodes).values(rows.giftCodes).onConflictDoNothing();
  await insertChunks(tx, schema.contactMessages, rows.contactMessages);
  await insertChunks(tx, schema.registrationRequests, rows.registrationRequests);
}

/** postgres.js returns an array, PGlite an object with `rows`. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

function summarise(rows: Rows): DemoResult {
  const counts = {
    events: new Set(rows.events.map((e) => e.slug)).size,
    editions: rows.events.length,
    clubs: new Set(rows.teams.map((t) => t.teamId)).size,
    teams: rows.teams.length,
    players: rows.users.filter((u) => u.type === 'player' || u.type === 'old-player').length,
    games: rows.games.length,
    goals: rows.goals.length,
  };
  const summary =
    `${counts.events} events (${counts.editions} editions), ${counts.clubs} clubs, ${counts.teams} teams, ` +
    `${counts.players} players, ${counts.games} games, ${counts.goals} goals`;
  return { summary, counts };
}
