import { GAME_STATUSES, type GameStatus } from '@pitchside/shared';
import { historyEntrySchema, type HistoryChange, type HistoryEntry } from '@pitchside/sync';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { scoreLinks, scoreLinkVolunteers } from '../db/schema';
import { authorsOf } from '../audit/author-roles';
import { pitchRefs } from '../schedule/pitch-refs';
import type { listAudit } from '../sync/queries';
import { goalsByIds, teamNames, userNames } from './queries';

type AuditRow = Awaited<ReturnType<typeof listAudit>>[number];

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const status = (v: unknown): GameStatus | null => ((GAME_STATUSES as readonly unknown[]).includes(v) ? (v as GameStatus) : null);
const side = (v: unknown) => (v === 'home' || v === 'away' ? v : null);

/** Sync and REST rows log the mutation args; a created game logs the request body. */
function argsOf(row: AuditRow): Record<string, unknown> {
  const detail = (row.detail ?? {}) as Record<string, unknown>;
  const args = detail.args;
  return args && typeof args === 'object' ? (args as Record<string, unknown>) : detail;
}

/**
 * The audit rows of one game as history entries, with the names a line needs looked up in one query
 * per kind: removed goals (kept as tombstones until pruned), players for MVP and saves, created teams.
 */
export async function historyEntries(tx: Tx, rows: readonly AuditRow[], eventId?: string): Promise<HistoryEntry[]> {
  const goalIds = new Set<string>();
  const playerIds = new Set<string>();
  const teamIds = new Set<string>();
  const pitchIds = new Set<string>();
  for (const row of rows) {
    const a = argsOf(row);
    if (row.action === 'goal.remove' && str(a.goalId)) goalIds.add(a.goalId as string);
    if (row.action === 'game.setMvp' && str(a.value)) playerIds.add(a.value as string);
    if (row.action === 'game.setSaves' && str(a.playerId)) playerIds.add(a.playerId as string);
    if (row.action === 'game.create') for (const t of [a.homeTeam, a.awayTeam]) if (str(t)) teamIds.add(t as string);
    if (row.action === 'game.setSchedule') pitchIds.add(str((a.value as { pitchId?: unknown } | undefined)?.pitchId) ?? '');
  }
  const authors = [...new Set(rows.map((r) => r.userId).filter((id): id is string => !!id))];
  const [goals, players, teams, pitches, links] = await Promise.all([
    goalsByIds(tx, [...goalIds]),
    userNames(tx, [...playerIds]),
    teamNames(tx, [...teamIds]),
    pitchRefs(tx, [...pitchIds]),
    authors.length
      ? tx
          .select({ userId: scoreLinkVolunteers.userId, label: scoreLinks.label })
          .from(scoreLinkVolunteers)
          .innerJoin(scoreLinks, eq(scoreLinks.id, scoreLinkVolunteers.linkId))
          .where(inArray(scoreLinkVolunteers.userId, authors))
      : Promise.resolve([]),
  ]);
  const linkOf = new Map(links.map((l) => [l.userId, l.label]));
  // With the event known, each author's role in it (site admin, organiser, scorer) goes with their name.
  const roles = eventId ? await authorsOf(tx, eventId, authors) : null;

  const change = (row: AuditRow): HistoryChange => {
    const a = argsOf(row);
    switch (row.action) {
      case 'goal.add': {
        const s = side(a.side);
        const minute = num(a.minute);
        const scorerName = str(a.scorerName);
        if (s && minute !== null && scorerName) return { kind: 'goalAdded', side: s, minute, scorerName, assistName: str(a.assistName) };
        break;
      }
      case 'goal.remove': {
        const g = goals.get(str(a.goalId) ?? '');
        return { kind: 'goalRemoved', side: g?.side ?? null, minute: g?.minute ?? null, scorerName: g?.scorerName ?? null };
      }
      case 'game.setStatus': {
        const value = status(a.status);
        if (value) return { kind: 'status', value };
        break;
      }
      case 'game.setMvp': {
        const id = str(a.value);
        return { kind: 'mvp', playerId: id, playerName: id ? (players.get(id) ?? null) : null };
      }
      case 'game.setPenalties': {
        const v = a.value as { home?: unknown; away?: unknown } | null | undefined;
        const home = num(v?.home);
        const away = num(v?.away);
        return { kind: 'penalties', value: home !== null && away !== null ? { home, away } : null };
      }
      case 'game.setSaves': {
        const id = str(a.playerId);
        const value = num(a.value);
        if (id && value !== null) return { kind: 'saves', playerId: id, playerName: players.get(id) ?? null, value };
        break;
      }
      case 'game.setSchedule': {
        const v = (a.value ?? {}) as { startTime?: unknown; pitchId?: unknown };
        const pitch = pitches.get(str(v.pitchId) ?? '');
        return { kind: 'schedule', startTime: str(v.startTime), pitch: pitch ? pitch.code : null };
      }
      case 'game.forfeit': {
        const s = side(a.side);
        if (s) return { kind: 'forfeit', side: s };
        break;
      }
      case 'game.confirm':
        return { kind: 'confirmed' };
      case 'game.create':
        return {
          kind: 'created',
          home: teams.get(str(a.homeTeam) ?? '') ?? null,
          away: teams.get(str(a.awayTeam) ?? '') ?? null,
          round: str(a.round),
          status: status(a.status),
        };
    }
    return { kind: 'other', action: row.action };
  };

  return rows.map((row) =>
    historyEntrySchema.parse({
      id: row.id,
      at: row.at.toISOString(),
      action: row.action,
      source: row.source === 'sync' ? 'sync' : 'rest',
      user: row.userId
        ? {
            id: row.userId,
            name: row.userName,
            link: linkOf.get(row.userId) ?? null,
            ...(roles ? { role: roles.get(row.userId)?.role ?? null } : {}),
          }
        : null,
      change: change(row),
    }),
  );
}
