import { declineRequestSchema, FLAGGABLE_FIELDS, type DeclineRequest, type FlaggableField } from '@pitchside/shared';
import { useState } from 'react';
import { TextAreaField } from '../../components/field';
import { Dialog } from '../../components/dialog';
import { useSubmit } from '../../components/use-submit';
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
  const submit = useSubmit(
    { reason, flaggedFields: flags },
    {
      schema: declineRequestSchema,
      send: (data: DeclineRequest) => onDecline(data.reason, data.flaggedFields),
    },
  );

  return (
    <Dialog title={t('admin-requests.decline.title', { name: applicant })} onClose={onCancel}>
      <form className="auth-form" onSubmit={(e) => void submit.onSubmit(e)} noValidate>
        <TextAreaField
          label={t('admin-requests.decline.reason')}
          rows={3}
          value={reason}
          maxLength={500}
          onChange={(e) => {
            setReason(e.target.value);
            submit.clear('reason');
          }}
          error={submit.errors.reason}
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
        {submit.formError ? (
          <p className="form-message is-error" role="alert">
            {submit.formError}
          </p>
        ) : null}
        <div className="actions">
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            {t('admin-requests.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={submit.busy}>
            {t('admin-requests.decline.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
