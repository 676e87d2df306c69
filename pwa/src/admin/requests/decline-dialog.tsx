import { FLAGGABLE_FIELDS, type FlaggableField } from '@pitchside/shared';
import { useState, type FormEvent } from 'react';
import { TextAreaField } from '../../components/field';
import { Dialog } from '../../components/dialog';
import { useT } from '../../i18n';
import { FIELD_LABELS } from './labels';

/** Decline: a required reason and the fields the member should review (admin spec sections 2 and 5). */
export function DeclineDialog({
  applicant,
  onCancel,
  onDecline,
}: {
  applicant: string;
  onCancel: () => void;
  onDecline: (reason: string, flaggedFields: FlaggableField[]) => Promise<void>;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [flags, setFlags] = useState<FlaggableField[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setError(t('api.declineReasonRequired'));
      return;
    }
    setBusy(true);
    try {
      await onDecline(reason.trim(), flags);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('admin-requests.decline.title', { name: applicant })} onClose={onCancel}>
      <form className="auth-form" onSubmit={submit} noValidate>
        <TextAreaField
          label={t('admin-requests.decline.reason')}
          rows={3}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
        />
        <fieldset className="decline-flags">
          <legend>{t('admin-requests.decline.flagged')}</legend>
          {FLAGGABLE_FIELDS.map((f) => (
            <label key={f}>
              <input
                type="checkbox"
                checked={flags.includes(f)}
                onChange={(e) => setFlags((list) => (e.target.checked ? [...list, f] : list.filter((x) => x !== f)))}
              />
              {t(FIELD_LABELS[f])}
            </label>
          ))}
        </fieldset>
        {error ? (
          <p className="form-message is-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="actions">
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            {t('admin-requests.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('admin-requests.decline.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
