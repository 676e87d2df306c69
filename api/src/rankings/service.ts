import {
  LEADERBOARD_PREVIEW_ROWS,
  MSG,
  gameFairPlayPoints,
  type EventRankingsResponse,
  type FairPlayEntry,
  type LeaderboardEntry,
  type LeaderboardResponse,
  type RankingEntry,
} from '@pitchside/shared';
import type { CurrentUser } from '../context';
import type { Tx } from '../db/client';
import { resolveAgeGroup, resolveEvent } from '../events/service';
import { publicImageUrl } from '../lib/storage';
import { teamStats } from '../teams/service';
import {
  creditsInEvent,
  creditsOfPlayers,
  eventTeamRows,
  fairPlayCards,
  fairPlayGames,
  latestRowsOfClubs,
  savesOfPlayers,
  teamsByIds,
  teamsWithSlugs,
  topClubsByWins,
  topPlayers,
  usersByIds,
} from './queries';

/** Full lists stop here: a leaderboard, not an export. */
export const RANKINGS_MAX_ROWS = 100;

/** Competition ranking (1, 1, 3): equal values share a rank. Input is sorted best first. */
function ranked<T extends { value: number }>(items: T[]): (T & { rank: number })[] {
  let rank = 0;
  return items.map((item, i) => {
    if (i === 0 || items[i - 1]!.value !== item.value) rank = i + 1;
    return { ...item, rank };
  });
}

/** For each player, the team they were credited most goals for (their team in these rankings). */
function mainTeams(rows: { userId: string; teamId: string; n: number }[]) {
  const best = new Map<string, { teamId: string; n: number; total: number }>();
  for (const r of rows) {
    const b = best.get(r.userId);
    if (!b) best.set(r.userId, { teamId: r.teamId, n: r.n, total: r.n });
    else {
      b.total += r.n;
      if (r.n > b.n || (r.n === b.n && r.teamId < b.teamId)) Object.assign(b, { teamId: r.teamId, n: r.n });
    }
  }
  return best;
}

/**
 * The age group's Fair Play table: every team with a counted game, by FIFA's deductions summed game
 * by game (shared/src/match: one deduction per player per game), fairest first; equal points share
 * a rank and are listed by name.
 */
async function fairPlayTable(db: Tx, eventId: string, ageGroupId: string | null): Promise<FairPlayEntry[]> {
  const [gameRows, cardRows] = await Promise.all([fairPlayGames(db, eventId, ageGroupId), fairPlayCards(db, eventId, ageGroupId)]);
  const tally = new Map<string, { games: number; yellow: number; secondYellow: number; red: number; points: number }>();
  const of = (teamId: string) => {
    let t = tally.get(teamId);
    if (!t) tally.set(teamId, (t = { games: 0, yellow: 0, secondYellow: 0, red: 0, points: 0 }));
    return t;
  };
  for (const g of gameRows) for (const id of [g.homeTeamId, g.awayTeamId]) if (id) of(id).games += 1;
  const byGameAndTeam = new Map<string, typeof cardRows>();
  for (const c of cardRows) {
    const key = `${c.gameId} ${c.teamId}`;
    byGameAndTeam.set(key, [...(byGameAndTeam.get(key) ?? []), c]);
    of(c.teamId)[c.kind] += 1;
  }
  for (const [key, list] of byGameAndTeam) of(key.split(' ')[1]!).points += gameFairPlayPoints(list);
  const rows = await teamsWithSlugs(db, [...tally.keys()]);
  return ranked(
    rows
      .map((t) => ({ t, s: tally.get(t.id)! }))
      .sort((a, b) => b.s.points - a.s.points || a.t.name.localeCompare(b.t.name) || (a.t.id < b.t.id ? -1 : 1))
      .map(({ t, s }) => ({ _id: t.id, name: t.name, slug: t.slug, logo: publicImageUrl(t.logo), ...s, value: s.points })),
  ).map(({ value: _value, ...row }) => row);
}

export async function eventRankings(db: Tx, slugOrId: string, ageGroup: string | undefined): Promise<EventRankingsResponse> {
  const event = await resolveEvent(db, slugOrId);
  const ag = await resolveAgeGroup(db, event.id, ageGroup);
  const [goalRows, teamRows, fairPlay] = await Promise.all([
    creditsInEvent(db, event.id, ag?.id ?? null),
    eventTeamRows(db, event.id, ag?.id ?? null),
    fairPlayTable(db, event.id, ag?.id ?? null),
  ]);

  const scorers = [...mainTeams(goalRows)]
    .map(([userId, b]) => ({ userId, teamId: b.teamId, value: b.total }))
    .sort((a, b) => b.value - a.value || (a.userId < b.userId ? -1 : 1))
    .slice(0, RANKINGS_MAX_ROWS);
  const [people, scorerTeams, stats] = await Promise.all([
    usersByIds(
      db,
      scorers.map((s) => s.userId),
    ),
    teamsByIds(db, [...new Set(scorers.map((s) => s.teamId))]),
    teamStats(
      db,
      teamRows.map((t) => t.id),
    ),
  ]);
  const personById = new Map(people.map((p) => [p.id, p]));
  const teamById = new Map(scorerTeams.map((t) => [t.id, t]));
  const goalsList: RankingEntry[] = ranked(
    scorers.flatMap((s) => {
      const p = personById.get(s.userId);
      const t = teamById.get(s.teamId);
      if (!p) return [];
      const portrait = publicImageUrl(p.portraitImage);
      return [
        {
          _id: p.id,
          name: p.fullName,
          value: s.value,
          portrait,
          logo: null,
          avatar: portrait,
          team: t?.name ?? null,
          teamLogo: publicImageUrl(t?.logo),
          location: t?.location ?? null,
        },
      ];
    }),
  );

  const winsList: RankingEntry[] = ranked(
    teamRows
      .map((t) => ({ t, s: stats.get(t.id)! }))
      .filter(({ s }) => s.wins > 0)
      .sort(
        (a, b) =>
          b.s.wins - a.s.wins ||
          b.s.goals_scored - b.s.goals_conceided - (a.s.goals_scored - a.s.goals_conceided) ||
          b.s.goals_scored - a.s.goals_scored ||
          (a.t.name < b.t.name ? -1 : a.t.name > b.t.name ? 1 : 0),
      )
      .slice(0, RANKINGS_MAX_ROWS)
      .map(({ t, s }) => {
        const logo = publicImageUrl(t.logo);
        return {
          _id: t.id,
          name: t.name,
          value: s.wins,
          portrait: null,
          logo,
          avatar: logo,
          team: t.name,
          teamLogo: logo,
          location: t.location,
        };
      }),
  );

  const empty = goalsList.length === 0 && winsList.length === 0 && fairPlay.length === 0;
  return { success: true, rankings: { goals: goalsList, wins: winsList, fairPlay }, ...(empty ? { message: MSG.noData } : {}) };
}

async function playerEntries(db: Tx, top: { userId: string; n: number }[], teamRows: { userId: string; teamId: string; n: number }[]) {
  const teamOf = mainTeams(teamRows);
  const [people, teamList] = await Promise.all([
    usersByIds(
      db,
      top.map((t) => t.userId),
    ),
    teamsByIds(db, [...new Set([...teamOf.values()].map((b) => b.teamId))]),
  ]);
  const personById = new Map(people.map((p) => [p.id, p]));
  const teamById = new Map(teamList.map((t) => [t.id, t]));
  return ranked(
    top.flatMap((row) => {
      const p = personById.get(row.userId);
      if (!p) return [];
      const team = teamById.get(teamOf.get(row.userId)?.teamId ?? '');
      return [
        {
          _id: p.id,
          name: p.fullName,
          logo: p.fullName,
          avatar: publicImageUrl(p.portraitImage),
          team: team?.name ?? null,
          teamLogo: publicImageUrl(team?.logo),
          value: row.n,
        },
      ];
    }),
  );
}

/**
 * The leaderboard. The Gold gate is here on the server: without an active Gold membership the
 * caller gets only the preview rows, so the full lists never reach a blurred screen.
 */
export async function leaderboard(db: Tx, viewer: CurrentUser | null): Promise<LeaderboardResponse> {
  const gold = !!viewer?.isGold;
  const limit = gold ? RANKINGS_MAX_ROWS : LEADERBOARD_PREVIEW_ROWS;
  const [scorers, assisters, savers, clubs] = await Promise.all([
    topPlayers(db, 'goals', limit),
    topPlayers(db, 'assists', limit),
    topPlayers(db, 'saves', limit),
    topClubsByWins(db, limit),
  ]);
  const scorerIds = scorers.map((s) => s.userId);
  const assistIds = assisters.map((s) => s.userId);
  const [scorerTeams, assistTeams, keeperTeams, clubRows] = await Promise.all([
    creditsOfPlayers(db, 'scorer', scorerIds),
    creditsOfPlayers(db, 'assist', assistIds),
    savesOfPlayers(
      db,
      savers.map((s) => s.userId),
    ),
    latestRowsOfClubs(
      db,
      clubs.map((c) => c.clubId),
    ),
  ]);
  const [goalsList, assistsList, savesList] = await Promise.all([
    playerEntries(db, scorers, scorerTeams),
    playerEntries(db, assisters, assistTeams),
    playerEntries(db, savers, keeperTeams),
  ]);
  const clubById = new Map(clubRows.map((r) => [r.teamId, r]));
  const winsList: LeaderboardEntry[] = ranked(
    clubs.flatMap((c) => {
      const row = clubById.get(c.clubId);
      if (!row) return [];
      const logo = publicImageUrl(row.logo);
      return [{ _id: row.teamId, name: row.name, logo: row.name, avatar: logo, team: row.name, teamLogo: logo, value: c.n }];
    }),
  );
  return {
    success: true,
    rankings: { goals: goalsList, assists: assistsList, wins: winsList, goalkeeperSaves: savesList },
    locked: !gold,
    message: gold ? 'Rankings loaded' : MSG.goldRequired,
  };
}
