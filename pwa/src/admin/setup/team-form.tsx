import { useState, type FormEvent } from 'react';
import { LOGO_IMAGE_TYPES, TEAM_SIZE, logoUrl, type PublicTeam } from '@pitchside/shared';
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
  const [busy, setBusy] = useState(false);
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

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!eventId) return show(t('api.selectEvent'), 'error');
    if (mode === 'new' && !name.trim()) return show(t('api.teamNameRequired'), 'error');
    if (mode === 'link' && !club) return show(t('api.selectTeamToLink'), 'error');
    const n = Number(size);
    if (!Number.isInteger(n) || n < TEAM_SIZE.min || n > TEAM_SIZE.max) return show(t('api.teamSizeRange'), 'error');
    if (mode === 'new' && !logo) return show(t('api.teamLogoRequired'), 'error');
    const problem = logoProblem(logo, t);
    if (problem) return show(problem, 'error');
    setBusy(true);
    try {
      const res = await send<{ team: PublicTeam; message: string }>(
        'POST',
        `/api/events/${eventId}/teams`,
        formData({
          mode,
          name: mode === 'new' ? name.trim() : '',
          teamId: mode === 'link' ? club?.id : '',
          teamSize: size,
          ...coachCreateFields(coach),
          location: location.trim(),
          ageGroup,
          logo,
        }),
      );
      setResult(res.team);
      show(t(mode === 'link' ? 'admin-teams.linked' : 'admin-teams.created'), 'success');
      reset();
      onDone();
    } catch (err) {
      show(formatError(err, 'admin-teams.createFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card setup-form" onSubmit={submit} noValidate>
      <div className="setup-mode" role="group" aria-label={t('admin-teams.mode')}>
        <button
          type="button"
          className={`btn ${mode === 'new' ? 'btn-primary' : 'btn-ghost'}`}
          aria-pressed={mode === 'new'}
          onClick={() => setMode('new')}
        >
          {t('admin-teams.modeNew')}
        </button>
        <button
          type="button"
          className={`btn ${mode === 'link' ? 'btn-primary' : 'btn-ghost'}`}
          aria-pressed={mode === 'link'}
          onClick={() => setMode('link')}
        >
          {t('admin-teams.modeLink')}
        </button>
      </div>
      {mode === 'new' ? (
        <InputField label={t('admin-teams.name')} value={name} onChange={(e) => setName(e.target.value)} />
      ) : (
        <TypeAhead label={t('admin-teams.existing')} url={teamSearchUrl} toOptions={teamOptions} value={club} onChange={setClub} />
      )}
      <InputField
        label={t('admin-teams.size')}
        inputMode="numeric"
        pattern="[0-9]*"
        value={size}
        onChange={(e) => setSize(e.target.value.replace(/\D/g, '').slice(0, 2))}
      />
      <CoachFields value={coach} onChange={setCoach} />
      <InputField label={t('admin-teams.location')} value={location} onChange={(e) => setLocation(e.target.value)} />
      <InputField
        key={fileKey}
        label={mode === 'new' ? t('admin-teams.logo') : t('admin-teams.logoOptional')}
        type="file"
        accept={LOGO_IMAGE_TYPES.join(',')}
        onChange={(e) => setLogo(e.target.files?.[0] ?? null)}
      />
      <Flash message={message} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
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
