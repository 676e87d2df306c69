import { useState, type FormEvent } from 'react';
import { beirutInputToUtc, createGameSchema, GAME_STAGES, GAME_STATUSES, type GameStage, type GameStatus } from '@pitchside/shared';
import { useAdminCatalogs } from '../use-admin-catalogs';
import { useAuthDialogs } from '../../app/auth-dialogs';
import { useOnline } from '../../data/online';
import { Flash, useFlash } from '../flash';
import { InputField, SelectField } from '../field';
import { apiText, formatError, useT } from '../../i18n';
import { ApiError, apiPost } from '../../data/api';
import { gameStatusText } from '../describe';
import { useSubmit } from '../../components/use-submit';

interface Form {
  homeTeam: string;
  awayTeam: string;
  startTime: string;
  location: string;
  round: string;
  status: GameStatus;
  /** '' lets the server work the stage out from the teams (a slot, a shared group, the league). */
  stage: GameStage | '';
  groupName: string;
}

const EMPTY: Form = {
  homeTeam: '',
  awayTeam: '',
  startTime: '',
  location: '',
  round: '',
  status: 'Not Scheduled',
  stage: '',
  groupName: '',
};

const STAGE_KEYS: Record<GameStage, string> = {
  group: 'admin-standings.stage.group',
  knockout: 'admin-standings.stage.knockout',
  league: 'admin-standings.stage.league',
  friendly: 'admin-standings.stage.friendly',
};

/**
 * Create Game. Unlike goals and statuses it is not queued: a new game needs the server (ids of
 * fixtures, group tables), so the form says so when the device is offline.
 */
export function CreateGameForm({
  eventId,
  teams,
  onCreated,
}: {
  eventId: string;
  teams: readonly { id: string; label: string }[];
  onCreated: () => void;
}) {
  const online = useOnline();
  const t = useT();
  const textsReady = useAdminCatalogs();
  const { openLogin } = useAuthDialogs();
  const flash = useFlash(8000);
  const [form, setForm] = useState<Form>(EMPTY);
  const [expired, setExpired] = useState(false);
  const set = (patch: Partial<Form>) => {
    setForm((f) => ({ ...f, ...patch }));
    for (const name of Object.keys(patch)) submit.clear(name);
  };

  const body = {
    homeTeam: form.homeTeam,
    awayTeam: form.awayTeam,
    // datetime-local has no zone: the admin means Beirut time at the pitch, whatever the device's zone.
    startTime: form.startTime ? beirutInputToUtc(form.startTime) : null,
    location: form.location.trim() || null,
    round: form.round.trim() || null,
    status: form.status,
    // Left out of the request (JSON drops undefined) so the server works the stage out.
    stage: form.stage || undefined,
    groupName: form.stage === 'group' ? form.groupName.trim() : undefined,
  };
  const submit = useSubmit(body, {
    schema: createGameSchema,
    send: (data) => apiPost(`/api/events/${encodeURIComponent(eventId)}/games`, data),
    onSuccess: () => {
      flash.show(t('admin-games.create.created'));
      setForm(EMPTY);
      onCreated();
    },
    // A refusal about a field is shown beside it; the rest in the form's flash, as before.
    failureText: () => null,
    onFailure: (err) => {
      if (err instanceof ApiError && err.status === 401) {
        setExpired(true);
        return flash.show(apiText('sessionExpired'), 'error');
      }
      if (err instanceof ApiError && err.issues?.length && err.issues.every((i) => i.path.split('.')[0]! in body)) return;
      if (err instanceof ApiError && !err.isNetwork) return flash.show(formatError(err, 'admin-games.create.failed'), 'error');
      flash.show(t('admin-common.networkError'), 'error');
    },
  });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    flash.clear();
    if (!eventId) return flash.show(t('admin-games.create.selectEvent'), 'error');
    // Both teams chosen but the same: the schema cannot say so, the server would.
    if (form.homeTeam && form.homeTeam === form.awayTeam) return flash.show(t('admin-games.create.different'), 'error');
    if (!online) return flash.show(t('admin-games.create.needsConnection'), 'error');
    setExpired(false);
    void submit.onSubmit(e);
  };

  return (
    <form className="gm-form gm-create card" onSubmit={onSubmit} noValidate>
      {!online && (
        <p className="gm-offline-note" role="status">
          {t('admin-games.create.needsConnection')}
        </p>
      )}
      <div className="gm-form-grid">
        <SelectField
          label={t('admin-games.create.home')}
          value={form.homeTeam}
          onChange={(e) => set({ homeTeam: e.target.value })}
          error={submit.errors.homeTeam}
        >
          <option value="">{t('admin-games.create.selectHome')}</option>
          {teams.map((team) => (
            <option key={team.id} value={team.id}>
              {team.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('admin-games.create.away')}
          value={form.awayTeam}
          onChange={(e) => set({ awayTeam: e.target.value })}
          error={submit.errors.awayTeam}
        >
          <option value="">{t('admin-games.create.selectAway')}</option>
          {teams.map((team) => (
            <option key={team.id} value={team.id}>
              {team.label}
            </option>
          ))}
        </SelectField>
        <InputField
          label={t('admin-games.create.start')}
          type="datetime-local"
          value={form.startTime}
          onChange={(e) => set({ startTime: e.target.value })}
          error={submit.errors.startTime}
        />
        <InputField
          label={t('admin-games.create.location')}
          type="text"
          value={form.location}
          maxLength={200}
          onChange={(e) => set({ location: e.target.value })}
          error={submit.errors.location}
        />
        <InputField
          label={t('admin-games.round')}
          type="text"
          value={form.round}
          maxLength={100}
          placeholder={t('admin-games.create.roundPlaceholder')}
          onChange={(e) => set({ round: e.target.value })}
          error={submit.errors.round}
        />
        {textsReady && (
          <SelectField
            label={t('admin-standings.stage')}
            value={form.stage}
            onChange={(e) => set({ stage: e.target.value as GameStage | '' })}
            error={submit.errors.stage}
          >
            <option value="">{t('admin-standings.stageAuto')}</option>
            {GAME_STAGES.map((st) => (
              <option key={st} value={st}>
                {t(STAGE_KEYS[st])}
              </option>
            ))}
          </SelectField>
        )}
        {textsReady && form.stage === 'group' && (
          <InputField
            label={t('admin-standings.groupName')}
            type="text"
            value={form.groupName}
            maxLength={40}
            placeholder={t('admin-games.groupPlaceholder')}
            onChange={(e) => set({ groupName: e.target.value })}
            error={submit.errors.groupName}
          />
        )}
        <SelectField
          label={t('admin-common.status')}
          value={form.status}
          onChange={(e) => set({ status: e.target.value as GameStatus })}
          error={submit.errors.status}
        >
          {GAME_STATUSES.map((s) => (
            <option key={s} value={s}>
              {gameStatusText(s)}
            </option>
          ))}
        </SelectField>
      </div>
      <Flash message={flash.message} />
      {expired && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={openLogin}>
          {t('common.logIn')}
        </button>
      )}
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={submit.busy || !online}>
          {submit.busy ? t('admin-games.create.creating') : t('admin-games.view.create')}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            setForm(EMPTY);
            flash.clear();
          }}
        >
          {t('admin-games.create.reset')}
        </button>
      </div>
    </form>
  );
}
