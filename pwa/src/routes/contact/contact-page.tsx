import type { ContactInput } from '@pitchside/shared';
import { useState } from 'react';
import { InputField, TextAreaField } from '../../components/field';
import { FormMessage, failure, success, type Notice } from '../../components/message';
import { ApiError, apiPost } from '../../data/api';
import { useSubmit } from '../../components/use-submit';
import { apiText, formatError, useT } from '../../i18n';
import './contact.css';
import { useDocumentTitle } from '../../app/use-title';

const EMPTY = { name: '', email: '', subject: '', message: '' };

export default function ContactPage() {
  const t = useT();
  useDocumentTitle([t('contact.title')]);
  const [form, setForm] = useState(EMPTY);
  const [sent, setSent] = useState(false);
  const filled = Object.values(form).every((v) => v.trim() !== '');
  const submit = useSubmit(form, {
    schema: () => import('../../components/form-schemas').then((m) => m.contactSchema),
    send: (data: ContactInput) => apiPost('/api/contact', data),
    onSuccess: () => {
      setSent(true);
      setForm(EMPTY);
    },
    // Field problems (a mistyped address) are shown beside the field; the spec's text stays the headline.
    failureText: (err) => (err instanceof ApiError && (err.isNetwork || err.status === 429) ? formatError(err) : apiText('contactFailed')),
  });
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [k]: e.target.value }));
    setSent(false);
    submit.clear(k);
  };
  const result: Notice | null = submit.formError ? failure(submit.formError) : sent ? success(apiText('contactSuccess')) : null;

  return (
    <section className="page contact">
      <h1 className="page-title">{t('contact.title')}</h1>
      <div className="contact-grid">
        <div className="card contact-info">
          <h2>{t('contact.info.title')}</h2>
          <p>{t('contact.info.text')}</p>
          <dl>
            <dt>{t('common.email')}</dt>
            <dd>
              <a href="mailto:info@pitchside.lb">info@pitchside.lb</a>
              <br />
              <a href="mailto:support@pitchside.lb">support@pitchside.lb</a>
            </dd>
            <dt>{t('contact.info.phone')}</dt>
            <dd>
              <a href="tel:+9611000000" dir="ltr">
                +961 1 000 000
              </a>
              <br />
              <a href="tel:+96170000000" dir="ltr">
                +961 70 000 000
              </a>
            </dd>
            <dt>{t('contact.info.address')}</dt>
            <dd>{t('contact.info.addressValue')}</dd>
            <dt>{t('contact.info.hours')}</dt>
            <dd>
              {t('contact.info.weekdays')}
              <br />
              {t('contact.info.saturday')}
            </dd>
          </dl>
        </div>

        <form className="card contact-form" onSubmit={(e) => void submit.onSubmit(e)} noValidate aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('contact.form.title')}</h2>
          <InputField
            label={t('contact.form.name')}
            autoComplete="name"
            value={form.name}
            onChange={set('name')}
            required
            error={submit.errors.name}
          />
          <InputField
            label={t('common.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={form.email}
            onChange={set('email')}
            required
            error={submit.errors.email}
          />
          <InputField
            label={t('contact.form.subject')}
            value={form.subject}
            onChange={set('subject')}
            required
            error={submit.errors.subject}
          />
          <TextAreaField
            label={t('contact.form.message')}
            value={form.message}
            onChange={set('message')}
            required
            error={submit.errors.message}
          />
          <FormMessage notice={result} />
          <button type="submit" className="btn btn-primary" disabled={!filled || submit.busy}>
            {submit.busy ? t('contact.form.sending') : t('contact.form.send')}
          </button>
        </form>
      </div>
    </section>
  );
}
