import { Name } from '../../components/name';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { beirutToUtcIso, gameScheduleEditSchema, utcToBeirutParts } from '@pitchside/shared';
import { useSubmit } from '../../components/use-submit';
import { Dialog } from '../../components/dialog';
import { ApiError, apiGet } from '../../data/api';
import { useT } from '../../i18n';
import { InputField, SelectField } from '../field';
import { AdminApiError } from '../setup/admin-api';
import { adminErrorText, loadEvent, moveGame, pitchesOf, type Conflict, type PitchOption } from './schedule-api';
import './schedule.css';

export interface MovableGame {
  id: string;
  eventId: string;
  home: string;
  away: string;
  startTime: string | null;
  /** Undefined when the caller does not know it: the dialog reads it from the server. */
  pitchId?: string | null;
}

const CONFLICT_KEYS: Record<string, string> = {
  teamBusy: 'admin-schedule.conflict.teamBusy',
  pitchBusy: 'admin-schedule.conflict.pitchBusy',
  rest: 'admin-schedule.conflict.rest',
  dependency: 'admin-schedule.conflict.dependency',
};

/** "Tyre Cedars v Zahle Lions" for a game the conflict names, from the list at hand or the server. */
async function gameName(eventId: string, gameId: string, known: (id: string) => string | null): Promise<string | null> {
  const name = known(gameId);
  if (name) return name;
  try {
    const res = await apiGet(`/api/events/${eventId}/games/${gameId}`);
    return `${res.game.homeTeam.name} – ${res.game.awayTeam.name}`;
  } catch {
    return null;
  }
}

/**
 * Moves one game to a time (Beirut) and a pitch. The server answers what the move would clash with
 * (a team or the pitch busy, too little rest, before a game it depends on); the move is saved only
 * once the organiser has read that and confirmed.
 */
export function MoveGameDialog({
  game,
  pitches: knownPitches,
  known = () => null,
  offline,
  onMoved,
  onClose,
}: {
  game: MovableGame;
  /** The edition's pitches; fetched with the event when absent. */
  pitches?: PitchOption[];
  known?: (gameId: string) => string | null;
  /** Without signal: queues the move on the device (the sync outbox) instead of failing. */
  offline?: (value: { startTime: string; pitchId: string | null }) => Promise<void>;
  /** `queued` when the move waits on the device for a connection. */
  onMoved: (queued?: boolean) => void;
  onClose: () => void;
}) {
  const t = useT();
  const start = game.startTime ? utcToBeirutParts(game.startTime) : null;
  const [date, setDate] = useState(start?.date ?? '');
  const [time, setTime] = useState(start?.time ?? '');
  const [pitch, setPitch] = useState(game.pitchId ?? '');
  const [pitches, setPitches] = useState<PitchOption[]>(knownPitches ?? []);
  const [conflicts, setConflicts] = useState<{ kind: Conflict['kind']; name: string | null }[] | null>(null);
  const [error, setError] = useState('');
  const [queuing, setQueuing] = useState(false);
  // The button pressed goes away with the form: the reader lands on the clashes instead of nowhere.
  const clashes = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (conflicts) clashes.current?.focus();
  }, [conflicts]);

  useEffect(() => {
    if (game.pitchId !== undefined) return;
    let live = true;
    apiGet(`/api/events/${game.eventId}/games/${game.id}`)
      .then((res) => live && setPitch((now) => now || (res.game.pitch?._id ?? '')))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [game.eventId, game.id, game.pitchId]);

  useEffect(() => {
    if (knownPitches) return;
    let live = true;
    loadEvent(game.eventId)
      .then((e) => live && setPitches(pitchesOf(e.venues)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [game.eventId, knownPitches]);

  // Set by "Save anyway" once the organiser has read the clashes.
  const confirmed = useRef(false);
  const startTime = beirutToUtcIso(date, time);
  const submit = useSubmit(
    { startTime, pitch: pitch || null },
    {
      schema: gameScheduleEditSchema,
      send: (data) => {
        const again = confirmed.current;
        confirmed.current = false;
        return moveGame(game.eventId, game.id, {
          startTime: data.startTime!,
          pitch: data.pitch ?? null,
          ...(again ? { confirm: true as const } : {}),
        });
      },
      onSuccess: () => onMoved(),
      failureText: () => null,
      onFailure: (err) => void failed(err),
    },
  );
  const busy = submit.busy || queuing;
  const failed = async (err: unknown) => {
    if (err instanceof AdminApiError && err.status === 409 && err.code === 'scheduleConflict') {
      const list = Array.isArray(err.body.conflicts) ? (err.body.conflicts as Conflict[]) : [];
      setConflicts(await Promise.all(list.map(async (c) => ({ kind: c.kind, name: await gameName(game.eventId, c.gameId, known) }))));
    } else if (err instanceof ApiError && err.isNetwork && offline && startTime) {
      setQueuing(true);
      try {
        await offline({ startTime, pitchId: pitch || null });
        onMoved(true);
      } finally {
        setQueuing(false);
      }
    } else if (err instanceof ApiError && err.isNetwork) {
      setError(t('admin-schedule.move.needsConnection'));
    } else if (!(err instanceof ApiError && err.issues?.length && err.issues.every((i) => i.path === 'startTime' || i.path === 'pitch'))) {
      // A refusal about the time or the pitch is shown beside it; anything else under the form.
      setError(adminErrorText(err, 'admin-schedule.move.failed'));
    }
  };

  const save = (e?: FormEvent<HTMLFormElement>) => {
    e?.preventDefault();
    // A blank date or time would take the game off the schedule: a move needs both.
    if (!startTime) return setError(t('admin-schedule.move.timeRequired'));
    setError('');
    void submit.onSubmit(e);
  };

  return (
    <Dialog title={t('admin-schedule.move.title', { home: game.home, away: game.away })} onClose={onClose}>
      {conflicts ? (
        <div className="sched-conflicts">
          <p ref={clashes} tabIndex={-1}>
            {t('admin-schedule.move.conflictsIntro')}
          </p>
          <ul>
            {conflicts.map((c, i) => (
              <li key={i}>
                {t(CONFLICT_KEYS[c.kind] ?? 'admin-schedule.conflict.other')}
                {c.name && (
                  <>
                    {' '}
                    <Name>{c.name}</Name>
                  </>
                )}
              </li>
            ))}
          </ul>
          {error && (
            <p className="form-message is-error" role="alert">
              {error}
            </p>
          )}
          <div className="setup-actions">
            <button type="button" className="btn btn-ghost" onClick={() => setConflicts(null)}>
              {t('admin-schedule.move.change')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => {
                confirmed.current = true;
                save();
              }}
            >
              {t('admin-schedule.move.saveAnyway')}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={save} noValidate className="sched-form">
          <p className="muted">{t('admin-schedule.beirutTime')}</p>
          <InputField
            label={t('admin-schedule.move.date')}
            type="date"
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              submit.clear('startTime');
            }}
          />
          <InputField
            label={t('admin-schedule.move.time')}
            type="time"
            value={time}
            error={submit.errors.startTime}
            onChange={(e) => {
              setTime(e.target.value);
              submit.clear('startTime');
            }}
          />
          <SelectField
            label={t('admin-schedule.move.pitch')}
            value={pitch}
            error={submit.errors.pitch}
            onChange={(e) => {
              setPitch(e.target.value);
              submit.clear('pitch');
            }}
          >
            <option value="">{t('admin-schedule.noPitch')}</option>
            {pitches.map((p) => (
              <option key={p._id} value={p._id}>
                {p.venue.name} · {p.name} ({p.code})
              </option>
            ))}
          </SelectField>
          {error && (
            <p className="form-message is-error" role="alert">
              {error}
            </p>
          )}
          <div className="setup-actions">
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              {t('admin-setup.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t('admin-schedule.move.save')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
