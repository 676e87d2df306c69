import { DELAYS_MS, type RedeemCodeInput } from '@pitchside/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSession } from '../../app/session';
import { InputField } from '../../components/field';
import { Dialog } from '../../components/dialog';
import { FormMessage, failure, success, type Notice } from '../../components/message';
import { useSubmit } from '../../components/use-submit';
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
  const [message, setMessage] = useState<Notice | null>(null);
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const giftCode = normalizeGiftCode(code);
  const submit = useSubmit(
    { userId: user?.id ?? '', giftCode },
    {
      schema: () => import('../../components/form-schemas').then((m) => m.redeemCodeSchema),
      send: (data: RedeemCodeInput) => {
        setMessage(null);
        return apiPost('/api/membership/redeem-code', data);
      },
      onSuccess: (res) => {
        setDone(true);
        setMessage(success(t('loyalty.redeem.done')));
        timer.current = setTimeout(() => {
          if (user) setUser({ ...user, isGold: true, goldUntil: res.goldUntil ?? user.goldUntil });
          reload();
        }, DELAYS_MS.redeemReload);
      },
      failureText: (err) =>
        err instanceof ApiError && err.isNetwork
          ? apiText('network')
          : err instanceof ApiError && err.message
            ? formatError(err)
            : apiText('invalidGiftCode'),
    },
  );

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!user || submit.busy || done) return;
    if (!giftCode) return setMessage(failure(apiText('enterGiftCode')));
    void submit.onSubmit(e);
  }

  return (
    <Dialog title={t('loyalty.redeem.title')} onClose={onClose}>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <p className="muted" style={{ margin: 0 }}>
          {t('loyalty.redeem.intro')}
        </p>
        <InputField
          label={t('loyalty.redeem.label')}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            submit.clear('giftCode');
          }}
          error={submit.errors.giftCode}
          placeholder="XXXX-XXXX-XXXX"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          style={{ textTransform: 'uppercase', letterSpacing: '0.1em' }}
        />
        <FormMessage notice={submit.formError ? failure(submit.formError) : message} />
        <div className="actions" style={{ justifyContent: 'flex-end' }}>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-gold" disabled={submit.busy || done}>
            {submit.busy ? t('loyalty.redeem.busy') : t('loyalty.redeem.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
