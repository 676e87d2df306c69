import { useState } from 'react';
import { staffInviteSchema, type StaffInviteInput } from '@pitchside/shared';
import { FormMessage } from '../../components/message';
import { Name } from '../../components/name';
import { useSubmit } from '../../components/use-submit';
import { useFormat, useT } from '../../i18n';
import { InputField, SelectField } from '../field';
import { send } from '../setup/admin-api';
import type { StaffInvitation, StaffRoleName } from './staff-api';

export interface InviteAnswer {
  staff?: [];
  invitations?: StaffInvitation[];
  added?: boolean;
  invited?: boolean;
}

/**
 * Invite by e-mail: a member who has the address gets the role at once; anyone else is e-mailed a
 * sign-up link and is listed as invited until they verify that address (or the invitation expires).
 */
export function StaffInvite({
  eventId,
  invitations,
  onAnswer,
}: {
  eventId: string;
  invitations: readonly StaffInvitation[];
  onAnswer: (answer: InviteAnswer) => void;
}) {
  const t = useT();
  const format = useFormat();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRoleName>('scorer');
  const [done, setDone] = useState<{ email: string; added: boolean } | null>(null);
  const values = { email, role };
  const submit = useSubmit(values, {
    schema: staffInviteSchema,
    send: (data: StaffInviteInput) => send('POST', `/api/events/${eventId}/staff/invitations`, data),
    onSuccess: (answer, data) => {
      setDone({ email: data.email, added: answer.added === true });
      setEmail('');
      onAnswer(answer);
    },
  });
  return (
    <form className="staff-section" onSubmit={(e) => void submit.onSubmit(e)} noValidate aria-labelledby="staff-invite-title">
      <h2 id="staff-invite-title">{t('admin-staff.inviteTitle')}</h2>
      <p className="muted">{t('admin-staff.inviteIntro')}</p>
      <InputField
        label={t('admin-staff.inviteEmail')}
        type="email"
        autoComplete="off"
        dir="ltr"
        value={email}
        required
        error={submit.errors.email}
        onChange={(e) => {
          setEmail(e.target.value);
          setDone(null);
          submit.clear('email');
        }}
      />
      <SelectField label={t('admin-staff.role')} value={role} onChange={(e) => setRole(e.target.value as StaffRoleName)}>
        <option value="organiser">{t('admin-staff.role.organiser')}</option>
        <option value="scorer">{t('admin-staff.role.scorer')}</option>
      </SelectField>
      <FormMessage text={submit.formError ?? ''} />
      {done && (
        <FormMessage
          notice={{
            kind: 'success',
            text: t(done.added ? 'admin-staff.inviteAdded' : 'admin-staff.inviteSent', { email: done.email }),
          }}
        />
      )}
      <p className="actions">
        <button type="submit" className="btn btn-primary" disabled={submit.busy || !email.trim()}>
          {t('admin-staff.invite')}
        </button>
      </p>
      {invitations.length > 0 && (
        <ul className="setup-list" aria-label={t('admin-staff.invitedList')}>
          {invitations.map((i) => (
            <li key={i._id} className="card setup-row">
              <div className="setup-row-text">
                <strong>
                  <Name ltr>{i.email}</Name>
                </strong>
                <span className="muted">{t(i.role === 'organiser' ? 'admin-staff.role.organiser' : 'admin-staff.role.scorer')}</span>
                <span className="muted">{t('admin-staff.invitedUntil', { time: format.date(i.expiresAt, 'date') })}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
