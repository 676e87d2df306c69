import { useState } from 'react';
import {
  CONTACT_NOTES_MAX,
  CONTACT_STATUSES,
  contactStatusUpdateSchema,
  type ContactMessage,
  type ContactStatus,
  type ContactStatusUpdateInput,
} from '@pitchside/shared';
import { Dialog } from '../../components/dialog';
import { ApiError, NETWORK_STATUS } from '../../data/api';
import { SelectField, TextAreaField } from '../field';
import { Flash, useFlash } from '../flash';
import { FILTER_LABELS, formatWhen } from './contact-format';
import { apiText, formatError, useT } from '../../i18n';
import { Name } from '../../components/name';
import { useSubmit } from '../../components/use-submit';

interface Props {
  message: ContactMessage;
  onSave: (status: ContactStatus, adminNotes: string) => Promise<void>;
  onClose: () => void;
}

/** One message in full: the admin sets its status and keeps notes, saved together. */
export function ContactDetails({ message, onSave, onClose }: Props) {
  // Untouched fields follow the saved message (it turns read while open); edits win until saved.
  const t = useT();
  const [statusEdit, setStatus] = useState<ContactStatus | null>(null);
  const [notesEdit, setNotes] = useState<string | null>(null);
  const status = statusEdit ?? message.status;
  const notes = notesEdit ?? message.adminNotes ?? '';
  const { message: flash, show } = useFlash(6000);
  const changed = status !== message.status || notes !== (message.adminNotes ?? '');

  const submit = useSubmit(
    { status, adminNotes: notes },
    {
      schema: contactStatusUpdateSchema,
      send: (data: ContactStatusUpdateInput) => onSave(data.status, data.adminNotes ?? ''),
      onSuccess: () => {
        setStatus(null);
        setNotes(null);
        show(t('admin-contact.statusUpdated'), 'success');
      },
      // A refusal about a field is shown beside it; anything else in the dialog's flash.
      onFailure: (err) => {
        if (err instanceof ApiError && err.issues?.length) return;
        if (err instanceof ApiError && err.status === NETWORK_STATUS) show(apiText('network'), 'error');
        else show(err instanceof ApiError ? formatError(err) : t('admin-contact.statusFailed'), 'error');
      },
      failureText: () => null,
    },
  );

  return (
    <Dialog title={t('admin-contact.details')} onClose={onClose} className="contact-dialog">
      <form className="contact-details" onSubmit={(e) => void submit.onSubmit(e)} noValidate>
        <SelectField
          label={t('admin-common.status')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as ContactStatus);
            submit.clear('status');
          }}
          error={submit.errors.status}
        >
          {CONTACT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(FILTER_LABELS[s])}
            </option>
          ))}
        </SelectField>
        <dl className="contact-details__facts">
          <dt>{t('admin-contact.from')}</dt>
          <dd>
            <Name>{message.name}</Name>
          </dd>
          <dt>{t('common.email')}</dt>
          <dd>
            <a href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}>
              <Name ltr>{message.email}</Name>
            </a>
          </dd>
          <dt>{t('admin-contact.subject')}</dt>
          <dd>{message.subject}</dd>
          <dt>{t('admin-common.status')}</dt>
          <dd>
            <span className={`contact-status is-${message.status}`}>{t(FILTER_LABELS[message.status])}</span>
          </dd>
          <dt>{t('admin-contact.submitted')}</dt>
          <dd>
            <time dateTime={message.createdAt}>{formatWhen(message.createdAt)}</time>
          </dd>
          {message.repliedAt && (
            <>
              <dt>{t('admin-contact.replied')}</dt>
              <dd>
                <time dateTime={message.repliedAt}>{formatWhen(message.repliedAt)}</time>
              </dd>
            </>
          )}
          {message.closedAt && (
            <>
              <dt>{t('admin-contact.closed')}</dt>
              <dd>
                <time dateTime={message.closedAt}>{formatWhen(message.closedAt)}</time>
              </dd>
            </>
          )}
        </dl>
        <h3 className="contact-details__heading">{t('admin-contact.message')}</h3>
        <p className="contact-details__body">{message.message}</p>
        <TextAreaField
          label={t('admin-contact.notes')}
          value={notes}
          maxLength={CONTACT_NOTES_MAX}
          onChange={(e) => {
            setNotes(e.target.value);
            submit.clear('adminNotes');
          }}
          error={submit.errors.adminNotes}
        />
        <p className="muted contact-details__count">
          {notes.length} / {CONTACT_NOTES_MAX}
        </p>
        <Flash message={flash} />
        <button type="submit" className="btn btn-primary" disabled={submit.busy || !changed}>
          {submit.busy ? t('admin-common.saving') : t('admin-common.save')}
        </button>
      </form>
    </Dialog>
  );
}
