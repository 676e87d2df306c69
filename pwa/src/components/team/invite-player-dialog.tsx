import { DELAYS_MS } from '@pitchside/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSession } from '../../app/session';
import { ApiError } from '../../data/api';
import { sendInvitation } from '../../data/players';
import { formatError, useT } from '../../i18n';
import { InputField } from '../field';
import { Dialog } from '../dialog';

/** The coach's Invite Player modal: a numeric player ID, Cancel and Send Invitation (spec section 2). */
export default function InvitePlayerDialog({ teamId, onClose }: { teamId: string; onClose: () => void }) {
  const t = useT();
  const { user } = useSession();
  const [playerId, setPlayerId] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!playerId.trim()) return setMessage({ text: t('api.playerIdRequired'), ok: false });
    if (!user) return setMessage({ text: t('players.invite.loginRequired'), ok: false });
    setBusy(true);
    setMessage(null);
    try {
      const res = await sendInvitation({ teamId, playerId: playerId.trim(), coachId: user.id });
      setMessage({ text: t('players.invite.success', { player: res.player.fullName }), ok: true });
      timer.current = setTimeout(onClose, DELAYS_MS.inviteModalClose);
    } catch (err) {
      setMessage({ text: err instanceof ApiError ? formatError(err, 'api.inviteFailed') : t('api.inviteFailed'), ok: false });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('players.invite.title')} onClose={onClose}>
      <form className="auth-form" onSubmit={submit} noValidate>
        <InputField
          label={t('players.invite.playerId')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={playerId}
          onChange={(e) => setPlayerId(e.target.value)}
        />
        {message ? (
          <p className={`form-message ${message.ok ? 'is-success' : 'is-error'}`} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </p>
        ) : null}
        <div className="actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('players.invite.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || message?.ok === true}>
            {busy ? t('players.invite.sending') : t('players.invite.send')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
