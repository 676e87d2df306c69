import type { GameSchedule, Penalties, SeenResult } from './mutations';
import type { AttentionItem } from './store';

export interface DescribeOptions {
  /** Player names from the pulled rosters, for MVP and goalkeeper values. */
  playerName?: (id: string) => string | undefined;
  /** Local wall-clock time of a server timestamp; defaults to HH:MM in the device's time zone. */
  formatTime?: (iso: string) => string;
}

const FIELD_LABELS = {
  status: 'the status',
  mvp: 'MVP',
  penalties: 'the penalty score',
  saves: 'saves',
  schedule: 'the time and pitch',
  result: 'the result',
  clock: 'the match clock',
  lineup: 'the lineup',
} as const;

const defaultTime = (iso: string) => {
  const d = new Date(iso);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

function describeValue(field: keyof typeof FIELD_LABELS, value: unknown, opts: DescribeOptions): string {
  if (field === 'mvp') return typeof value === 'string' ? (opts.playerName?.(value) ?? 'another player') : 'nobody';
  if (field === 'penalties') {
    const p = value as Penalties | null;
    return p ? `${p.home}-${p.away}` : 'no shoot-out';
  }
  if (field === 'result') return resultText(value as SeenResult);
  if (field === 'clock') return (value as { period?: string } | null)?.period ?? 'notStarted';
  if (field === 'lineup') return `${Array.isArray(value) ? value.length : 0} players`;
  if (field === 'schedule') {
    const s = value as GameSchedule | null;
    return s?.startTime ? new Date(s.startTime).toISOString() : 'no time';
  }
  return String(value);
}

/** "2-1", or "1-1 (4-3 on penalties)". */
export function resultText(r: SeenResult): string {
  return r.penalties ? `${r.home}-${r.away} (${r.penalties.home}-${r.penalties.away} on penalties)` : `${r.home}-${r.away}`;
}

/**
 * The sentence shown in "needs attention", e.g. "Another admin (Rana Khoury) set MVP to Ali Saad at
 * 14:32". The time is the server's, shown in local time: the device clock plays no part.
 */
export function describeAttention(item: AttentionItem, opts: DescribeOptions = {}): string {
  if (item.kind === 'duplicate') {
    const d = item.duplicateOf;
    return d
      ? `Possible duplicate: another goal by ${d.scorerName} at ${d.minute}' was recorded for the same side`
      : 'Possible duplicate of another goal';
  }
  if (item.kind === 'notice' && item.notice) {
    const n = item.notice;
    const who = n.by ? `Another admin (${n.by.name})` : 'Another admin';
    return `${who} recorded ${resultText(n.theirs)} for this game; your ${resultText(n.current)} stands: check it together`;
  }
  if (item.kind === 'rejected' || !item.conflict) return `Not saved: ${item.reason ?? 'the server refused this change'}`;
  const { field, current, setBy, setAt } = item.conflict;
  const who = setBy ? `Another admin (${setBy.name})` : 'Another admin';
  const when = setAt ? ` at ${(opts.formatTime ?? defaultTime)(setAt)}` : '';
  return `${who} set ${FIELD_LABELS[field]} to ${describeValue(field, current, opts)}${when}`;
}
