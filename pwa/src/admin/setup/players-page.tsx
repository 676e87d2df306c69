import { useState } from 'react';
import { OLD_PLAYERS_BATCH_MAX, oldPlayerCreateSchema, oldPlayersBatchSchema } from '@pitchside/shared';
import { useSubmit } from '../../components/use-submit';
import { ApiError } from '../../data/api';
import { PageLoading } from '../../components/states';
import { formatError, useFormat, useT } from '../../i18n';
import { InputField, SelectField, TextAreaField } from '../field';
import { Flash, useFlash } from '../flash';
import { send } from './admin-api';
import { useEventTeams } from './use-event-teams';
import { useAdminCatalogs } from '../use-admin-catalogs';
import { eventOptionLabel, useEvents } from './use-events';
import './setup.css';
import { useDocumentTitle } from '../../app/use-title';
import { Name } from '../../components/name';

/** /admin/players: Add New Player (admin spec): one name, or a whole squad pasted one name per line. */
export default function PlayersPage() {
  const ready = useAdminCatalogs();
  return ready ? <PlayersScreen /> : <PageLoading />;
}

function PlayersScreen() {
  const t = useT();
  useDocumentTitle([t('admin-players.title')]);
  const { ordinal } = useFormat();
  const { events, failed: eventsFailed, notKept: eventsNotKept } = useEvents();
  const [eventId, setEventId] = useState('');
  const [ageGroup, setAgeGroup] = useState('');
  const [team, setTeam] = useState('');
  const [name, setName] = useState('');
  const [names, setNames] = useState('');
  const { teams, failed: teamsFailed, reload } = useEventTeams(eventId);
  const { message, show } = useFlash(8000);
  const event = events.find((e) => e._id === eventId);
  const shown = ageGroup ? teams.filter((x) => x.ageGroup?._id === ageGroup) : teams;
  const chosen = teams.find((x) => x._id === team);
  const pasted = names.split('\n').filter((n) => n.trim() !== '').length;

  const reset = () => {
    setEventId('');
    setAgeGroup('');
    setTeam('');
    setName('');
    setNames('');
  };

  const failed = (err: unknown) => {
    // A refusal about a field on screen is shown beside it; anything else in the form's flash.
    const onScreen = ['name', 'names', 'team', 'event'];
    if (!(err instanceof ApiError && err.issues?.length && err.issues.every((i) => onScreen.includes(i.path.split('.')[0]!))))
      show(formatError(err, 'admin-players.failed'), 'error');
  };
  const one = useSubmit(
    { name, team, event: eventId },
    {
      schema: oldPlayerCreateSchema,
      send: (data) => send('POST', '/api/users/old-player', data),
      onSuccess: () => {
        show(t('admin-players.added'), 'success');
        setName('');
        void reload();
      },
      failureText: () => null,
      onFailure: failed,
    },
  );
  const many = useSubmit(
    { names, team, event: eventId },
    {
      schema: oldPlayersBatchSchema,
      // The server reads the pasted text itself, one name a line.
      send: () => send('POST', '/api/users/old-players', { names, team, event: eventId }),
      onSuccess: () => {
        show(t('admin-players.addedMany', { count: pasted }), 'success');
        setNames('');
        void reload();
      },
      failureText: () => null,
      onFailure: failed,
    },
  );
  const busy = one.busy || many.busy;
  /** A refused line of the pasted names ('names.3') is shown under the whole list. */
  const namesError = Object.entries(many.errors).find(([k]) => k === 'names' || k.startsWith('names.'))?.[1];
  const clear = (...fields: string[]) => {
    for (const f of fields) {
      one.clear(f);
      many.clear(f);
    }
  };

  return (
    <section className="page narrow setup-page">
      <h1 className="page-title">{t('admin-players.title')}</h1>
      {eventsFailed && <p className="form-message is-error">{t(eventsNotKept ? 'api.offlineNoData' : 'api.loadEventsFailed')}</p>}
      {teamsFailed && <p className="form-message is-error">{t('api.loadTeamsFailed')}</p>}
      <form className="card setup-form" onSubmit={(e) => void one.onSubmit(e)} onReset={reset} noValidate>
        <InputField
          label={t('admin-players.name')}
          value={name}
          autoComplete="off"
          error={one.errors.name}
          onChange={(e) => {
            setName(e.target.value);
            clear('name');
          }}
        />
        <SelectField
          label={t('admin-players.event')}
          value={eventId}
          error={one.errors.event ?? many.errors.event}
          onChange={(e) => {
            clear('event', 'team');
            setEventId(e.target.value);
            setAgeGroup('');
            setTeam('');
          }}
        >
          <option value="">{t('admin-players.chooseEvent')}</option>
          {events.map((e) => (
            <option key={e._id} value={e._id}>
              {eventOptionLabel(e, ordinal)}
            </option>
          ))}
        </SelectField>
        {event && event.ageGroups.length > 0 && (
          <SelectField
            label={t('admin-players.ageGroup')}
            value={ageGroup}
            onChange={(e) => {
              setAgeGroup(e.target.value);
              setTeam('');
            }}
          >
            <option value="">{t('admin-players.allAgeGroups')}</option>
            {event.ageGroups.map((a) => (
              <option key={a._id} value={a._id}>
                {a.name}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField
          label={t('admin-players.team')}
          value={team}
          error={one.errors.team ?? many.errors.team}
          onChange={(e) => {
            setTeam(e.target.value);
            clear('team');
          }}
        >
          <option value="">{t('admin-players.chooseTeam')}</option>
          {shown.map((x) => (
            <option key={x._id} value={x._id}>
              {x.name}
            </option>
          ))}
        </SelectField>
        {chosen && <p className="setup-hint">{t('admin-players.squadSize', { count: chosen.players.length, size: chosen.teamSize })}</p>}
        <Flash message={message} />
        <div className="setup-actions">
          <button type="reset" className="btn btn-ghost">
            {t('admin-players.reset')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('admin-players.add')}
          </button>
        </div>
      </form>
      <form className="card setup-form" onSubmit={(e) => void many.onSubmit(e)} noValidate>
        <h2>{t('admin-players.manyTitle')}</h2>
        <TextAreaField
          label={t('admin-players.manyLabel')}
          value={names}
          rows={8}
          autoComplete="off"
          error={namesError}
          onChange={(e) => {
            setNames(e.target.value);
            for (const k of Object.keys(many.errors)) if (k.startsWith('names')) many.clear(k);
          }}
          hint={t('admin-players.manyHint', { max: OLD_PLAYERS_BATCH_MAX })}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy || pasted === 0}>
          {t('admin-players.addMany', { count: pasted })}
        </button>
      </form>
      {chosen && chosen.players.length > 0 && (
        <div className="card">
          <h2>
            <Name>{chosen.name}</Name>
          </h2>
          <ul className="setup-squad">
            {chosen.players.map((p) => (
              <li key={p._id}>
                <Name>{p.fullName}</Name>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
