import { DELAYS_MS, type RedeemCodeResponse } from '@pitchside/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSession } from '../../app/session';
import { InputField } from '../../components/field';
import { Dialog } from '../../components/dialog';
import { FormMessage, failure, success, type Notice } from '../../components/message';
import { ApiError, apiPost } from '../../data/api';
import { apiText, formatError, useT } from '../../i18n';

/** Gift codes are case-insensitive: the server gets them trimmed and upper-cased. */
export function normalizeGiftCode(raw: string): string {
  return raw.trim().toUpperCase();
}

export function RedeemDialog({ onClose, reload = () => window.location.reload() }: { onClose: () => void; reload?: () => void }) {
  const { user, setUser } = useSession();
  const t = useT();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Notice | null>(null);
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!user || busy || done) return;
    const giftCode = normalizeGiftCode(code);
    if (!giftCode) {
      setMessage(failure(apiText('enterGiftCode')));
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const res = await apiPost<RedeemCodeResponse>('/api/membership/redeem-code', { userId: user.id, giftCode });
      setDone(true);
      setMessage(success(t('loyalty.redeem.done')));
      timer.current = setTimeout(() => {
        setUser({ ...user, isGold: true, goldUntil: res.goldUntil ?? user.goldUntil });
        reload();
      }, DELAYS_MS.redeemReload);
    } catch (err) {
      setMessage(
        failure(
          err instanceof ApiError && err.isNetwork
            ? apiText('network')
            : err instanceof ApiError && err.message
              ? formatError(err)
              : apiText('invalidGiftCode'),
        ),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title={t('loyalty.redeem.title')} onClose={onClose}>
      <form className="auth-form" onSubmit={submit} noValidate>
        <p className="muted" style={{ margin: 0 }}>
          {t('loyalty.redeem.intro')}
        </p>
        <InputField
          label={t('loyalty.redeem.label')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder="XXXX-XXXX-XXXX"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          style={{ textTransform: 'uppercase', letterSpacing: '0.1em' }}
        />
        <FormMessage notice={message} />
        <div className="actions" style={{ justifyContent: 'flex-end' }}>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-gold" disabled={busy || done}>
            {busy ? t('loyalty.redeem.busy') : t('loyalty.redeem.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
