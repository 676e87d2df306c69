import { useEffect, useRef, useState } from 'react';
import {
  DELAYS_MS,
  GIFT_CODES_PER_GENERATION,
  GIFT_DURATIONS,
  giftCodeGenerateSchema,
  type GiftCodeGenerateInput,
  type GiftCodeGenerateResponse,
  type GiftDuration,
} from '@pitchside/shared';
import { ApiError, apiPost, NETWORK_STATUS } from '../../data/api';
import { InputField, SelectField } from '../field';
import { Flash, useFlash } from '../flash';
import { useSubmit } from '../../components/use-submit';
import { apiText, formatError, useT } from '../../i18n';
import './gift-codes.css';
import { useDocumentTitle } from '../../app/use-title';

const DURATION_LABELS: Record<GiftDuration, string> = {
  '1month': 'loyalty.plan.1month',
  '6months': 'loyalty.plan.6months',
  '1year': 'loyalty.plan.1year',
};

/** Copies text, with a fallback for browsers that refuse the async clipboard (plain http on a LAN). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    document.body.append(area);
    area.select();
    const ok = document.execCommand?.('copy') ?? false;
    area.remove();
    return ok;
  }
}

/** /admin/gift-codes: generate Gold membership codes and copy them to hand out (admin spec section 2). */
export default function GiftCodesPage() {
  const t = useT();
  useDocumentTitle([t('admin-gift-codes.title')]);
  const [duration, setDuration] = useState<GiftDuration>('1month');
  const [quantity, setQuantity] = useState('1');
  const [codes, setCodes] = useState<GiftCodeGenerateResponse['codes']>([]);
  const [copied, setCopied] = useState<string | null>(null);
  const { message, show } = useFlash(8000);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = useSubmit(
    { duration, quantity },
    {
      schema: giftCodeGenerateSchema,
      send: (data: GiftCodeGenerateInput) => apiPost('/api/gift-codes/generate', data),
      onSuccess: (res) => {
        setCodes(res.codes);
        show(t('admin-gift-codes.generated', { n: res.codes.length }), 'success');
      },
      // A refusal about a field is shown beside it; anything else in the page's flash.
      onFailure: (err) => {
        if (err instanceof ApiError && err.issues?.length) return;
        if (err instanceof ApiError && err.status === NETWORK_STATUS) show(apiText('network'), 'error');
        else show(err instanceof ApiError ? formatError(err) : t('admin-gift-codes.failed'), 'error');
      },
      failureText: () => null,
    },
  );

  const copy = async (key: string, text: string) => {
    if (!(await copyText(text))) return;
    setCopied(key);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), DELAYS_MS.copyConfirmation);
  };

  return (
    <section className="page narrow gift-codes">
      <h1 className="page-title">{t('admin-gift-codes.title')}</h1>
      <form className="card gift-codes__form" onSubmit={(e) => void submit.onSubmit(e)} noValidate>
        <SelectField
          label={t('admin-gift-codes.duration')}
          value={duration}
          onChange={(e) => setDuration(e.target.value as GiftDuration)}
          error={submit.errors.duration}
        >
          {GIFT_DURATIONS.map((d) => (
            <option key={d} value={d}>
              {t(DURATION_LABELS[d])}
            </option>
          ))}
        </SelectField>
        <InputField
          label={t('admin-gift-codes.quantity')}
          type="number"
          inputMode="numeric"
          min={GIFT_CODES_PER_GENERATION.min}
          max={GIFT_CODES_PER_GENERATION.max}
          value={quantity}
          onChange={(e) => {
            setQuantity(e.target.value);
            submit.clear('quantity');
          }}
          error={submit.errors.quantity}
        />
        <p className="muted gift-codes__hint">{t('admin-gift-codes.max', { max: GIFT_CODES_PER_GENERATION.max })}</p>
        <button type="submit" className="btn btn-primary" disabled={submit.busy}>
          {submit.busy ? t('admin-gift-codes.generating') : t('admin-gift-codes.generate')}
        </button>
      </form>
      <Flash message={message} />
      {codes.length > 0 && (
        <div className="card gift-codes__results">
          <div className="gift-codes__results-head">
            <h2>{t('admin-gift-codes.results', { n: codes.length, duration: t(DURATION_LABELS[codes[0]!.duration]) })}</h2>
            <button type="button" className="btn btn-ghost" onClick={() => void copy('all', codes.map((c) => c.code).join('\n'))}>
              {copied === 'all' ? t('admin-common.copied') : t('admin-gift-codes.copyAll')}
            </button>
          </div>
          <ul className="gift-codes__list">
            {codes.map((c) => (
              <li key={c.code}>
                <code dir="ltr">{c.code}</code>
                <button
                  type="button"
                  className="btn btn-ghost"
                  aria-label={t('admin-gift-codes.copyOne', { code: c.code })}
                  onClick={() => void copy(c.code, c.code)}
                >
                  {copied === c.code ? t('admin-common.copied') : t('admin-common.copy')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
