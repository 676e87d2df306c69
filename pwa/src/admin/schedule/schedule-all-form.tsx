import { Name } from '../../components/name';
import { useState, type FormEvent } from 'react';
import { scheduleAllSchema } from '@pitchside/shared';
import { useSubmit } from '../../components/use-submit';
import { translate, useFormat, useT } from '../../i18n';
import { InputField } from '../field';
import { AdminApiError } from '../setup/admin-api';
import {
  adminErrorText,
  scheduleAll,
  type EventWithVenues,
  type PitchOption,
  type ScheduleRequest,
  type ScheduleResult,
} from './schedule-api';

interface DayDraft {
  key: number;
  date: string;
  start: string;
  end: string;
  breaks: { key: number; start: string; end: string }[];
}

let keys = 0;
const newDay = (date = ''): DayDraft => ({ key: ++keys, date, start: '09:00', end: '18:00', breaks: [] });
const DEFAULT_SLOT = 25;

/**
 * The "does not fit" answer with its day named in the reader's language (the server sends the Beirut
 * date, YYYY-MM-DD); any other failure as the server words it.
 */
export function scheduleErrorText(err: unknown, dayName: (date: string) => string): string {
  const params = err instanceof AdminApiError && err.code === 'scheduleDoesNotFit' ? err.params : undefined;
  if (params && typeof params.day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(params.day))
    return translate('api.scheduleDoesNotFit', { ...params, day: dayName(params.day) });
  return adminErrorText(err, 'admin-schedule.all.failed');
}

/**
 * Match days and rules for "Schedule all": the server places every unscheduled game of the chosen age
 * groups or, when they do not all fit, says how many do not and changes nothing.
 */
export function ScheduleAllForm({
  event,
  pitches,
  onScheduled,
}: {
  event: EventWithVenues;
  pitches: PitchOption[];
  onScheduled: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const groups = event.ageGroups;
  const [days, setDays] = useState<DayDraft[]>(() => [newDay(event.startsOn?.slice(0, 10) ?? '')]);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(groups.map((g) => g.slug)));
  // What the last Schedule all of each age group used, else a futsal slot (2 x 10 min + 5).
  const [slots, setSlots] = useState<Record<string, string>>(() =>
    Object.fromEntries(groups.map((g) => [g.slug, String(g.slotMinutes ?? DEFAULT_SLOT)])),
  );
  const [slot, setSlot] = useState(String(DEFAULT_SLOT));
  const [groupPitches, setGroupPitches] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(groups.map((g) => [g.slug, pitches.map((p) => p._id)])),
  );
  // The rest the last Schedule all used; else one slot, following the slot until the organiser types one.
  const [typedRest, setRest] = useState<string | null>(() => {
    const stored = groups.flatMap((g) => (g.minRestMinutes !== undefined ? [g.minRestMinutes] : []));
    return stored.length ? String(Math.max(...stored)) : null;
  });
  const [result, setResult] = useState<ScheduleResult | null>(null);
  const [error, setError] = useState<{ text: string; unchanged: boolean } | null>(null);

  const updateDay = (key: number, change: Partial<DayDraft>) =>
    setDays((list) => list.map((d) => (d.key === key ? { ...d, ...change } : d)));
  const minutes = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v) : NaN);
  const chosenSlots = (
    groups.length ? groups.filter((g) => chosen.has(g.slug)).map((g) => minutes(slots[g.slug] ?? '')) : [minutes(slot)]
  ).filter((n) => n > 0);
  const rest = typedRest ?? String(chosenSlots.length ? Math.max(...chosenSlots) : DEFAULT_SLOT);

  const body = (): ScheduleRequest | string => {
    const picked = groups.filter((g) => chosen.has(g.slug));
    if (groups.length > 0 && picked.length === 0) return t('admin-schedule.all.pickAgeGroup');
    if (days.length === 0 || days.some((d) => !d.date || !d.start || !d.end || d.start >= d.end)) return t('admin-schedule.all.dayInvalid');
    if (days.some((d) => d.breaks.some((b) => !b.start || !b.end || b.start >= b.end))) return t('admin-schedule.all.breakInvalid');
    const slotValues = groups.length ? picked.map((g) => minutes(slots[g.slug] ?? '')) : [minutes(slot)];
    if (slotValues.some((v) => !(v > 0))) return t('admin-schedule.all.slotInvalid');
    const restValue = minutes(rest);
    if (Number.isNaN(restValue)) return t('admin-schedule.all.restInvalid');
    if (picked.some((g) => (groupPitches[g.slug] ?? []).length === 0) && pitches.length > 0) return t('admin-schedule.all.pitchesInvalid');
    const limited = picked.filter((g) => (groupPitches[g.slug] ?? []).length < pitches.length);
    return {
      ...(groups.length && picked.length < groups.length ? { ageGroups: picked.map((g) => g.slug) } : {}),
      days: days.map((d) => ({
        date: d.date,
        start: d.start,
        end: d.end,
        ...(d.breaks.length ? { breaks: d.breaks.map((b) => ({ start: b.start, end: b.end })) } : {}),
      })),
      slotMinutes: groups.length ? Object.fromEntries(picked.map((g) => [g.slug, minutes(slots[g.slug]!)])) : minutes(slot),
      minRestMinutes: restValue,
      ...(limited.length ? { ageGroupPitches: Object.fromEntries(limited.map((g) => [g.slug, groupPitches[g.slug]!])) } : {}),
    };
  };

  const request = body();
  const submit = useSubmit(typeof request === 'string' ? ({} as Partial<ScheduleRequest>) : request, {
    schema: scheduleAllSchema,
    send: (data) => scheduleAll(event._id, data),
    onSuccess: (res) => {
      setResult(res);
      onScheduled();
    },
    failureText: () => null,
    onFailure: (err) => {
      // A refusal about a field on screen is shown beside it; the rest under the form.
      if (err instanceof AdminApiError && err.issues?.length && err.issues.every((i) => shownAt(i.path))) return;
      const doesNotFit = err instanceof AdminApiError && err.code === 'scheduleDoesNotFit';
      // Noon UTC is the same date in Beirut, whatever the season.
      setError({ text: scheduleErrorText(err, (date) => format.date(`${date}T12:00:00Z`, 'weekdayDate')), unchanged: doesNotFit });
    },
  });
  const busy = submit.busy;
  /** Whether a refusal's field has a place on screen (days, slots, rest). */
  const shownAt = (path: string) =>
    /^(days\.\d+\.(date|start|end|breaks\.\d+\.(start|end))|slotMinutes(\.[^.]+)?|minRestMinutes)$/.test(path);
  const elsewhere = Object.entries(submit.errors).find(([k]) => !shownAt(k))?.[1];
  const dayError = (i: number, field: string) => submit.errors[`days.${i}.${field}`];
  const edit = (name: string) => submit.clear(name);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setResult(null);
    // The screen's own checks first (a day ends after it starts, a break inside a day): the schema checks only the format.
    if (typeof request === 'string') return setError({ text: request, unchanged: false });
    setError(null);
    void submit.onSubmit(e);
  };

  return (
    <form className="card sched-form" onSubmit={onSubmit} noValidate aria-labelledby="sched-all-title">
      <h2 id="sched-all-title">{t('admin-schedule.all.title')}</h2>
      <p className="muted">{t('admin-schedule.beirutTime')}</p>
      <fieldset className="sched-fieldset">
        <legend>{t('admin-schedule.all.days')}</legend>
        {days.map((d, i) => (
          <div key={d.key} className="sched-day" role="group" aria-label={t('admin-schedule.all.dayN', { n: i + 1 })}>
            <div className="sched-row">
              <InputField
                label={t('admin-schedule.all.date')}
                type="date"
                value={d.date}
                error={dayError(i, 'date')}
                onChange={(e) => {
                  updateDay(d.key, { date: e.target.value });
                  edit(`days.${i}.date`);
                }}
              />
              <InputField
                label={t('admin-schedule.all.start')}
                type="time"
                value={d.start}
                error={dayError(i, 'start')}
                onChange={(e) => {
                  updateDay(d.key, { start: e.target.value });
                  edit(`days.${i}.start`);
                }}
              />
              <InputField
                label={t('admin-schedule.all.end')}
                type="time"
                value={d.end}
                error={dayError(i, 'end')}
                onChange={(e) => {
                  updateDay(d.key, { end: e.target.value });
                  edit(`days.${i}.end`);
                }}
              />
            </div>
            {d.breaks.map((b, j) => (
              <div key={b.key} className="sched-row sched-break" role="group" aria-label={t('admin-schedule.all.breakN', { n: j + 1 })}>
                <InputField
                  label={t('admin-schedule.all.breakStart')}
                  type="time"
                  value={b.start}
                  error={dayError(i, `breaks.${j}.start`)}
                  onChange={(e) =>
                    updateDay(d.key, { breaks: d.breaks.map((x) => (x.key === b.key ? { ...x, start: e.target.value } : x)) })
                  }
                />
                <InputField
                  label={t('admin-schedule.all.breakEnd')}
                  type="time"
                  value={b.end}
                  error={dayError(i, `breaks.${j}.end`)}
                  onChange={(e) => updateDay(d.key, { breaks: d.breaks.map((x) => (x.key === b.key ? { ...x, end: e.target.value } : x)) })}
                />
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => updateDay(d.key, { breaks: d.breaks.filter((x) => x.key !== b.key) })}
                >
                  {t('admin-schedule.all.removeBreak')}
                </button>
              </div>
            ))}
            <div className="sched-actions">
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => updateDay(d.key, { breaks: [...d.breaks, { key: ++keys, start: '13:00', end: '14:00' }] })}
              >
                {t('admin-schedule.all.addBreak')}
              </button>
              {days.length > 1 && (
                <button type="button" className="btn btn-ghost" onClick={() => setDays((list) => list.filter((x) => x.key !== d.key))}>
                  {t('admin-schedule.all.removeDay')}
                </button>
              )}
            </div>
          </div>
        ))}
        <button type="button" className="btn btn-ghost" onClick={() => setDays((list) => [...list, newDay()])}>
          {t('admin-schedule.all.addDay')}
        </button>
      </fieldset>

      {groups.length === 0 ? (
        <InputField
          label={t('admin-schedule.all.slot')}
          type="number"
          inputMode="numeric"
          min={1}
          value={slot}
          error={submit.errors.slotMinutes}
          onChange={(e) => {
            setSlot(e.target.value);
            edit('slotMinutes');
          }}
          aria-describedby="sched-slot-hint"
        />
      ) : (
        <fieldset className="sched-fieldset">
          <legend>{t('admin-schedule.all.ageGroups')}</legend>
          {groups.map((g) => (
            <div key={g._id} className="sched-group" role="group" aria-label={g.name}>
              <label className="sched-check">
                <input
                  type="checkbox"
                  checked={chosen.has(g.slug)}
                  onChange={(e) =>
                    setChosen((set) => {
                      const next = new Set(set);
                      if (e.target.checked) next.add(g.slug);
                      else next.delete(g.slug);
                      return next;
                    })
                  }
                />
                <span>
                  {t('admin-schedule.all.scheduleGroup')} <Name>{g.name}</Name>
                </span>
              </label>
              <InputField
                label={t('admin-schedule.all.slotFor', { name: g.name })}
                type="number"
                inputMode="numeric"
                min={1}
                value={slots[g.slug] ?? ''}
                error={submit.errors[`slotMinutes.${g.slug}`]}
                onChange={(e) => {
                  setSlots((s) => ({ ...s, [g.slug]: e.target.value }));
                  edit(`slotMinutes.${g.slug}`);
                }}
                aria-describedby="sched-slot-hint"
              />
              {pitches.length > 1 && (
                <div className="sched-pitch-checks" role="group" aria-label={t('admin-schedule.all.pitchesFor', { name: g.name })}>
                  <span>{t('admin-schedule.all.pitchesFor', { name: g.name })}</span>
                  {pitches.map((p) => (
                    <label key={p._id} className="sched-check">
                      <input
                        type="checkbox"
                        checked={(groupPitches[g.slug] ?? []).includes(p._id)}
                        onChange={(e) =>
                          setGroupPitches((all) => {
                            const list = all[g.slug] ?? [];
                            return { ...all, [g.slug]: e.target.checked ? [...list, p._id] : list.filter((x) => x !== p._id) };
                          })
                        }
                      />
                      <Name>{p.code}</Name>
                    </label>
                  ))}
                </div>
              )}
            </div>
          ))}
        </fieldset>
      )}
      <p id="sched-slot-hint" className="muted">
        {t('admin-schedule.all.slotHint')}
      </p>
      <InputField
        label={t('admin-schedule.all.rest')}
        type="number"
        inputMode="numeric"
        min={0}
        value={rest}
        hint={typedRest === null ? t('admin-schedule.all.restHint') : undefined}
        error={submit.errors.minRestMinutes}
        onChange={(e) => {
          setRest(e.target.value);
          edit('minRestMinutes');
        }}
      />
      {pitches.length === 0 && <p className="muted">{t('admin-schedule.all.noPitches')}</p>}
      <div className="sched-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('admin-schedule.all.submit')}
        </button>
      </div>
      <div aria-live="polite">
        {result && (
          <div className="form-message is-success">
            <p>{t('admin-schedule.all.placed', { count: result.scheduled })}</p>
            {result.finishesAt && (
              <p>
                {t('admin-schedule.all.finish', {
                  finish: format.date(result.finishesAt, 'weekdayTime'),
                  bound: result.lowerBound ? format.date(result.lowerBound, 'weekdayTime') : '–',
                })}
              </p>
            )}
          </div>
        )}
      </div>
      {elsewhere && !error && (
        <p className="form-message is-error" role="alert">
          {elsewhere}
        </p>
      )}
      {error && (
        <div className="form-message is-error" role="alert">
          <p>{error.text}</p>
          {error.unchanged && <p>{t('admin-schedule.all.nothingChanged')}</p>}
        </div>
      )}
    </form>
  );
}
