import { useState } from 'react';
import { withdrawTeamSchema } from '@pitchside/shared';
import { useSubmit } from '../../components/use-submit';
import { useT } from '../../i18n';
import { SelectField } from '../field';
import { ConfirmDialog } from '../setup/confirm-dialog';
import { adminErrorText, withdrawTeam } from './schedule-api';

/** Withdraws a team mid-tournament: its remaining games become forfeits; played games kept or removed. */
export function WithdrawTeam({
  eventId,
  teams,
  onDone,
}: {
  eventId: string;
  teams: { _id: string; name: string }[];
  onDone: (text: string, tone?: 'success' | 'error') => void;
}) {
  const t = useT();
  const [team, setTeam] = useState('');
  const [keepPlayed, setKeepPlayed] = useState(true);
  const [asking, setAsking] = useState(false);
  const name = teams.find((x) => x._id === team)?.name ?? '';
  const submit = useSubmit(
    { keepPlayed },
    {
      schema: withdrawTeamSchema,
      send: (data) => withdrawTeam(eventId, team, data.keepPlayed),
      onSuccess: () => {
        setAsking(false);
        onDone(t('admin-schedule.withdraw.done', { name }));
        setTeam('');
      },
      failureText: () => null,
      onFailure: (err) => {
        setAsking(false);
        onDone(adminErrorText(err, 'admin-schedule.withdraw.failed'), 'error');
      },
    },
  );
  if (teams.length === 0) return null;
  return (
    <section className="card sched-form" aria-labelledby="sched-withdraw-title">
      <h2 id="sched-withdraw-title">{t('admin-schedule.withdraw.title')}</h2>
      <SelectField label={t('admin-schedule.withdraw.team')} value={team} onChange={(e) => setTeam(e.target.value)}>
        <option value="">{t('admin-schedule.withdraw.pickTeam')}</option>
        {teams.map((x) => (
          <option key={x._id} value={x._id}>
            {x.name}
          </option>
        ))}
      </SelectField>
      <label className="sched-check">
        <input type="checkbox" checked={keepPlayed} onChange={(e) => setKeepPlayed(e.target.checked)} />
        <span>{t('admin-schedule.withdraw.keepPlayed')}</span>
      </label>
      <div className="sched-actions">
        <button type="button" className="btn btn-ghost setup-danger" disabled={!team} onClick={() => setAsking(true)}>
          {t('admin-schedule.withdraw.submit')}
        </button>
      </div>
      {asking && (
        <ConfirmDialog
          title={t('admin-schedule.withdraw.confirmTitle', { name })}
          lines={[
            t('admin-schedule.withdraw.forfeits'),
            keepPlayed ? t('admin-schedule.withdraw.keeps') : t('admin-schedule.withdraw.removes'),
          ]}
          confirmLabel={t('admin-schedule.withdraw.submit')}
          busy={submit.busy}
          onCancel={() => setAsking(false)}
          onConfirm={() => void submit.onSubmit()}
        />
      )}
    </section>
  );
}
