import { DELAYS_MS, MSG, type RedeemCodeResponse } from '@pitchside/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSession } from '../../app/session';
import { Dialog } from '../../components/dialog';
import { FormMessage } from '../../components/message';
import { ApiError, apiPost } from '../../data/api';

/** Gift codes are case-insensitive: the server gets them trimmed and upper-cased. */
export function normalizeGiftCode(raw: string): string {
  return raw.trim().toUpperCase();
}

export function RedeemDialog({ onClose, reload = () => window.location.reload() }: { onClose: () => void; reload?: () => void }) {
  const { user, setUser } = useSession();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!user || busy || done) return;
    const giftCode = normalizeGiftCode(code);
    if (!giftCode) {
      setMessage(MSG.enterGiftCode);
      return;
    }
    setBusy(true);
    setMessage('');
    try {
      const res = await apiPost<RedeemCodeResponse>('/api/membership/redeem-code', { userId: user.id, giftCode });
      setDone(true);
      setMessage(`${res.message} ${MSG.goldActive}`);
      timer.current = setTimeout(() => {
        setUser({ ...user, isGold: true, goldUntil: res.goldUntil ?? user.goldUntil });
        reload();
      }, DELAYS_MS.redeemReload);
    } catch (err) {
      setMessage(
        err instanceof ApiError && err.isNetwork ? MSG.network : err instanceof ApiError && err.message ? err.message : MSG.invalidGiftCode,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title="Redeem Gift Code" onClose={onClose}>
      <form className="auth-form" onSubmit={submit} noValidate>
        <p className="muted" style={{ margin: 0 }}>
          Enter the gift code you received to activate your Gold membership.
        </p>
        <label className="field">
          <span>Gift Code</span>
          <input
            value={code}
            onChange={(e) => setCode(e.target.value)}
            placeholder="XXXX-XXXX-XXXX"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            style={{ textTransform: 'uppercase', letterSpacing: '0.1em' }}
          />
        </label>
        <FormMessage text={message} />
        <div className="actions" style={{ justifyContent: 'flex-end' }}>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-gold" disabled={busy || done}>
            {busy ? 'Redeeming…' : 'Redeem'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
