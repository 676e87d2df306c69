import { useState, type FormEvent } from 'react';
import { InputField, TextAreaField } from '../../components/field';
import { FormMessage, failure, success, type Notice } from '../../components/message';
import { ApiError, apiPost } from '../../data/api';
import { apiText, formatError, issueText, useT } from '../../i18n';
import './contact.css';
import { useDocumentTitle } from '../../app/use-title';

const EMPTY = { name: '', email: '', subject: '', message: '' };

export default function ContactPage() {
  const t = useT();
  useDocumentTitle([t('contact.title')]);
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Notice | null>(null);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const filled = Object.values(form).every((v) => v.trim() !== '');
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!filled || busy) return;
    setBusy(true);
    setResult(null);
    setIssues({});
    try {
      await apiPost('/api/contact', form);
      setResult(success(apiText('contactSuccess')));
      setForm(EMPTY);
    } catch (err) {
      if (err instanceof ApiError && err.isNetwork) setResult(failure(apiText('network')));
      else {
        // Field problems (a mistyped address) are shown beside the field; the spec's text stays the headline.
        setIssues(Object.fromEntries((err instanceof ApiError ? (err.issues ?? []) : []).map((i) => [i.path, issueText(i)])));
        setResult(failure(err instanceof ApiError && err.status === 429 ? formatError(err) : apiText('contactFailed')));
      }
    } finally {
      setBusy(false);
    }
  }

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

        <form className="card contact-form" onSubmit={submit} noValidate aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('contact.form.title')}</h2>
          <InputField
            label={t('contact.form.name')}
            autoComplete="name"
            value={form.name}
            onChange={set('name')}
            required
            error={issues['name']}
          />
          <InputField
            label={t('common.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={form.email}
            onChange={set('email')}
            required
            error={issues['email']}
          />
          <InputField label={t('contact.form.subject')} value={form.subject} onChange={set('subject')} required error={issues['subject']} />
          <TextAreaField
            label={t('contact.form.message')}
            value={form.message}
            onChange={set('message')}
            required
            error={issues['message']}
          />
          <FormMessage notice={result} />
          <button type="submit" className="btn btn-primary" disabled={!filled || busy}>
            {busy ? t('contact.form.sending') : t('contact.form.send')}
          </button>
        </form>
      </div>
    </section>
  );
}
