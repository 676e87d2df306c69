import { useState } from 'react';
import { logoUrl, type PublicTeam } from '@pitchside/shared';
import { PageLoading } from '../../components/states';
import { apiGet } from '../../data/api';
import { useFormat, useT } from '../../i18n';
import { SelectField } from '../field';
import { Flash, useFlash } from '../flash';
import { send } from './admin-api';
import { ConfirmDialog, useRemovalLines, type Removes } from './confirm-dialog';
import { TeamEditor } from './team-editor';
import { TeamForm } from './team-form';
import { useAdminCatalogs } from '../use-admin-catalogs';
import { useEventTeams } from './use-event-teams';
import { eventOptionLabel, useEvents } from './use-events';
import './setup.css';
import { useDocumentTitle } from '../../app/use-title';
import { Name } from '../../components/name';

/** /admin/teams: Team Management (admin spec): create or link a team, then edit teams and squads. */
export default function TeamsPage() {
  const ready = useAdminCatalogs();
  return ready ? <TeamsScreen /> : <PageLoading />;
}

function TeamsScreen() {
  const t = useT();
  useDocumentTitle([t('admin-teams.title')]);
  const { ordinal } = useFormat();
  const removalLines = useRemovalLines();
  const { events, failed: eventsFailed, notKept: eventsNotKept } = useEvents();
  const [eventId, setEventId] = useState('');
  const [ageGroup, setAgeGroup] = useState('');
  const { teams, failed, notKept, reload } = useEventTeams(eventId);
  const [open, setOpen] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ team: PublicTeam; removes: Removes } | null>(null);
  const [busy, setBusy] = useState(false);
  const { message, show } = useFlash(8000);
  const event = events.find((e) => e._id === eventId);

  const askRemove = async (team: PublicTeam) => {
    try {
      setRemoving({ team, removes: (await apiGet(`/api/teams/${team._id}/delete-summary`)).removes });
    } catch {
      show(t('admin-teams.removeFailed'), 'error');
    }
  };
  const doRemove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await send('DELETE', `/api/teams/${removing.team._id}`);
      show(t('admin-teams.removed'), 'success');
      await reload();
    } catch {
      show(t('admin-teams.removeFailed'), 'error');
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  const shown = ageGroup ? teams.filter((x) => x.ageGroup?._id === ageGroup) : teams;

  return (
    <section className="page narrow setup-page">
      <h1 className="page-title">{t('admin-teams.title')}</h1>
      {eventsFailed && <p className="form-message is-error">{t(eventsNotKept ? 'api.offlineNoData' : 'api.loadEventsFailed')}</p>}
      <div className="card setup-form">
        <SelectField
          label={t('admin-teams.event')}
          value={eventId}
          onChange={(e) => {
            setEventId(e.target.value);
            // A team left without an age group silently misses the draw: start from the event's first.
            setAgeGroup(events.find((x) => x._id === e.target.value)?.ageGroups[0]?._id ?? '');
            setOpen(null);
          }}
        >
          <option value="">{t('admin-teams.chooseEvent')}</option>
          {events.map((e) => (
            <option key={e._id} value={e._id}>
              {eventOptionLabel(e, ordinal)}
            </option>
          ))}
        </SelectField>
        {event && event.ageGroups.length > 0 && (
          <SelectField label={t('admin-teams.ageGroup')} value={ageGroup} onChange={(e) => setAgeGroup(e.target.value)}>
            <option value="">{t('admin-teams.noAgeGroup')}</option>
            {event.ageGroups.map((a) => (
              <option key={a._id} value={a._id}>
                {a.name}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      {eventId && (
        <p className="actions">
          {/* A plain link: Team Management also renders outside the app's router (its tests). */}
          <a className="btn btn-ghost" href={`/admin/import?event=${eventId}`}>
            {t('admin-teams.import')}
          </a>
        </p>
      )}
      {eventId && <TeamForm key={`${eventId}:${ageGroup}`} eventId={eventId} ageGroup={ageGroup} onDone={() => void reload()} />}
      <Flash message={message} />
      {failed && <p className="form-message is-error">{t(notKept ? 'api.offlineNoData' : 'api.loadTeamsFailed')}</p>}
      {eventId && (
        <>
          <h2>{t('admin-teams.listTitle', { count: shown.length })}</h2>
          <ul className="setup-list">
            {shown.map((team) => (
              <li key={team._id} className="card">
                <div className="setup-row">
                  {team.logo ? (
                    <img src={logoUrl(team.logo, 64) ?? ''} alt="" width={48} height={48} className="setup-logo" />
                  ) : (
                    <span className="setup-logo" />
                  )}
                  <div className="setup-row-text">
                    <Name as="strong">{team.name}</Name>
                    <span className="muted">
                      {[team.ageGroup?.name, team.coach?.fullName, t('admin-teams.playersCount', { count: team.players.length })]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </div>
                  <div className="setup-row-actions">
                    <button
                      type="button"
                      className="btn btn-ghost"
                      aria-expanded={open === team._id}
                      onClick={() => setOpen(open === team._id ? null : team._id)}
                    >
                      {t('admin-teams.manage')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost"
                      onClick={() => void askRemove(team)}
                      aria-label={t('admin-teams.removeNamed', { name: team.name })}
                    >
                      {t('admin-teams.remove')}
                    </button>
                  </div>
                </div>
                {open === team._id && (
                  <TeamEditor
                    key={`${team._id}:${team.players.length}:${team.captain?._id ?? ''}`}
                    team={team}
                    others={teams.filter((o) => o._id !== team._id)}
                    onChanged={() => void reload()}
                  />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {removing && (
        <ConfirmDialog
          title={t('admin-teams.removeTitle', { name: removing.team.name })}
          lines={removalLines(removing.removes)}
          confirmLabel={t('admin-teams.remove')}
          busy={busy}
          onCancel={() => setRemoving(null)}
          onConfirm={() => void doRemove()}
        />
      )}
    </section>
  );
}
