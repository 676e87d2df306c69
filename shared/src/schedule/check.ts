import { TIME_ZONE } from '../i18n/locales';
import { playingWindows } from './windows';
import type { ScheduleRequest, ScheduleResult } from './types';

const minutes = (iso: string) => Date.parse(iso) / 60_000;

/**
 * Everything wrong with a schedule, in words: a pitch or a team in two games at once, a rest too
 * short, a game before what it depends on (plus the rest), a game outside the days or across a break
 * or a day's end, a game not placed, a finish before the lower bound. Empty when the schedule is sound.
 */
export function scheduleViolations(req: ScheduleRequest, result: ScheduleResult): string[] {
  const out: string[] = [];
  if (!result.ok) return out;
  const windows = playingWindows(req.days, req.timeZone ?? TIME_ZONE);
  const slot = (ag: string) => (typeof req.slotMinutes === 'number' ? req.slotMinutes : req.slotMinutes[ag]!);
  const byId = new Map(result.placements.map((p) => [p.gameId, p]));
  type Item = { id: string; pitch: string; s: number; e: number; teams: string[] };
  const items: Item[] = [];
  for (const g of req.games) {
    const p = byId.get(g.id);
    if (!p) {
      out.push(`${g.id} not placed`);
      continue;
    }
    const s = minutes(p.start);
    const e = minutes(p.end);
    if (e - s !== slot(g.ageGroup)) out.push(`${g.id} lasts ${e - s} min`);
    const allowed = req.ageGroupPitches?.[g.ageGroup] ?? req.pitches;
    if (!allowed.includes(p.pitchId)) out.push(`${g.id} on pitch ${p.pitchId}, not allowed`);
    if (!windows.some((w) => w.start <= s && e <= w.end)) out.push(`${g.id} outside the playing windows`);
    items.push({ id: g.id, pitch: p.pitchId, s, e, teams: [g.homeTeamId, g.awayTeamId].filter((t): t is string => t !== null) });
  }
  const fixed: Item[] = (req.fixed ?? []).map((f) => ({
    id: f.id,
    pitch: f.pitchId,
    s: minutes(f.start),
    e: minutes(f.end),
    teams: [f.homeTeamId, f.awayTeamId].filter((t): t is string => t !== null),
  }));
  const rest = req.minRestMinutes;
  for (let i = 0; i < items.length; i++) {
    const a = items[i]!;
    for (const b of [...items.slice(i + 1), ...fixed]) {
      if (a.pitch === b.pitch && a.s < b.e && b.s < a.e) out.push(`pitch ${a.pitch}: ${a.id} and ${b.id} overlap`);
      if (a.teams.some((t) => b.teams.includes(t)) && a.s < b.e + rest && b.s < a.e + rest) {
        out.push(`a team of ${a.id} and ${b.id} plays without its rest`);
      }
    }
  }
  const ends = new Map([...items, ...fixed].map((x) => [x.id, x.e]));
  for (const g of req.games) {
    const p = byId.get(g.id);
    if (!p) continue;
    for (const d of g.dependsOn ?? []) {
      if (minutes(p.start) < ends.get(d)! + rest) out.push(`${g.id} starts before ${d} ends plus the rest`);
    }
  }
  if (result.finishesAt && result.lowerBound && result.finishesAt < result.lowerBound) out.push('finishes before the lower bound');
  return out;
}
