import { useEffect, useId, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '@pitchside/shared';
import { apiGet } from '../../data/api';
import { useT } from '../../i18n';
import { InputField } from '../field';

export interface Option {
  id: string;
  label: string;
  hint?: string;
}

/**
 * Type-ahead search (admin spec: 2 characters, 300 ms): results are buttons big enough for a thumb;
 * the chosen one shows with a Change button.
 */
export function TypeAhead({
  label,
  url,
  toOptions,
  value,
  onChange,
  placeholder,
  error,
}: {
  label: string;
  url: (text: string) => string;
  toOptions: (body: any) => Option[];
  value: Option | null;
  onChange: (o: Option | null) => void;
  placeholder?: string;
  /** The reason the choice was refused, under the search field. */
  error?: string;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<Option[]>([]);
  const [searched, setSearched] = useState(false);

  useEffect(() => {
    const q = text.trim();
    if (q.length < SEARCH_MIN_CHARS) {
      setOptions([]);
      setSearched(false);
      return;
    }
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      apiGet(url(q), ctrl.signal)
        .then((body) => {
          setOptions(toOptions(body));
          setSearched(true);
        })
        .catch(() => setOptions([]));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [text, url, toOptions]);

  if (value) {
    return (
      <div className="field">
        <span id={id}>{label}</span>
        <div className="setup-chosen" aria-labelledby={id}>
          <strong>{value.label}</strong>
          {value.hint && <span className="muted"> {value.hint}</span>}
          <button type="button" className="btn btn-ghost" onClick={() => onChange(null)}>
            {t('admin-setup.change')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="field">
      <InputField
        label={label}
        type="search"
        autoComplete="off"
        value={text}
        placeholder={placeholder}
        error={error}
        onChange={(e) => setText(e.target.value)}
      />
      {options.length > 0 && (
        <ul className="setup-options" aria-label={label}>
          {options.map((o) => (
            <li key={o.id}>
              <button
                type="button"
                className="btn btn-ghost setup-option"
                onClick={() => {
                  onChange(o);
                  setText('');
                }}
              >
                <span>{o.label}</span>
                {o.hint && <span className="muted"> {o.hint}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {searched && options.length === 0 && <p className="setup-hint">{t('admin-setup.noMatches')}</p>}
    </div>
  );
}
