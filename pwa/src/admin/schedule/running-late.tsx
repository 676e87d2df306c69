import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n';
import { InputField, SelectField } from '../field';
import { pitchLabel } from './day-grid';
import { adminErrorText, delayPitch, movedCount, type PitchOption } from './schedule-api';

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
  const [pitch, setPitch] = useState(pitches[0]?._id ?? '');
  const [minutes, setMinutes] = useState('15');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const n = /^\d+$/.test(minutes.trim()) ? Number(minutes) : 0;
    if (!pitch) return onDone(t('admin-schedule.late.pickPitch'), 'error');
    if (n <= 0) return onDone(t('admin-schedule.late.minutesInvalid'), 'error');
    setBusy(true);
    try {
      const res = await delayPitch(eventId, pitch, n, day || undefined);
      onDone(t('admin-schedule.late.done', { count: movedCount(res) }));
    } catch (err) {
      onDone(adminErrorText(err, 'admin-schedule.late.failed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  if (pitches.length === 0) return null;
  return (
    <form className="card sched-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="sched-late-title">
      <h2 id="sched-late-title">{t('admin-schedule.late.title')}</h2>
      <div className="sched-row">
        <SelectField label={t('admin-schedule.late.pitch')} value={pitch} onChange={(e) => setPitch(e.target.value)}>
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
          onChange={(e) => setMinutes(e.target.value)}
        />
      </div>
      <div className="sched-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('admin-schedule.late.submit')}
        </button>
      </div>
    </form>
  );
}
