import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { isolate, withQuery, type PublicEvent, type SuspensionsResponse } from '@pitchside/shared';
import { useDocumentTitle } from '../../app/use-title';
import { useSession } from '../../app/session';
import { mayManageEvent } from '../../app/staff-roles';
import { ageGroupLabel } from '../../components/event/event-header';
import { Link } from '../../components/link';
import { FormMessage } from '../../components/message';
import { Name } from '../../components/name';
import { PageLoading } from '../../components/states';
import { apiGet } from '../../data/api';
import { useFormat, useT } from '../../i18n';
import { SelectField } from '../field';
import { useAdminCatalogs } from '../use-admin-catalogs';
import { useEvents } from '../setup/use-events';
import { DecisionDialog, type DecisionAction } from './decision-dialog';
import '../setup/setup.css';
import './suspensions.css';

type Row = SuspensionsResponse['suspensions'][number];

/** /admin/events/:eventId/suspensions: who sits out which coming game, by age group; lift or extend with a reason. */
export default function SuspensionsPage() {
  const ready = useAdminCatalogs();
  return ready ? <SuspensionsScreen /> : <PageLoading />;
}

function SuspensionsScreen() {
  const t = useT();
  const format = useFormat();
  const { user } = useSession();
  const { eventId = '' } = useParams();
  const { events, loading, failed } = useEvents();
  const event = events.find((e) => e._id === eventId);
  useDocumentTitle([t('admin-suspensions.title')]);
  return (
    <section className="page narrow setup-page suspensions-page">
      <p className="suspensions-back">
        <Link to="/admin/events">{t('admin-suspensions.back')}</Link>
      </p>
      <h1 className="page-title">{t('admin-suspensions.title')}</h1>
      {loading ? (
        <PageLoading />
      ) : failed || !event ? (
        <p className="form-message is-error">{t(failed ? 'admin-suspensions.eventsFailed' : 'admin-suspensions.noEvent')}</p>
      ) : !mayManageEvent(user, { id: event._id, slug: event.slug }) ? (
        <p className="form-message is-error">{t('admin-suspensions.notYours')}</p>
      ) : (
        <>
          <p className="suspensions-event">
            <Name>{event.event}</Name> <span className="muted">{format.edition(event.event_edition)}</span>
          </p>
          <SuspensionsOfEvent event={event} />
        </>
      )}
    </section>
  );
}

function SuspensionsOfEvent({ event }: { event: PublicEvent }) {
  const t = useT();
  const format = useFormat();
  const [ageGroup, setAgeGroup] = useState(event.ageGroups[0]?.slug ?? '');
  const [rows, setRows] = useState<Row[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [deciding, setDeciding] = useState<{ row: Row; action: DecisionAction } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setRows((await apiGet(withQuery(`/api/events/${event._id}/suspensions`, { ageGroup }))).suspensions);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [event._id, ageGroup]);
  useEffect(() => {
    setRows(null);
    void load();
  }, [load]);

  return (
    <div className="suspensions-section">
      {event.ageGroups.length > 0 ? (
        <SelectField
          label={t('admin-suspensions.ageGroup')}
          value={ageGroup}
          onChange={(e) => {
            setAgeGroup(e.target.value);
            setDone(null);
          }}
        >
          {event.ageGroups.map((g) => (
            <option key={g._id} value={g.slug}>
              {ageGroupLabel(g)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {done ? <FormMessage notice={{ kind: 'success', text: done }} /> : null}
      {failed ? (
        <p className="form-message is-error">{t('admin-suspensions.fetchFailed')}</p>
      ) : !rows ? (
        <PageLoading />
      ) : rows.length === 0 ? (
        <p className="muted">{t('admin-suspensions.none')}</p>
      ) : (
        <ul className="setup-list suspensions-list">
          {rows.map((r) => (
            <li key={`${r.playerId}-${r.gameId}`} className="card suspension-row">
              <strong>
                <Name>{r.playerName || t('admin-suspensions.unnamed')}</Name>
              </strong>
              <span className="muted">
                <Name>{r.teamName}</Name>
              </span>
              <span>
                {r.startTime ? (
                  <time dateTime={r.startTime}>{format.date(r.startTime, 'weekdayTime')}</time>
                ) : (
                  t('admin-suspensions.noTime')
                )}
              </span>
              <span className="muted">
                {r.reason === 'redCard'
                  ? t('admin-suspensions.reason.redCard')
                  : t('admin-suspensions.reason.yellowCards', { n: r.yellowCards ?? 0 })}
                {r.extended ? ` · ${t('admin-suspensions.extended')}` : ''}
                {' · '}
                {t('admin-suspensions.gamesRemaining', { n: r.gamesRemaining })}
              </span>
              <span className="suspension-actions">
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => setDeciding({ row: r, action: 'lift' })}
                  aria-label={t('admin-suspensions.liftNamed', { name: isolate(r.playerName) })}
                >
                  {t('admin-suspensions.lift')}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => setDeciding({ row: r, action: 'extend' })}
                  aria-label={t('admin-suspensions.extendNamed', { name: isolate(r.playerName) })}
                >
                  {t('admin-suspensions.extend')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {deciding ? (
        <DecisionDialog
          eventId={event._id}
          playerId={deciding.row.playerId}
          playerName={deciding.row.playerName}
          gameId={deciding.row.gameId}
          action={deciding.action}
          onClose={() => setDeciding(null)}
          onDone={(message) => {
            setDeciding(null);
            setDone(message);
            void load();
          }}
        />
      ) : null}
    </div>
  );
}
