import { useState, type FormEvent } from 'react';
import { isolate, utcToBeirutParts } from '@pitchside/shared';
import { useFormat, useT } from '../../i18n';
import { InputField, SelectField } from '../field';
import { pitchLabel } from './day-grid';
import { adminErrorText, delayPitch, loadEvent, loadGames, movedCount, type PitchOption, type ScheduleGame } from './schedule-api';

const MINUTE = 60_000;
const DEFAULT_SLOT = 25;

/**
 * Whether delaying `pitchId` by `minutes` on `day` (Beirut) makes its last game end after the day's
 * last game ends now: the pitch's games not under way, over, called off or forfeited move (as the
 * server moves them), each lasting its age group's slot. Returns both ends (ms) when it does.
 */
export function pastDayEnd(
  games: readonly ScheduleGame[],
  pitchId: string,
  day: string,
  minutes: number,
  slotOf: (g: ScheduleGame) => number,
): { end: number; dayEnd: number } | null {
  const ofDay = games.filter((g) => g.startTime && g.status !== 'cancelled' && utcToBeirutParts(g.startTime)?.date === day);
  const endOf = (g: ScheduleGame, shift = 0) => Date.parse(g.startTime!) + shift + slotOf(g) * MINUTE;
  const dayEnd = Math.max(...ofDay.map((g) => endOf(g)));
  const moving = ofDay.filter(
    (g) => g.pitch?._id === pitchId && g.status !== 'live' && g.status !== 'completed' && !(g as { forfeit?: unknown }).forfeit,
  );
  if (moving.length === 0) return null;
  const end = Math.max(...moving.map((g) => endOf(g, minutes * MINUTE)));
  return end > dayEnd ? { end, dayEnd } : null;
}

/** "Pitch 2 is running late": shifts that pitch's later games of the day, and the games that depend on them. */
export function RunningLate({
  eventId,
  pitches,
  day,
  onDone,
}: {
  eventId: string;
  /** The Beirut day shown in the grid; the server takes today when absent. */
  day?: string;
  pitches: PitchOption[];
  onDone: (text: string, tone?: 'success' | 'error') => void;
}) {
  const t = useT();
  const format = useFormat();
  const [pitch, setPitch] = useState(pitches[0]?._id ?? '');
  const [minutes, setMinutes] = useState('15');
  const [busy, setBusy] = useState(false);
  // Shown before saving when the delay makes the day end later; saving then needs a second click.
  const [warning, setWarning] = useState<string | null>(null);
  const change = (apply: () => void) => {
    setWarning(null);
    apply();
  };

  /** Reads the games as they are now (another admin may have moved some) to see whether the day runs over. */
  const overrun = async (n: number): Promise<string | null> => {
    const [event, games] = await Promise.all([loadEvent(eventId), loadGames(eventId)]);
    const slots = new Map(event.ageGroups.map((a) => [a._id, a.slotMinutes ?? DEFAULT_SLOT]));
    const date = day || utcToBeirutParts(new Date())!.date;
    const past = pastDayEnd(games, pitch, date, n, (g) => (g.ageGroup ? (slots.get(g.ageGroup._id) ?? DEFAULT_SLOT) : DEFAULT_SLOT));
    const chosen = pitches.find((p) => p._id === pitch);
    return past && chosen
      ? t('admin-schedule.late.pastEnd', {
          pitch: isolate(pitchLabel(chosen, '')),
          end: format.date(past.end, 'time'),
          dayEnd: format.date(past.dayEnd, 'time'),
        })
      : null;
  };

  const save = async (confirmed: boolean) => {
    const n = /^\d+$/.test(minutes.trim()) ? Number(minutes) : 0;
    if (!pitch) return onDone(t('admin-schedule.late.pickPitch'), 'error');
    if (n <= 0) return onDone(t('admin-schedule.late.minutesInvalid'), 'error');
    setBusy(true);
    try {
      if (!confirmed) {
        const text = await overrun(n);
        if (text) return setWarning(text);
      }
      const res = await delayPitch(eventId, pitch, n, day || undefined);
      setWarning(null);
      onDone(t('admin-schedule.late.done', { count: movedCount(res) }));
    } catch (err) {
      onDone(adminErrorText(err, 'admin-schedule.late.failed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save(false);
  };
  if (pitches.length === 0) return null;
  return (
    <form className="card sched-form" onSubmit={submit} noValidate aria-labelledby="sched-late-title">
      <h2 id="sched-late-title">{t('admin-schedule.late.title')}</h2>
      <div className="sched-row">
        <SelectField label={t('admin-schedule.late.pitch')} value={pitch} onChange={(e) => change(() => setPitch(e.target.value))}>
          {pitches.map((p) => (
            <option key={p._id} value={p._id}>
              {p.venue.name} · {pitchLabel(p, '')}
            </option>
          ))}
        </SelectField>
        <InputField
          label={t('admin-schedule.late.minutes')}
          type="number"
          inputMode="numeric"
          min={1}
          value={minutes}
          onChange={(e) => change(() => setMinutes(e.target.value))}
        />
      </div>
      <div className="sched-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('admin-schedule.late.submit')}
        </button>
      </div>
      {warning && (
        <div className="form-message is-error" role="alert">
          <p>{warning}</p>
          <div className="sched-actions">
            <button type="button" className="btn btn-ghost" onClick={() => setWarning(null)} disabled={busy}>
              {t('admin-schedule.late.keep')}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => void save(true)} disabled={busy}>
              {t('admin-schedule.late.anyway')}
            </button>
          </div>
        </div>
      )}
    </form>
  );
}
