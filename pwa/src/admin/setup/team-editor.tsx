import { useState, type FormEvent } from 'react';
import { LOGO_IMAGE_TYPES, teamUpdateSchema, type PublicTeam } from '@pitchside/shared';
import { useSubmit } from '../../components/use-submit';
import { ApiError } from '../../data/api';
import { formatError, useT } from '../../i18n';
import { InputField, SelectField } from '../field';
import { Flash, useFlash } from '../flash';
import { formData, send } from './admin-api';
import { logoProblem } from './event-create-form';
import { CoachFields, coachEditFields, type CoachChoice } from './coach-fields';
import { TeamCoachInvite, useCoachDetails } from './team-coach';
import { playerOptions, playerSearchUrl } from './search-sources';
import { TypeAhead, type Option } from './type-ahead';
import { Name } from '../../components/name';

/** The coach as the team reads: a member, else a name whose phone comes with the coach's details. */
function initialCoach(team: PublicTeam): CoachChoice {
  if (!team.coach) return { kind: 'member', member: null };
  if ('_id' in team.coach) return { kind: 'member', member: { id: team.coach._id, label: team.coach.fullName } };
  return { kind: 'typed', name: team.coach.fullName, phone: team.coach.phone ?? null };
}

/** Edit a team (name, size, coach, captain from its squad, location, logo) and its squad (move, remove). */
export function TeamEditor({ team, others, onChanged }: { team: PublicTeam; others: PublicTeam[]; onChanged: () => void }) {
  const t = useT();
  const [name, setName] = useState(team.name);
  const [size, setSize] = useState(String(team.teamSize));
  const [location, setLocation] = useState(team.location ?? '');
  const [coach, setCoach] = useState<CoachChoice>(() => initialCoach(team));
  const coachDetails = useCoachDetails(team, setCoach);
  const [captain, setCaptain] = useState(team.captain?._id ?? '');
  const [logo, setLogo] = useState<File | null>(null);
  const [moveTo, setMoveTo] = useState<Record<string, string>>({});
  const [joining, setJoining] = useState<Option | null>(null);
  const [busy, setBusy] = useState(false);
  const { message, show } = useFlash(8000);

  const run = async (work: () => Promise<{ message?: string }>, okKey: string) => {
    setBusy(true);
    try {
      await work();
      show(t(okKey), 'success');
      onChanged();
    } catch (err) {
      show(formatError(err), 'error');
    } finally {
      setBusy(false);
    }
  };

  // A single space clears a field: blank values are left out of the form, and the server trims.
  const values = {
    name,
    teamSize: size,
    location: location.trim() || ' ',
    ...coachEditFields(coach),
    captain: captain || ' ',
  };
  const submit = useSubmit(values, {
    schema: teamUpdateSchema,
    send: () => send('PUT', `/api/teams/${team._id}`, formData({ ...values, name: name.trim(), logo })),
    onSuccess: () => {
      show(t('admin-teams.updated'), 'success');
      onChanged();
    },
    failureText: () => null,
    // A refusal about a field is shown beside it; anything else in the form's flash.
    onFailure: (err) => {
      if (!(err instanceof ApiError && err.issues?.length && err.issues.every((i) => i.path in values))) show(formatError(err), 'error');
    },
  });
  const edit = (...names: string[]) => names.forEach((n) => submit.clear(n));

  const save = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const problem = logoProblem(logo, t);
    if (problem) return show(problem, 'error');
    void submit.onSubmit(e);
  };

  return (
    <div className="setup-form">
      <form className="setup-form" onSubmit={save} noValidate aria-label={t('admin-teams.editTitle', { name: team.name })}>
        <InputField
          label={t('admin-teams.name')}
          value={name}
          error={submit.errors.name}
          onChange={(e) => {
            setName(e.target.value);
            edit('name');
          }}
        />
        <InputField
          label={t('admin-teams.size')}
          inputMode="numeric"
          pattern="[0-9]*"
          value={size}
          error={submit.errors.teamSize}
          onChange={(e) => {
            setSize(e.target.value.replace(/\D/g, '').slice(0, 2));
            edit('teamSize');
          }}
        />
        <CoachFields
          value={coach}
          errors={submit.errors}
          onChange={(c) => {
            setCoach(c);
            edit('coach', 'coachName', 'coachPhone');
          }}
        />
        <SelectField
          label={t('admin-teams.captain')}
          value={captain}
          error={submit.errors.captain}
          onChange={(e) => {
            setCaptain(e.target.value);
            edit('captain');
          }}
        >
          <option value="">{t('admin-teams.noCaptain')}</option>
          {team.players.map((p) => (
            <option key={p._id} value={p._id}>
              {p.fullName}
            </option>
          ))}
        </SelectField>
        <InputField
          label={t('admin-teams.location')}
          value={location}
          error={submit.errors.location}
          onChange={(e) => {
            setLocation(e.target.value);
            edit('location');
          }}
        />
        <InputField
          label={t('admin-teams.newLogo')}
          type="file"
          accept={LOGO_IMAGE_TYPES.join(',')}
          onChange={(e) => setLogo(e.target.files?.[0] ?? null)}
        />
        <button type="submit" className="btn btn-primary" disabled={busy || submit.busy}>
          {t('admin-teams.save')}
        </button>
      </form>
      <Flash message={message} />
      <TeamCoachInvite team={team} coach={coachDetails} onChanged={onChanged} />
      <h3>{t('admin-teams.squad', { count: team.players.length, size: team.teamSize })}</h3>
      <TypeAhead
        label={t('admin-teams.addExisting')}
        url={playerSearchUrl}
        toOptions={playerOptions}
        value={joining}
        onChange={setJoining}
      />
      {joining && (
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={() => void run(() => send('POST', `/api/teams/${team._id}/players`, { userId: joining.id }), 'admin-teams.playerAdded')}
        >
          {t('admin-teams.addToSquad', { name: joining.label })}
        </button>
      )}
      {team.players.length === 0 ? (
        <p className="muted">{t('admin-teams.emptySquad')}</p>
      ) : (
        <ul className="setup-squad">
          {team.players.map((p) => (
            <li key={p._id}>
              <Name>{p.fullName}</Name>
              {others.length > 0 && (
                <>
                  <SelectField
                    label={t('admin-teams.moveTo', { name: p.fullName })}
                    labelHidden
                    value={moveTo[p._id] ?? ''}
                    onChange={(e) => setMoveTo((m) => ({ ...m, [p._id]: e.target.value }))}
                  >
                    <option value="">{t('admin-teams.chooseTeam')}</option>
                    {others.map((o) => (
                      <option key={o._id} value={o._id}>
                        {o.name}
                      </option>
                    ))}
                  </SelectField>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    disabled={busy || !moveTo[p._id]}
                    onClick={() =>
                      void run(
                        () => send('POST', `/api/teams/${team._id}/players/${p._id}/move`, { toTeam: moveTo[p._id] }),
                        'admin-teams.moved',
                      )
                    }
                  >
                    {t('admin-teams.move')}
                  </button>
                </>
              )}
              <button
                type="button"
                className="btn btn-ghost"
                disabled={busy}
                aria-label={t('admin-teams.removePlayerNamed', { name: p.fullName })}
                onClick={() => {
                  if (window.confirm(t('admin-teams.confirmRemovePlayer', { name: p.fullName, team: team.name })))
                    void run(() => send('DELETE', `/api/teams/${team._id}/players/${p._id}`), 'admin-teams.playerRemoved');
                }}
              >
                {t('admin-teams.removePlayer')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
