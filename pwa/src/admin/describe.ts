import type { AttentionItem, HistoryChange, HistorySource, Penalties, SeenResult } from '@pitchside/sync';
import { formatDate, isolate } from '@pitchside/shared';
import { currentLocale, roundText, serverMessage, translate } from '../i18n';

/**
 * The sync engine's sentences (attention items, history entries) in the admin's language. The
 * engine's own English describers stay for logs and tests; screens use these.
 */
const FIELD_KEYS = {
  status: 'admin-sync.field.status',
  mvp: 'admin-sync.field.mvp',
  penalties: 'admin-sync.field.penalties',
  saves: 'admin-sync.field.saves',
  schedule: 'admin-sync.field.schedule',
  clock: 'admin-sync.field.clock',
  lineup: 'admin-sync.field.lineup',
} as const;

const PERIOD_KEYS: Record<string, string> = {
  notStarted: 'admin-sync.period.notStarted',
  first: 'admin-sync.period.first',
  halfTime: 'admin-sync.period.halfTime',
  second: 'admin-sync.period.second',
  extra: 'admin-sync.period.extra',
  ended: 'admin-sync.period.ended',
};

const score = (p: Penalties) => `${p.home}-${p.away}`;

/** A knockout game's score, "2-1" or "1-1 (4-3 on penalties)". */
function resultScore(r: SeenResult): string {
  return r.penalties ? translate('admin-sync.resultShootout', { score: score(r), shootout: score(r.penalties) }) : score(r);
}

function conflictValue(field: keyof typeof FIELD_KEYS, value: unknown, playerName: (id: string) => string | undefined): string {
  if (field === 'mvp')
    return typeof value === 'string' ? (playerName(value) ?? translate('admin-sync.anotherPlayer')) : translate('admin-sync.nobody');
  if (field === 'penalties') {
    const p = value as Penalties | null;
    return p ? score(p) : translate('admin-sync.noShootout');
  }
  if (field === 'status') return gameStatusText(String(value));
  if (field === 'schedule') {
    const s = value as { startTime: string | null } | null;
    return s?.startTime ? formatDate(s.startTime, 'time', currentLocale()) : translate('admin-sync.noTime');
  }
  if (field === 'clock') return translate(PERIOD_KEYS[(value as { period?: string } | null)?.period ?? ''] ?? PERIOD_KEYS.notStarted!);
  if (field === 'lineup') return translate('admin-sync.lineupPlayers', { n: Array.isArray(value) ? value.length : 0 });
  return String(value);
}

/** "Another admin (Rana Khoury) set MVP to Ali Saad at 14:32", the server's time shown in Beirut time. */
export function attentionText(item: AttentionItem, playerName: (id: string) => string | undefined): string {
  if (item.kind === 'duplicate') {
    const d = item.duplicateOf;
    return d
      ? translate('admin-sync-recovery.duplicate', { scorer: d.scorerName, minute: d.minute })
      : translate('admin-sync-recovery.duplicateUnknown');
  }
  const admin = (by: { name: string } | null) =>
    by ? translate('admin-sync.anotherAdminNamed', { name: by.name }) : translate('admin-sync.anotherAdmin');
  if (item.kind === 'notice' && item.notice) {
    const n = item.notice;
    return translate('admin-sync.resultNotice', { who: admin(n.by), theirs: resultScore(n.theirs), current: resultScore(n.current) });
  }
  // A role or link taken away while edits waited on the device: said as such, the edit kept in this list.
  if (item.kind === 'rejected' && item.code === 'notAllowed') return translate('admin-staff.noLongerAllowed');
  if (item.kind === 'rejected' || !item.conflict)
    return translate('admin-sync.notSaved', {
      reason: item.reason ? serverMessage(item.code, item.params, item.reason) : translate('admin-sync.refused'),
    });
  const { field, current, setBy, setAt } = item.conflict;
  if (field === 'result') {
    const values = { who: admin(setBy), score: resultScore(current as SeenResult) };
    return setAt
      ? translate('admin-sync.resultConflictAt', { ...values, time: formatDate(setAt, 'time', currentLocale()) })
      : translate('admin-sync.resultConflict', values);
  }
  const values = {
    who: admin(setBy),
    field: translate(FIELD_KEYS[field]),
    value: conflictValue(field, current, playerName),
  };
  return setAt
    ? translate('admin-sync.conflictAt', { ...values, time: formatDate(setAt, 'time', currentLocale()) })
    : translate('admin-sync.conflict', values);
}

const GAME_STATUS_KEYS: Record<string, string> = {
  'Not Scheduled': 'admin-games.status.Not Scheduled',
  Upcoming: 'admin-games.status.Upcoming',
  scheduled: 'admin-games.status.scheduled',
  live: 'admin-games.status.live',
  completed: 'admin-games.status.completed',
  postponed: 'admin-games.status.postponed',
  cancelled: 'admin-games.status.cancelled',
};

/** A stored game status ('Not Scheduled', 'live' ...) in the admin's language; unknown values as stored. */
export function gameStatusText(status: string): string {
  const key = GAME_STATUS_KEYS[status];
  return key ? translate(key) : status;
}

// Names are isolated (FSI ... PDI) so a Latin name keeps its order inside an Arabic line, and back.
function goalText(minute: number, scorer: string, assist: string | null): string {
  return assist
    ? translate('admin-games.h.goalAssist', { minute, scorer: isolate(scorer), assist: isolate(assist) })
    : translate('admin-games.h.goal', { minute, scorer: isolate(scorer) });
}

/** A recorded change in words, e.g. "Goal added: 37' Karim Haddad (assist Ali Saad)". */
export function historyChangeText(change: HistoryChange): string {
  switch (change.kind) {
    case 'goalAdded':
      return translate('admin-games.h.goalAdded', { goal: goalText(change.minute, change.scorerName, change.assistName) });
    case 'goalRemoved':
      return change.minute !== null && change.scorerName
        ? translate('admin-games.h.goalRemoved', { goal: goalText(change.minute, change.scorerName, null) })
        : translate('admin-games.h.goalRemovedBare');
    case 'status':
      return translate('admin-games.h.status', { value: gameStatusText(change.value) });
    case 'mvp':
      return change.playerId
        ? translate('admin-games.h.mvp', { name: change.playerName ? isolate(change.playerName) : translate('admin-games.h.mvpGone') })
        : translate('admin-games.h.mvpCleared');
    case 'penalties':
      return change.value
        ? translate('admin-games.h.penalties', { score: score(change.value) })
        : translate('admin-games.h.penaltiesCleared');
    case 'saves':
      return translate('admin-games.h.saves', {
        n: change.value,
        name: change.playerName ? isolate(change.playerName) : translate('admin-games.h.keeperGone'),
      });
    case 'created': {
      const teams = change.home && change.away ? { home: isolate(change.home), away: isolate(change.away) } : null;
      if (teams && change.round) return translate('admin-games.h.createdTeamsRound', { ...teams, round: roundText(change.round) });
      if (teams) return translate('admin-games.h.createdTeams', teams);
      if (change.round) return translate('admin-games.h.createdRound', { round: roundText(change.round) });
      return translate('admin-games.h.created');
    }
    case 'schedule': {
      if (!change.startTime) return translate('admin-games.h.scheduleCleared');
      const time = formatDate(change.startTime, 'dateTime', currentLocale());
      return change.pitch
        ? translate('admin-games.h.schedule', { time, pitch: change.pitch })
        : translate('admin-games.h.scheduleTime', { time });
    }
    case 'forfeit':
      return translate(change.side === 'home' ? 'admin-games.h.forfeitHome' : 'admin-games.h.forfeitAway');
    case 'confirmed':
      return translate('admin-games.h.confirmed');
    case 'other':
      return translate('admin-games.h.other', { action: change.action });
  }
}

export function historySourceText(source: HistorySource): string {
  return source === 'sync' ? translate('admin-games.h.sync') : translate('admin-games.h.rest');
}
