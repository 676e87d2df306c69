import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  DELAYS_MS,
  GIFT_CODES_PER_GENERATION,
  GIFT_DURATIONS,
  MSG,
  type GiftCodeGenerateResponse,
  type GiftDuration,
} from '@pitchside/shared';
import { ApiError, apiPost, NETWORK_STATUS } from '../../data/api';
import { InputField, SelectField } from '../field';
import { Flash, useFlash } from '../flash';
import './gift-codes.css';

const DURATION_LABELS: Record<GiftDuration, string> = { '1month': '1 Month', '6months': '6 Months', '1year': '1 Year' };
const QUANTITY_MESSAGE = `Please enter a quantity between ${GIFT_CODES_PER_GENERATION.min} and ${GIFT_CODES_PER_GENERATION.max}`;

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
  const [duration, setDuration] = useState<GiftDuration>('1month');
  const [quantity, setQuantity] = useState('1');
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<GiftCodeGenerateResponse['codes']>([]);
  const [copied, setCopied] = useState<string | null>(null);
  const { message, show } = useFlash(8000);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const n = Number(quantity);
    if (!Number.isInteger(n) || n < GIFT_CODES_PER_GENERATION.min || n > GIFT_CODES_PER_GENERATION.max) {
      show(QUANTITY_MESSAGE, 'error');
      return;
    }
    setBusy(true);
    try {
      const res = await apiPost<GiftCodeGenerateResponse>('/api/gift-codes/generate', { duration, quantity: n });
      setCodes(res.codes);
      show(res.message, 'success');
    } catch (err) {
      if (err instanceof ApiError && err.status === NETWORK_STATUS) show(MSG.network, 'error');
      else show(err instanceof ApiError ? err.message : 'Failed to generate codes', 'error');
    } finally {
      setBusy(false);
    }
  };

  const copy = async (key: string, text: string) => {
    if (!(await copyText(text))) return;
    setCopied(key);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), DELAYS_MS.copyConfirmation);
  };

  return (
    <section className="page narrow gift-codes">
      <h1 className="page-title">Gift Code Manager</h1>
      <form className="card gift-codes__form" onSubmit={onSubmit} noValidate>
        <SelectField label="Duration" value={duration} onChange={(e) => setDuration(e.target.value as GiftDuration)}>
          {GIFT_DURATIONS.map((d) => (
            <option key={d} value={d}>
              {DURATION_LABELS[d]}
            </option>
          ))}
        </SelectField>
        <InputField
          label="Number of codes"
          type="number"
          inputMode="numeric"
          min={GIFT_CODES_PER_GENERATION.min}
          max={GIFT_CODES_PER_GENERATION.max}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
        />
        <p className="muted gift-codes__hint">Maximum {GIFT_CODES_PER_GENERATION.max} codes per generation</p>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Generating…' : 'Generate Codes'}
        </button>
      </form>
      <Flash message={message} />
      {codes.length > 0 && (
        <div className="card gift-codes__results">
          <div className="gift-codes__results-head">
            <h2>
              {codes.length} {DURATION_LABELS[codes[0]!.duration]} code{codes.length === 1 ? '' : 's'}
            </h2>
            <button type="button" className="btn btn-ghost" onClick={() => void copy('all', codes.map((c) => c.code).join('\n'))}>
              {copied === 'all' ? 'Copied!' : 'Copy All'}
            </button>
          </div>
          <ul className="gift-codes__list">
            {codes.map((c) => (
              <li key={c.code}>
                <code>{c.code}</code>
                <button type="button" className="btn btn-ghost" aria-label={`Copy ${c.code}`} onClick={() => void copy(c.code, c.code)}>
                  {copied === c.code ? 'Copied!' : 'Copy'}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
