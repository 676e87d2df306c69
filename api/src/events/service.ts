import {
  editionLabel,
  fixtureWinnerId,
  layoutBracket,
  PENALTY_MINUTE_BASE,
  type BracketFixtureInput,
  type BracketTeam,
  type EventPageResponse,
  type EventRef,
  type EventsListResponse,
  type GameDetail,
  type GamesListResponse,
  type GamesQuery,
  type GoalEntry,
  type KnockoutStage,
  type PenaltyEntry,
  type PublicEvent,
  type PublicGame,
  type Side,
} from '@pitchside/shared';
import type { Tx } from '../db/client';
import { badRequest, notFound } from '../lib/errors';
import { eventPageStages } from '../stages/public';
import { publicImageUrl } from '../lib/storage';
import { eventVenues, pitchRefs } from '../schedule/pitch-refs';
import { loadMatchReports, publicMatchReport } from '../sync/match-report-queries';
import { suspendedByGame } from '../sync/suspension-queries';
import {
  countGames,
  findAgeGroup,
  findEventById,
  findEventBySlug,
  findGameEditionBySlug,
  listAgeGroups,
  listEditions,
  countEvents,
  listEvents,
  listFixtures,
  listGameResults,
  listGames,
  listGoals,
  listMemberships,
  listRosters,
  listSaves,
  listTeamsBasic,
  type GameFilter,
  type GameListRow,
} from './queries';
import {
  isUuid,
  toAgeGroup,
  toAgeGroupRef,
  toEventRef,
  toPerson,
  toPlayerRef,
  toPublicEvent,
  toTeamRef,
  type AgeGroupRow,
  type EventRow,
} from './serialize';

// ---------------------------------------------------------------- lookups shared by the public calls

/** An event by id, or by series slug (latest edition). */
export async function resolveEvent(db: Tx, slugOrId: string): Promise<EventRow> {
  const event = isUuid(slugOrId) ? await findEventById(db, slugOrId) : await findEventBySlug(db, slugOrId);
  if (!event) throw notFound('eventNotFound');
  return event;
}

/**
 * The event of a game named by event id or series slug: by slug, the game's own edition, whichever
 * it is (a link to a past edition's game names the series, not the edition).
 */
export async function resolveGameEvent(db: Tx, slugOrId: string, gameId: string): Promise<EventRow> {
  if (isUuid(slugOrId) || !isUuid(gameId)) return resolveEvent(db, slugOrId);
  const event = await findGameEditionBySlug(db, slugOrId, gameId);
  if (event) return event;
  // Not a game of this series: say whether the event or the game is what is missing.
  await resolveEvent(db, slugOrId);
  throw notFound('gameNotFound');
}

/** An age group of the event by slug or id; a value naming none is a bad filter, not a missing page. */
export async function resolveAgeGroup(db: Tx, eventId: string, slugOrId: string | undefined): Promise<AgeGroupRow | null> {
  if (slugOrId === undefined || slugOrId.trim() === '') return null;
  const ag = await findAgeGroup(db, eventId, slugOrId.trim());
  if (!ag) throw badRequest('unknownAgeGroup', { ageGroup: slugOrId.trim() });
  return ag;
}

// ---------------------------------------------------------------- events

export async function eventsList(db: Tx, q: { page: number; limit: number }): Promise<EventsListResponse> {
  const [rows, total] = await Promise.all([listEvents(db, { limit: q.limit, offset: (q.page - 1) * q.limit }), countEvents(db)]);
  const ags = await listAgeGroups(
    db,
    rows.map((e) => e.id),
  );
  return {
    success: true,
    events: rows.map((e) =>
      toPublicEvent(
        e,
        ags.filter((a) => a.eventId === e.id),
      ),
    ),
    pagination: { page: q.page, limit: q.limit, total, pages: Math.max(1, Math.ceil(total / q.limit)) },
  };
}

export async function eventById(db: Tx, slugOrId: string): Promise<PublicEvent> {
  const event = await resolveEvent(db, slugOrId);
  const [ags, venues] = await Promise.all([listAgeGroups(db, [event.id]), eventVenues(db, event.id)]);
  return { ...toPublicEvent(event, ags), venues };
}

function parseEdition(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 10_000) throw badRequest('editionInvalid');
  return n;
}

export async function eventPage(
  db: Tx,
  slug: string,
  query: { edition?: string | undefined; ageGroup?: string | undefined },
): Promise<EventPageResponse> {
  const event = await findEventBySlug(db, slug, parseEdition(query.edition));
  if (!event) throw notFound('eventNotFound');
  const [editions, ags, venues] = await Promise.all([
    listEditions(db, event.slug),
    listAgeGroups(db, [event.id]),
    eventVenues(db, event.id),
  ]);
  const active = query.ageGroup ? await resolveAgeGroup(db, event.id, query.ageGroup) : (ags[0] ?? null);
  const ageGroupId = active?.id ?? null;
  const stageType = active?.stageType ?? event.stageType;

  const fixtures = await listFixtures(db, event.id, ageGroupId);
  // Tables, rules, adjustments and the custom ranking come from the stages feature.
  const stages = await eventPageStages(db, { eventId: event.id, ageGroupId }, stageType, ags.map(toAgeGroup));

  return {
    success: true,
    event: { ...toPublicEvent(event, ags), venues },
    editions: editions.map((e) => ({ _id: e.id, event_edition: e.edition, label: editionLabel(e.edition) })),
    ageGroups: stages.ageGroups,
    activeAgeGroup: active ? (stages.ageGroups.find((a) => a._id === active.id) ?? toAgeGroup(active)) : null,
    activeGroupStage: stages.activeGroupStage,
    activeKnockoutStage: fixtures.length === 0 ? null : await knockoutStage(db, fixtures),
    leagueTable: stages.leagueTable,
    customRanking: stages.customRanking,
    ...(stages.topLevel ? { tiebreakers: stages.topLevel.tiebreakers, pointsAdjustments: stages.topLevel.pointsAdjustments } : {}),
  };
}

/** An admin's pick counts only when it names one of the two teams; otherwise the linked game decides. */
async function knockoutStage(db: Tx, fixtures: Awaited<ReturnType<typeof listFixtures>>): Promise<KnockoutStage> {
  const teamIds = [...new Set(fixtures.flatMap((f) => [f.homeTeamId, f.awayTeamId, f.winnerId].filter((x): x is string => !!x)))];
  const gameIds = fixtures.flatMap((f) => (f.gameId ? [f.gameId] : []));
  const [teamRows, results, pitches] = await Promise.all([
    listTeamsBasic(db, teamIds),
    listGameResults(db, gameIds),
    pitchRefs(
      db,
      fixtures.map((f) => f.pitchId),
    ),
  ]);
  const teamById = new Map(teamRows.map((t) => [t.id, t]));
  const resultById = new Map(results.map((r) => [r.id, r]));
  const inputs: (BracketFixtureInput & { id: string; roundName: string })[] = fixtures.map((f) => {
    const r = f.gameId ? resultById.get(f.gameId) : undefined;
    return {
      id: f.id,
      roundName: f.roundName,
      roundSize: f.roundSize,
      position: f.position,
      homeTeamId: f.homeTeamId,
      awayTeamId: f.awayTeamId,
      winnerId: f.winnerId,
      gameId: r ? r.id : null,
      game: r
        ? {
            status: r.status,
            // By team: a game entered the other way round from its slot still moves the right winner on.
            homeTeamId: r.homeTeamId,
            awayTeamId: r.awayTeamId,
            homeGoals: r.homeGoals,
            awayGoals: r.awayGoals,
            homePenalties: r.homePenalties,
            awayPenalties: r.awayPenalties,
          }
        : null,
    };
  });
  const ref = (id: string | null) => {
    const t = id ? teamById.get(id) : undefined;
    return t ? toTeamRef(t) : null;
  };
  const rounds: KnockoutStage['rounds'] = [];
  for (const [i, f] of inputs.entries()) {
    // Where and when Schedule all placed the slot (its game, once made, takes the place).
    const { startTime, pitchId } = fixtures[i]!;
    let round = rounds.at(-1);
    if (!round || round.roundSize !== f.roundSize || round.roundName !== f.roundName)
      rounds.push((round = { roundName: f.roundName, roundSize: f.roundSize, fixtures: [] }));
    round.fixtures.push({
      _id: f.id,
      roundSize: f.roundSize,
      position: f.position,
      homeTeam: ref(f.homeTeamId),
      awayTeam: ref(f.awayTeamId),
      // A drawn game is settled by its shoot-out; an admin's explicit pick wins over both.
      winner: ref(fixtureWinnerId(f, f.homeTeamId, f.awayTeamId)),
      gameId: f.gameId ?? null,
      startTime: startTime?.toISOString() ?? null,
      pitch: (pitchId && pitches.get(pitchId)) || null,
    });
  }
  const bracketTeams = new Map<string, BracketTeam>(teamRows.map((t) => [t.id, { id: t.id, name: t.name, logo: toTeamRef(t).logo }]));
  return { rounds, bracket: layoutBracket(inputs, bracketTeams) };
}

// ---------------------------------------------------------------- games

function penaltyEntries(gameId: string, side: Side, count: number | null): PenaltyEntry[] {
  return Array.from({ length: count ?? 0 }, (_, i) => ({
    _id: `${gameId}:pen:${side}:${i}`,
    scorer: null,
    scorerName: 'Penalty' as const,
    assist: null,
    assistName: null,
    minute: PENALTY_MINUTE_BASE + i,
    side,
    isPenalty: true as const,
  }));
}

/** Turns game rows into the spec's game shape: goals, penalty entries and MVP in a fixed number of queries. */
export async function toPublicGames(db: Tx, rows: GameListRow[], event: EventRef): Promise<PublicGame[]> {
  const ids = rows.map((r) => r.id);
  const mvpIds = [...new Set(rows.flatMap((r) => (r.mvp ? [r.mvp.id] : [])))];
  const teamIds = [...new Set(rows.flatMap((r) => [r.home.id, r.away.id]))];
  const [goalRows, memberships, pitches, reports] = await Promise.all([
    listGoals(db, ids),
    listMemberships(db, mvpIds, teamIds),
    pitchRefs(
      db,
      rows.map((r) => r.pitchId),
    ),
    loadMatchReports(db, ids),
  ]);
  const goalsByGame = new Map<string, GoalEntry[]>();
  for (const g of goalRows) {
    const list = goalsByGame.get(g.gameId) ?? [];
    list.push({
      _id: g.id,
      scorer: toPerson(g.scorerId, g.scorerFullName),
      scorerName: g.scorerName,
      assist: toPerson(g.assistId, g.assistFullName),
      assistName: g.assistName,
      minute: g.minute,
      side: g.side,
      ...(g.ownGoal ? { ownGoal: true as const } : {}),
    });
    goalsByGame.set(g.gameId, list);
  }
  const memberOf = new Set(memberships.map((m) => `${m.userId}:${m.teamId}`));
  return rows.map((r) => {
    const all = goalsByGame.get(r.id) ?? [];
    const mvpTeam = r.mvp
      ? memberOf.has(`${r.mvp.id}:${r.home.id}`)
        ? r.home
        : memberOf.has(`${r.mvp.id}:${r.away.id}`)
          ? r.away
          : null
      : null;
    return {
      _id: r.id,
      status: r.status,
      startTime: r.startTime ? r.startTime.toISOString() : null,
      location: r.location,
      pitch: pitches.get(r.pitchId ?? '') ?? null,
      round: r.round,
      stage: r.stage,
      event,
      ageGroup: toAgeGroupRef(r.ageGroup),
      group: r.group ? { _id: r.group.id, name: r.group.name } : null,
      homeTeam: toTeamRef(r.home),
      awayTeam: toTeamRef(r.away),
      homeGoals: all.filter((g) => g.side === 'home'),
      awayGoals: all.filter((g) => g.side === 'away'),
      homePenaltyGoals: penaltyEntries(r.id, 'home', r.homePenalties),
      awayPenaltyGoals: penaltyEntries(r.id, 'away', r.awayPenalties),
      homeScore: r.homeScore,
      awayScore: r.awayScore,
      homePenalties: r.homePenalties,
      awayPenalties: r.awayPenalties,
      mvp: r.mvp
        ? {
            _id: r.mvp.id,
            fullName: r.mvp.fullName,
            portraitImage: publicImageUrl(r.mvp.portraitImage),
            team: mvpTeam ? toTeamRef(mvpTeam) : null,
          }
        : null,
      version: r.version,
      ...(r.awaitingConfirmation ? { awaitingConfirmation: true as const } : {}),
      ...publicMatchReport(reports.get(r.id)),
    };
  });
}

export async function gamesList(db: Tx, slugOrId: string, q: GamesQuery): Promise<GamesListResponse> {
  const event = await resolveEvent(db, slugOrId);
  const ag = await resolveAgeGroup(db, event.id, q.ageGroup);
  const filter: GameFilter = { eventId: event.id, ageGroupId: ag?.id, status: q.status, round: q.round, team: q.team };
  const [total, rows] = await Promise.all([
    countGames(db, filter),
    listGames(db, filter, { limit: q.limit, offset: (q.page - 1) * q.limit }),
  ]);
  return {
    success: true,
    games: await toPublicGames(db, rows, toEventRef(event)),
    pagination: { page: q.page, limit: q.limit, total, pages: Math.max(1, Math.ceil(total / q.limit)) },
  };
}

export async function gameDetail(db: Tx, slugOrId: string, gameId: string): Promise<GameDetail> {
  const event = await resolveGameEvent(db, slugOrId, gameId);
  if (!isUuid(gameId)) throw notFound('gameNotFound');
  const [row] = await listGames(db, { eventId: event.id, gameId }, { limit: 1, offset: 0 });
  if (!row) throw notFound('gameNotFound');
  const [[game], roster, saves, suspended] = await Promise.all([
    toPublicGames(db, [row], toEventRef(event)),
    listRosters(db, [row.home.id, row.away.id]),
    listSaves(db, row.id),
    suspendedByGame(db, event.id),
  ]);
  const playersOf = (teamId: string) => roster.filter((p) => p.teamId === teamId).map(toPlayerRef);
  const sideOf = (userId: string): Side | null =>
    roster.some((p) => p.id === userId && p.teamId === row.home.id)
      ? 'home'
      : roster.some((p) => p.id === userId && p.teamId === row.away.id)
        ? 'away'
        : null;
  return {
    ...game!,
    homeTeam: { ...game!.homeTeam, players: playersOf(row.home.id) },
    awayTeam: { ...game!.awayTeam, players: playersOf(row.away.id) },
    saves: saves.map((s) => ({
      player: { _id: s.playerId, fullName: s.fullName },
      playerId: s.publicPlayerId,
      saves: s.saves,
      side: sideOf(s.playerId),
    })),
    suspended: suspended.get(row.id) ?? [],
  } as GameDetail;
}
