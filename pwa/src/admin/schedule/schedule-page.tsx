import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/use-title';
import { PageLoading } from '../../components/states';
import { roundText, useFormat, useT } from '../../i18n';
import { compareNames } from '../../i18n/collate';
import { SelectField } from '../field';
import { Flash, useFlash } from '../flash';
import { useAdminCatalogs } from '../use-admin-catalogs';
import { isNotKept } from '../read-kept';
import { eventOptionLabel, useEvents } from '../setup/use-events';
import { DayGrid } from './day-grid';
import { daysOf } from './day-plan';
import { MoveGameDialog } from './move-game-dialog';
import { PrintSheets } from './print-sheets';
import { RunningLate } from './running-late';
import type { KnockoutSlot } from '../../components/schedule/schedule-model';
import { loadEvent, loadGames, loadSlots, pitchesOf, type EventWithVenues, type ScheduleGame } from './schedule-api';
import { ScheduleAllForm } from './schedule-all-form';
import { WithdrawTeam } from './withdraw-team';
import '../setup/setup.css';
import './schedule.css';

/** /admin/schedule: match days, "Schedule all", the day's grid, moves, running late, withdrawals, printing. */
export default function SchedulePage() {
  const ready = useAdminCatalogs();
  return ready ? <ScheduleScreen /> : <PageLoading />;
}

function ScheduleScreen() {
  const t = useT();
  const format = useFormat();
  useDocumentTitle([t('admin-schedule.title')]);
  const { events, loading, failed: listFailed, notKept: listNotKept } = useEvents();
  const [params] = useSearchParams();
  const [eventId, setEventId] = useState(params.get('event') ?? '');
  const [event, setEvent] = useState<EventWithVenues | null>(null);
  const [games, setGames] = useState<ScheduleGame[]>([]);
  const [slots, setSlots] = useState<KnockoutSlot[]>([]);
  const [failed, setFailed] = useState(false);
  const [notKept, setNotKept] = useState(false);
  const [day, setDay] = useState('');
  const [moving, setMoving] = useState<ScheduleGame | null>(null);
  const { message, show } = useFlash(8000);

  useEffect(() => {
    if (!eventId && events.length > 0) setEventId(events[0]!._id);
  }, [events, eventId]);

  // Only the latest load is shown: the first tournament's answer (a big one is slow) arriving after
  // another was picked must not put its games under the new name.
  const latest = useRef(0);
  const reload = useCallback(async () => {
    if (!eventId) return;
    const mine = ++latest.current;
    try {
      const [e, g] = await Promise.all([loadEvent(eventId), loadGames(eventId)]);
      const placed = await loadSlots(e);
      if (mine !== latest.current) return;
      setEvent(e);
      setGames(g);
      setSlots(placed);
      setFailed(false);
      setNotKept(false);
    } catch (err) {
      if (mine !== latest.current) return;
      setFailed(true);
      setNotKept(isNotKept(err));
    }
  }, [eventId]);
  useEffect(() => {
    setEvent(null);
    setGames([]);
    setSlots([]);
    void reload();
  }, [reload]);

  const pitches = useMemo(() => pitchesOf(event?.venues), [event]);
  // The grid and the sheets hold the knockout games still waiting for their teams in their places too.
  const entries = useMemo(() => [...games, ...slots], [games, slots]);
  const days = useMemo(() => daysOf(entries), [entries]);
  const shownDay = days.includes(day) ? day : (days[0] ?? '');
  const unscheduled = games.filter((g) => !g.startTime).length;
  const teams = useMemo(() => {
    const all = new Map<string, { _id: string; name: string }>();
    for (const g of games) for (const x of [g.homeTeam, g.awayTeam]) all.set(x._id, { _id: x._id, name: x.name });
    return [...all.values()].sort((a, b) => compareNames(a.name, b.name));
  }, [games]);
  // A clash with a knockout game still waiting for its teams names it by its slot: "Under 12 · Final".
  const names = useMemo(
    () =>
      new Map([
        ...games.map((g) => [g._id, `${g.homeTeam.name} – ${g.awayTeam.name}`] as const),
        ...slots.map((s) => [s._id, [s.ageGroup?.name, roundText(s.round)].filter(Boolean).join(' · ')] as const),
      ]),
    [games, slots],
  );

  const done = (text: string, tone: 'success' | 'error' = 'success') => {
    show(text, tone);
    if (tone === 'success') void reload();
  };

  return (
    <>
      <section className="page narrow setup-page sched-screen">
        <h1 className="page-title">{t('admin-schedule.title')}</h1>
        {loading ? (
          <PageLoading />
        ) : (
          <SelectField label={t('admin-schedule.event')} value={eventId} onChange={(e) => setEventId(e.target.value)}>
            {events.map((e) => (
              <option key={e._id} value={e._id}>
                {eventOptionLabel(e, format.ordinal)}
              </option>
            ))}
          </SelectField>
        )}
        <Flash message={message} />
        {(failed || listFailed) && (
          <p className="form-message is-error">
            {t((failed ? notKept : listNotKept) ? 'api.offlineNoData' : 'admin-schedule.fetchFailed')}
          </p>
        )}
        {event && (
          <>
            <p className="muted">
              {pitches.length === 0 ? t('admin-schedule.noVenues') : t('admin-schedule.pitchCount', { count: pitches.length })}
            </p>
            {/* The TV by the pitches: a tab of its own, in the organiser's language whatever the TV's browser says. */}
            <p>
              <a
                className="btn btn-ghost"
                href={`/events/${event.slug}/board?edition=${event.event_edition}&lang=${format.locale}`}
                target="_blank"
                rel="noopener"
              >
                {t('admin-schedule.board.open')}
              </a>
            </p>
            <ScheduleAllForm key={event._id} event={event} pitches={pitches} onScheduled={() => void reload()} />

            <section className="sched-section" aria-labelledby="sched-day-title">
              <h2 id="sched-day-title">{t('admin-schedule.grid.title')}</h2>
              {unscheduled > 0 && <p className="muted">{t('admin-schedule.grid.unscheduled', { count: unscheduled })}</p>}
              {days.length > 1 && (
                <SelectField label={t('admin-schedule.grid.day')} value={shownDay} onChange={(e) => setDay(e.target.value)}>
                  {days.map((d) => (
                    <option key={d} value={d}>
                      {format.date(`${d}T12:00:00Z`, 'date')}
                    </option>
                  ))}
                </SelectField>
              )}
              <DayGrid games={entries} pitches={pitches} day={shownDay} onPick={setMoving} />
              {shownDay && (
                <div className="sched-actions">
                  <button type="button" className="btn btn-ghost" onClick={() => window.print()}>
                    {t('admin-schedule.print.button')}
                  </button>
                  <a className="btn btn-ghost" href={`/api/events/${event._id}/schedule.csv`} download>
                    {t('admin-schedule.csv.schedule')}
                  </a>
                  <a className="btn btn-ghost" href={`/api/events/${event._id}/results.csv`} download>
                    {t('admin-schedule.csv.results')}
                  </a>
                </div>
              )}
            </section>

            <RunningLate eventId={event._id} pitches={pitches} day={shownDay} onDone={done} />
            <WithdrawTeam eventId={event._id} teams={teams} onDone={done} />
          </>
        )}
        {moving && event && (
          <MoveGameDialog
            game={{
              id: moving._id,
              eventId: event._id,
              home: moving.homeTeam.name,
              away: moving.awayTeam.name,
              startTime: moving.startTime,
              pitchId: moving.pitch?._id ?? null,
            }}
            pitches={pitches}
            known={(id) => names.get(id) ?? null}
            onClose={() => setMoving(null)}
            onMoved={() => {
              setMoving(null);
              done(t('admin-schedule.move.saved'));
            }}
          />
        )}
      </section>
      {event && shownDay && <PrintSheets title={event.event} games={entries} pitches={pitches} day={shownDay} />}
    </>
  );
}
