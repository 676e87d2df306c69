import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TIME_ZONE } from '@pitchside/shared';
import type { Tx } from '../db/client';
import { ageGroups, games, groups, knockoutFixtures, teams } from '../db/schema';
import { awayScoreSql, homeScoreSql } from '../events/queries';
import { isUuid } from '../events/serialize';
import { findEventById } from '../events/queries';
import { notFound } from '../lib/errors';
import { pitchRefs } from './pitch-refs';

/** Byte order mark: spreadsheet programs then read the file as UTF-8 and show Arabic names right. */
const BOM = '\uFEFF';

/** RFC 4180 quoting; a leading =, +, - or @ is defused so a team name is never run as a formula. */
function cell(v: string | number | null | undefined): string {
  let s = v === null || v === undefined ? '' : String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
const toCsv = (rows: (string | number | null | undefined)[][]) => BOM + rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';

const dateFmt = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeFmt = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const home = alias(teams, 'csv_home');
const away = alias(teams, 'csv_away');

async function editionGames(db: Tx, eventId: string) {
  if (!isUuid(eventId) || !(await findEventById(db, eventId))) throw notFound('eventNotFound');
  const rows = await db
    .select({
      id: games.id,
      startTime: games.startTime,
      pitchId: games.pitchId,
      location: games.location,
      status: games.status,
      round: games.round,
      stage: games.stage,
      forfeit: games.forfeit,
      ageGroup: ageGroups.name,
      group: groups.name,
      home: home.name,
      away: away.name,
      homeScore: homeScoreSql,
      awayScore: awayScoreSql,
      homePenalties: games.homePenalties,
      awayPenalties: games.awayPenalties,
    })
    .from(games)
    .innerJoin(home, eq(home.id, games.homeTeamId))
    .innerJoin(away, eq(away.id, games.awayTeamId))
    .leftJoin(ageGroups, eq(ageGroups.id, games.ageGroupId))
    .leftJoin(groups, eq(groups.id, games.groupId))
    .where(eq(games.eventId, eventId))
    .orderBy(asc(games.startTime), asc(games.round), asc(games.id));
  const pitches = await pitchRefs(
    db,
    rows.map((r) => r.pitchId),
  );
  return rows.map((r) => ({ ...r, pitch: r.pitchId ? (pitches.get(r.pitchId) ?? null) : null }));
}

const slotHome = alias(teams, 'slot_home');
const slotAway = alias(teams, 'slot_away');

/** Knockout slots placed while their game is not made yet ("TBD" for a team still unknown), as schedule rows. */
async function placedSlots(db: Tx, eventId: string) {
  const rows = await db
    .select({
      id: knockoutFixtures.id,
      startTime: knockoutFixtures.startTime,
      pitchId: knockoutFixtures.pitchId,
      round: knockoutFixtures.roundName,
      ageGroup: ageGroups.name,
      home: slotHome.name,
      away: slotAway.name,
    })
    .from(knockoutFixtures)
    .leftJoin(ageGroups, eq(ageGroups.id, knockoutFixtures.ageGroupId))
    .leftJoin(slotHome, eq(slotHome.id, knockoutFixtures.homeTeamId))
    .leftJoin(slotAway, eq(slotAway.id, knockoutFixtures.awayTeamId))
    .where(and(eq(knockoutFixtures.eventId, eventId), isNull(knockoutFixtures.gameId), isNotNull(knockoutFixtures.startTime)));
  const pitches = await pitchRefs(
    db,
    rows.map((r) => r.pitchId),
  );
  return rows.map((r) => ({
    id: '',
    startTime: r.startTime,
    pitch: r.pitchId ? (pitches.get(r.pitchId) ?? null) : null,
    location: null,
    ageGroup: r.ageGroup,
    stage: 'knockout',
    group: null,
    round: r.round,
    home: r.home ?? 'TBD',
    away: r.away ?? 'TBD',
    status: '',
  }));
}

/**
 * GET /api/events/:id/schedule.csv: every game with its day and time (Beirut), venue and pitch, and
 * the knockout slots placed before their teams are known (no game id yet), in time order.
 */
export async function scheduleCsv(db: Tx, eventId: string): Promise<string> {
  const games = await editionGames(db, eventId);
  const slots = await placedSlots(db, eventId);
  const time = (r: { startTime: Date | null }) => r.startTime?.getTime() ?? Number.POSITIVE_INFINITY;
  const rows = [...games, ...slots].sort((a, b) => time(a) - time(b));
  return toCsv([
    ['date', 'time', 'venue', 'pitch', 'age_group', 'stage', 'group', 'round', 'home', 'away', 'status', 'game_id'],
    ...rows.map((r) => [
      r.startTime ? dateFmt.format(r.startTime) : '',
      r.startTime ? timeFmt.format(r.startTime) : '',
      r.pitch?.venue.name ?? '',
      r.pitch ? r.pitch.code : (r.location ?? ''),
      r.ageGroup,
      r.stage,
      r.group,
      r.round,
      r.home,
      r.away,
      r.status,
      r.id,
    ]),
  ]);
}

/** GET /api/events/:id/results.csv: the completed games with their score, shoot-out and forfeit. */
export async function resultsCsv(db: Tx, eventId: string): Promise<string> {
  const rows = (await editionGames(db, eventId)).filter((r) => r.status === 'completed');
  return toCsv([
    [
      'date',
      'age_group',
      'stage',
      'group',
      'round',
      'home',
      'home_score',
      'away_score',
      'away',
      'home_penalties',
      'away_penalties',
      'forfeit',
      'game_id',
    ],
    ...rows.map((r) => [
      r.startTime ? dateFmt.format(r.startTime) : '',
      r.ageGroup,
      r.stage,
      r.group,
      r.round,
      r.home,
      r.homeScore,
      r.awayScore,
      r.away,
      r.homePenalties,
      r.awayPenalties,
      r.forfeit,
      r.id,
    ]),
  ]);
}
