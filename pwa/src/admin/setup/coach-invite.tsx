import { useState } from 'react';
import { coachInviteSchema, type CoachInviteInput } from '@pitchside/shared';
import { useSubmit } from '../../components/use-submit';
import { ApiError } from '../../data/api';
import { formatError, useT } from '../../i18n';
import { InputField } from '../field';
import { Flash, useFlash } from '../flash';
import { send } from './admin-api';

/** GET /api/teams/{id}/coach: the coach without an account as the organiser last left them. */
export interface CoachDetails {
  linked: boolean;
  coachName: string | null;
  coachPhone: string | null;
  invitedEmail: string | null;
  invitedByPhone: boolean;
  invitedAt: string | null;
}

interface InviteAnswer {
  linked: boolean;
  link?: string;
  text?: string;
}

/**
 * Invite a coach without an account to sign up: by e-mail (the server mails a link), or by a text
 * the organiser sends from their own phone (the app opens Messages with it, or copies the link).
 * Once the coach signs up and verifies, the team is theirs.
 */
export function CoachInvite({ teamId, details, onChanged }: { teamId: string; details: CoachDetails; onChanged: () => void }) {
  const t = useT();
  const [email, setEmail] = useState(details.invitedEmail ?? '');
  const [texted, setTexted] = useState<{ link: string; text: string; phone: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { message, show } = useFlash(8000);

  const answered = (res: InviteAnswer, body: { email?: string; phone?: string }) => {
    if (res.linked) show(t('admin-teams.coachLinkedNow', { name: details.coachName ?? '' }), 'success');
    else if (res.link && res.text) setTexted({ link: res.link, text: res.text, phone: body.phone ?? '' });
    else show(t('admin-teams.inviteSentEmail', { email: body.email ?? '' }), 'success');
    onChanged();
  };
  const url = `/api/teams/${teamId}/coach-invite` as const;

  // The number on file, sent as it is: the server checks it and any refusal shows in the flash.
  const byText = async (phone: string) => {
    setBusy(true);
    try {
      answered(await send('POST', url, { phone }), { phone });
    } catch (err) {
      show(formatError(err), 'error');
    } finally {
      setBusy(false);
    }
  };

  const byEmail = useSubmit(
    { email },
    {
      schema: coachInviteSchema,
      send: (data: CoachInviteInput) => send('POST', url, data),
      onSuccess: answered,
      // A refused address is shown beside its field; anything else in the flash.
      onFailure: (err) => {
        if (!(err instanceof ApiError && err.issues?.length)) show(formatError(err), 'error');
      },
      failureText: () => null,
    },
  );

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(texted!.link);
      show(t('admin-teams.linkCopied'), 'success');
    } catch {
      show(formatError(null), 'error');
    }
  };

  return (
    <section className="setup-coach-invite" aria-label={t('admin-teams.inviteTitle')}>
      <h3>{t('admin-teams.inviteTitle')}</h3>
      <p className="muted">{t('admin-teams.inviteHint')}</p>
      {details.invitedEmail && <p>{t('admin-teams.invitedEmail', { email: details.invitedEmail })}</p>}
      <form className="setup-form" onSubmit={(e) => void byEmail.onSubmit(e)} noValidate>
        <InputField
          label={t('admin-teams.inviteEmail')}
          type="email"
          inputMode="email"
          dir="ltr"
          autoComplete="off"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            byEmail.clear('email');
          }}
          error={byEmail.errors.email}
        />
        <button type="submit" className="btn btn-primary" disabled={busy || byEmail.busy || !email.trim()}>
          {t('admin-teams.inviteByEmail')}
        </button>
      </form>
      {details.coachPhone && (
        <button type="button" className="btn btn-ghost" disabled={busy || byEmail.busy} onClick={() => void byText(details.coachPhone!)}>
          {t('admin-teams.inviteByText', { phone: details.coachPhone })}
        </button>
      )}
      {texted && (
        <div className="setup-result" aria-live="polite">
          <a className="btn btn-primary" href={`sms:${texted.phone.replace(/[^\d+]/g, '')}?body=${encodeURIComponent(texted.text)}`}>
            {t('admin-teams.sendText')}
          </a>
          <button type="button" className="btn btn-ghost" onClick={() => void copy()}>
            {t('admin-teams.copyLink')}
          </button>
        </div>
      )}
      <Flash message={message} />
    </section>
  );
}
