import { useState, type FormEvent } from 'react';
import { eventCreateSchema, IMAGE_MAX_BYTES, LOGO_IMAGE_TYPES, type PublicEvent } from '@pitchside/shared';
import { useSubmit } from '../../components/use-submit';
import { ApiError } from '../../data/api';
import { formatError, useT } from '../../i18n';
import { InputField } from '../field';
import { Flash, useFlash } from '../flash';
import { formData, send } from './admin-api';

/** Checks a chosen logo before upload with the spec's messages; the server checks the bytes again. */
export function logoProblem(file: File | null, t: (k: string) => string): string | null {
  if (!file) return null;
  if (!(LOGO_IMAGE_TYPES as readonly string[]).includes(file.type)) return t('api.invalidImage');
  if (file.size > IMAGE_MAX_BYTES) return t('api.imageTooLarge');
  return null;
}

/** 'Add New Event': a new series, or the next edition of one (the name picks it), with logo and contact info. */
export function EventCreateForm({ series, onCreated }: { series: string[]; onCreated: (e: PublicEvent) => void }) {
  const t = useT();
  const [name, setName] = useState('');
  const [edition, setEdition] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [logo, setLogo] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const { message, show } = useFlash(8000);

  const values = {
    event: name,
    ...(edition.trim() ? { event_edition: edition.trim() } : {}),
    contact_info: { email: email.trim(), phone: phone.trim() },
  };
  const submit = useSubmit(values, {
    schema: eventCreateSchema,
    // Multipart, with the logo beside the fields; the server reads them with the same schema.
    send: () =>
      send(
        'POST',
        '/api/events',
        formData({
          event: name.trim(),
          event_edition: edition.trim(),
          event_logo: logo,
          contact_info: JSON.stringify(values.contact_info),
        }),
      ),
    onSuccess: (res) => {
      show(t('admin-events.created'), 'success');
      setName('');
      setEdition('');
      setEmail('');
      setPhone('');
      setLogo(null);
      setFileKey((k) => k + 1);
      onCreated(res.event);
    },
    failureText: () => null,
    // A refusal about a field is shown beside it; anything else in the form's flash.
    onFailure: (err) => {
      if (!(err instanceof ApiError && err.issues?.length)) show(t('admin-events.createFailed', { message: formatError(err) }), 'error');
    },
  });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!logo) return show(t('api.uploadEventLogo'), 'error');
    const problem = logoProblem(logo, t);
    if (problem) return show(problem, 'error');
    void submit.onSubmit(e);
  };

  return (
    <form className="card setup-form" onSubmit={onSubmit} noValidate>
      <InputField
        label={t('admin-events.name')}
        value={name}
        list="setup-series"
        autoComplete="off"
        onChange={(e) => {
          setName(e.target.value);
          submit.clear('event');
        }}
        error={submit.errors.event}
      />
      <datalist id="setup-series">
        {series.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <p className="setup-hint">{t('admin-events.nameHint')}</p>
      <InputField
        label={t('admin-events.edition')}
        value={edition}
        inputMode="numeric"
        pattern="[0-9]*"
        placeholder={t('admin-events.editionPlaceholder')}
        onChange={(e) => {
          setEdition(e.target.value.replace(/\D/g, ''));
          submit.clear('event_edition');
        }}
        error={submit.errors.event_edition}
      />
      <InputField
        key={fileKey}
        label={t('admin-events.logo')}
        type="file"
        accept={LOGO_IMAGE_TYPES.join(',')}
        onChange={(e) => setLogo(e.target.files?.[0] ?? null)}
      />
      <InputField
        label={t('admin-events.email')}
        type="email"
        inputMode="email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          submit.clear('contact_info.email');
        }}
        error={submit.errors['contact_info.email']}
      />
      <InputField
        label={t('admin-events.phone')}
        type="tel"
        inputMode="tel"
        value={phone}
        onChange={(e) => {
          setPhone(e.target.value);
          submit.clear('contact_info.phone');
        }}
        error={submit.errors['contact_info.phone']}
      />
      <Flash message={message} />
      <button type="submit" className="btn btn-primary btn-block" disabled={submit.busy}>
        {t('admin-events.create')}
      </button>
    </form>
  );
}
