const STATUS_WORDS: Record<string, string> = {
  completed: 'Full Time',
  live: 'Live',
  upcoming: 'Upcoming',
  scheduled: 'Scheduled',
  postponed: 'Postponed',
  cancelled: 'Cancelled',
};

/** Status badge in words people read: Full Time, Live, Upcoming, Scheduled, Postponed, Cancelled. */
export function statusBadgeText(status: string): string {
  return STATUS_WORDS[status.toLowerCase()] ?? status;
}

/** A CSS modifier for the badge; the raw status may hold spaces ('Not Scheduled'). */
export function statusBadgeTone(status: string): 'live' | 'final' | 'upcoming' | 'other' {
  if (status === 'live') return 'live';
  if (status === 'completed') return 'final';
  if (status.toLowerCase() === 'upcoming' || status === 'scheduled') return 'upcoming';
  return 'other';
}

/** One side's shoot-out in the bracket, beside its goals: "(3 pens)". Scores read "2-2 (3-1 pens)" elsewhere (shared scoreLine). */
export function penaltyText(penalties: number | null | undefined): string | null {
  return penalties === null || penalties === undefined ? null : `(${penalties} pens)`;
}

/** Kick-off in the reader's own time zone and language, e.g. 'Sat, 21 Nov, 14:30'. */
export function formatKickoff(iso: string | null | undefined, locale?: string): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return d.toLocaleString(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
