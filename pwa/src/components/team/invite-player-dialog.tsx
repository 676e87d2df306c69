import { DELAYS_MS, type SendInvitation } from '@pitchside/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSession } from '../../app/session';
import { ApiError } from '../../data/api';
import { sendInvitation } from '../../data/players';
import { formatError, useT } from '../../i18n';
import { InputField } from '../field';
import { Dialog } from '../dialog';
import { useSubmit } from '../use-submit';

/** The coach's Invite Player modal: a numeric player ID, Cancel and Send Invitation (spec section 2). */
export default function InvitePlayerDialog({ teamId, onClose }: { teamId: string; onClose: () => void }) {
  const t = useT();
  const { user } = useSession();
  const [playerId, setPlayerId] = useState('');
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = useSubmit(
    { teamId, playerId: playerId.trim(), coachId: user?.id ?? '' },
    {
      schema: () => import('../form-schemas').then((m) => m.sendInvitationSchema),
      send: (data: SendInvitation) => {
        setMessage(null);
        return sendInvitation(data);
      },
      onSuccess: (res) => {
        setMessage({ text: t('players.invite.success', { player: res.player.fullName }), ok: true });
        timer.current = setTimeout(onClose, DELAYS_MS.inviteModalClose);
      },
      failureText: (err) => (err instanceof ApiError ? formatError(err, 'api.inviteFailed') : t('api.inviteFailed')),
    },
  );

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submit.busy) return;
    if (!playerId.trim()) return setMessage({ text: t('api.playerIdRequired'), ok: false });
    if (!user) return setMessage({ text: t('players.invite.loginRequired'), ok: false });
    void submit.onSubmit(e);
  };
  const shown = submit.formError ? { text: submit.formError, ok: false } : message;

  return (
    <Dialog title={t('players.invite.title')} onClose={onClose}>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <InputField
          label={t('players.invite.playerId')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={playerId}
          onChange={(e) => {
            setPlayerId(e.target.value);
            submit.clear('playerId');
          }}
          error={submit.errors.playerId}
        />
        {shown ? (
          <p className={`form-message ${shown.ok ? 'is-success' : 'is-error'}`} role={shown.ok ? 'status' : 'alert'}>
            {shown.text}
          </p>
        ) : null}
        <div className="actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('players.invite.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={submit.busy || message?.ok === true}>
            {submit.busy ? t('players.invite.sending') : t('players.invite.send')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
