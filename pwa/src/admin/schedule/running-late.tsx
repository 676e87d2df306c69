import { useRef, useState, type FormEvent } from 'react';
import { eventPagePath, isolate, pitchDelaySchema, utcToBeirutParts, type GamePitch } from '@pitchside/shared';
import { ApiError, apiGet } from '../../data/api';
import { useSubmit } from '../../components/use-submit';
import { placedSlots } from '../../components/schedule/schedule-model';
import { useFormat, useT } from '../../i18n';
import { InputField, SelectField } from '../field';
import { pitchLabel } from './day-grid';
import { adminErrorText, delayPitch, loadEvent, loadGames, movedCount, type PitchOption } from './schedule-api';

const MINUTE = 60_000;
const DEFAULT_SLOT = 25;

/** A game on the day, or a knockout game placed before its teams are known: both move with a late pitch. */
export interface DayEntry {
  startTime: string | null;
  status: string;
  pitch?: Pick<GamePitch, '_id'> | null | undefined;
  forfeit?: unknown;
}

/**
 * Whether delaying `pitchId` by `minutes` on `day` (Beirut) makes its last game end after the day's
 * last game ends now: the pitch's games not under way, over, called off or forfeited move (as the
 * server moves them), each lasting its age group's slot. Returns both ends (ms) when it does.
 */
export function pastDayEnd<E extends DayEntry>(
  games: readonly E[],
  pitchId: string,
  day: string,
  minutes: number,
  slotOf: (g: E) => number,
): { end: number; dayEnd: number } | null {
  const ofDay = games.filter((g) => g.startTime && g.status !== 'cancelled' && utcToBeirutParts(g.startTime)?.date === day);
  const endOf = (g: E, shift = 0) => Date.parse(g.startTime!) + shift + slotOf(g) * MINUTE;
  const dayEnd = Math.max(...ofDay.map((g) => endOf(g)));
  const moving = ofDay.filter((g) => g.pitch?._id === pitchId && g.status !== 'live' && g.status !== 'completed' && !g.forfeit);
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
  // Shown before saving when the delay makes the day end later; saving then needs a second click.
  const [warning, setWarning] = useState<string | null>(null);
  const change = (apply: () => void) => {
    setWarning(null);
    apply();
  };

  /** Reads the games as they are now (another admin may have moved some) to see whether the day runs over. */
  const overrun = async (n: number): Promise<string | null> => {
    const [event, games] = await Promise.all([loadEvent(eventId), loadGames(eventId)]);
    // The knockout games placed before their teams are known, from each age group's bracket: the day may end with them.
    const scopes = event.ageGroups.length > 0 ? event.ageGroups.filter((a) => a.stageType !== 'League') : [null];
    const pages = await Promise.all(
      scopes.map((ag) =>
        // A bracket that cannot be read only leaves its placed games out of the warning.
        apiGet(eventPagePath(event.slug, { edition: String(event.event_edition), ageGroup: ag?.slug ?? null })).catch(() => null),
      ),
    );
    const slotOf = (ag: { slotMinutes?: number | undefined } | null | undefined) => ag?.slotMinutes ?? DEFAULT_SLOT;
    const entries = [
      ...games.map((g) => ({ ...g, minutes: slotOf(event.ageGroups.find((a) => a._id === g.ageGroup?._id)) })),
      ...pages.flatMap((page, i) => placedSlots(page?.activeKnockoutStage).map((s) => ({ ...s, minutes: slotOf(scopes[i]) }))),
    ];
    const date = day || utcToBeirutParts(new Date())!.date;
    const past = pastDayEnd(entries, pitch, date, n, (g) => g.minutes);
    const chosen = pitches.find((p) => p._id === pitch);
    return past && chosen
      ? t('admin-schedule.late.pastEnd', {
          pitch: isolate(pitchLabel(chosen, '')),
          end: format.date(past.end, 'time'),
          dayEnd: format.date(past.dayEnd, 'time'),
        })
      : null;
  };

  // Set by "Save anyway": the day's overrun was read and accepted, so it is not checked again.
  const confirmed = useRef(false);
  // Blank, zero or less is no delay: NaN lets the shared schema say the range beside the field.
  const count = /^\d+$/.test(minutes.trim()) && Number(minutes) > 0 ? Number(minutes) : Number.NaN;
  const submit = useSubmit(
    { minutes: count, ...(day ? { date: day } : {}) },
    {
      schema: pitchDelaySchema,
      send: async (data) => {
        const again = confirmed.current;
        confirmed.current = false;
        if (!again) {
          const text = await overrun(data.minutes);
          if (text) {
            setWarning(text);
            return null;
          }
        }
        return delayPitch(eventId, pitch, data.minutes, data.date);
      },
      onSuccess: (res) => {
        if (!res) return;
        setWarning(null);
        onDone(t('admin-schedule.late.done', { count: movedCount(res) }));
      },
      failureText: () => null,
      onFailure: (err) => {
        if (!(err instanceof ApiError && err.issues?.length && err.issues.every((i) => i.path === 'minutes')))
          onDone(adminErrorText(err, 'admin-schedule.late.failed'), 'error');
      },
    },
  );
  const busy = submit.busy;
  const save = (e?: FormEvent<HTMLFormElement>) => {
    e?.preventDefault();
    if (!pitch) return onDone(t('admin-schedule.late.pickPitch'), 'error');
    void submit.onSubmit(e);
  };
  if (pitches.length === 0) return null;
  return (
    <form className="card sched-form" onSubmit={save} noValidate aria-labelledby="sched-late-title">
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
          error={submit.errors.minutes}
          onChange={(e) =>
            change(() => {
              setMinutes(e.target.value);
              submit.clear('minutes');
            })
          }
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
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                confirmed.current = true;
                save();
              }}
              disabled={busy}
            >
              {t('admin-schedule.late.anyway')}
            </button>
          </div>
        </div>
      )}
    </form>
  );
}
