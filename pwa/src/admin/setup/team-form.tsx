import { useState, type FormEvent } from 'react';
import { LOGO_IMAGE_TYPES, TEAM_SIZE, logoUrl, teamCreateSchema, type PublicTeam } from '@pitchside/shared';
import { useSubmit } from '../../components/use-submit';
import { ApiError } from '../../data/api';
import { formatError, useT } from '../../i18n';
import { InputField } from '../field';
import { Flash, useFlash } from '../flash';
import { formData, send } from './admin-api';
import { logoProblem } from './event-create-form';
import { CoachFields, coachCreateFields, noCoach, type CoachChoice } from './coach-fields';
import { teamOptions, teamSearchUrl } from './search-sources';
import { TypeAhead, type Option } from './type-ahead';
import { Name } from '../../components/name';

type Mode = 'new' | 'link';

/** 'Create New Team' or 'Link Existing Team' into the chosen event and age group; the result shows and the form resets. */
export function TeamForm({ eventId, ageGroup, onDone }: { eventId: string; ageGroup: string; onDone: () => void }) {
  const t = useT();
  const [mode, setMode] = useState<Mode>('new');
  const [name, setName] = useState('');
  const [club, setClub] = useState<Option | null>(null);
  const [size, setSize] = useState(String(TEAM_SIZE.default));
  const [coach, setCoach] = useState<CoachChoice>(noCoach);
  const [location, setLocation] = useState('');
  const [logo, setLogo] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [result, setResult] = useState<PublicTeam | null>(null);
  const { message, show } = useFlash(8000);

  const reset = () => {
    setName('');
    setClub(null);
    setSize(String(TEAM_SIZE.default));
    setCoach(noCoach);
    setLocation('');
    setLogo(null);
    setFileKey((k) => k + 1);
  };

  const values = {
    mode,
    name: mode === 'new' ? name : '',
    teamId: mode === 'link' ? (club?.id ?? '') : '',
    teamSize: size,
    ...coachCreateFields(coach),
    location,
    ageGroup,
  };
  const submit = useSubmit(values, {
    schema: teamCreateSchema,
    // Multipart, with the logo beside the fields; the server reads them with the same schema.
    send: () =>
      send('POST', `/api/events/${eventId}/teams`, formData({ ...values, name: values.name.trim(), location: location.trim(), logo })),
    onSuccess: (res) => {
      setResult(res.team);
      show(t(mode === 'link' ? 'admin-teams.linked' : 'admin-teams.created'), 'success');
      reset();
      onDone();
    },
    failureText: () => null,
    // A refusal about a field is shown beside it; anything else in the form's flash.
    onFailure: (err) => {
      if (!(err instanceof ApiError && err.issues?.length && err.issues.every((i) => i.path in values)))
        show(formatError(err, 'admin-teams.createFailed'), 'error');
    },
  });
  const edit = (...names: string[]) => names.forEach((n) => submit.clear(n));

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!eventId) return show(t('api.selectEvent'), 'error');
    if (mode === 'new' && !logo) return show(t('api.teamLogoRequired'), 'error');
    const problem = logoProblem(logo, t);
    if (problem) return show(problem, 'error');
    void submit.onSubmit(e);
  };

  return (
    <form className="card setup-form" onSubmit={onSubmit} noValidate>
      <div className="setup-mode" role="group" aria-label={t('admin-teams.mode')}>
        <button
          type="button"
          className={`btn ${mode === 'new' ? 'btn-primary' : 'btn-ghost'}`}
          aria-pressed={mode === 'new'}
          onClick={() => {
            setMode('new');
            edit('teamId');
          }}
        >
          {t('admin-teams.modeNew')}
        </button>
        <button
          type="button"
          className={`btn ${mode === 'link' ? 'btn-primary' : 'btn-ghost'}`}
          aria-pressed={mode === 'link'}
          onClick={() => {
            setMode('link');
            edit('name');
          }}
        >
          {t('admin-teams.modeLink')}
        </button>
      </div>
      {mode === 'new' ? (
        <InputField
          label={t('admin-teams.name')}
          value={name}
          error={submit.errors.name}
          onChange={(e) => {
            setName(e.target.value);
            edit('name');
          }}
        />
      ) : (
        <TypeAhead
          label={t('admin-teams.existing')}
          url={teamSearchUrl}
          toOptions={teamOptions}
          value={club}
          error={submit.errors.teamId}
          onChange={(c) => {
            setClub(c);
            edit('teamId');
          }}
        />
      )}
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
        key={fileKey}
        label={mode === 'new' ? t('admin-teams.logo') : t('admin-teams.logoOptional')}
        type="file"
        accept={LOGO_IMAGE_TYPES.join(',')}
        onChange={(e) => setLogo(e.target.files?.[0] ?? null)}
      />
      <Flash message={message} />
      <button type="submit" className="btn btn-primary btn-block" disabled={submit.busy}>
        {mode === 'new' ? t('admin-teams.submitNew') : t('admin-teams.submitLink')}
      </button>
      {result && (
        <div className="setup-result" aria-live="polite">
          {result.logo && <img src={logoUrl(result.logo, 64) ?? ''} alt="" width={48} height={48} className="setup-logo" />}
          <span>
            <Name as="strong">{result.name}</Name>{' '}
            {result.coach && <span className="muted">{t('admin-teams.coachedBy', { name: result.coach.fullName })}</span>}
          </span>
        </div>
      )}
    </form>
  );
}
