import { MSG } from '@pitchside/shared';
import { useState, type FormEvent } from 'react';
import { FormMessage } from '../../components/message';
import { ApiError, apiPost } from '../../data/api';
import './contact.css';

const EMPTY = { name: '', email: '', subject: '', message: '' };

export default function ContactPage() {
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState('');
  const [issues, setIssues] = useState<Record<string, string>>({});
  const filled = Object.values(form).every((v) => v.trim() !== '');
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!filled || busy) return;
    setBusy(true);
    setResult('');
    setIssues({});
    try {
      await apiPost('/api/contact', form);
      setResult(MSG.contactSuccess);
      setForm(EMPTY);
    } catch (err) {
      if (err instanceof ApiError && err.isNetwork) setResult(MSG.network);
      else {
        // Field problems (a mistyped address) are shown beside the field; the spec's text stays the headline.
        setIssues(Object.fromEntries((err instanceof ApiError ? (err.issues ?? []) : []).map((i) => [i.path, i.message])));
        setResult(err instanceof ApiError && err.status === 429 ? err.message : MSG.contactFailed);
      }
    } finally {
      setBusy(false);
    }
  }

  const hint = (k: string) => (issues[k] ? <small className="field-hint">{issues[k]}</small> : null);

  return (
    <section className="page contact">
      <h1 className="page-title">Contact Us</h1>
      <div className="contact-grid">
        <div className="card contact-info">
          <h2>Get in touch</h2>
          <p>Questions about a tournament, registering a team or your membership? Write to us or call.</p>
          <dl>
            <dt>Email</dt>
            <dd>
              <a href="mailto:info@pitchside.lb">info@pitchside.lb</a>
              <br />
              <a href="mailto:support@pitchside.lb">support@pitchside.lb</a>
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href="tel:+9611000000">+961 1 000 000</a>
              <br />
              <a href="tel:+96170000000">+961 70 000 000</a>
            </dd>
            <dt>Address</dt>
            <dd>Hamra Street, Beirut, Lebanon</dd>
            <dt>Business Hours</dt>
            <dd>
              Monday to Friday 9:00 AM to 6:00 PM
              <br />
              Saturday 10:00 AM to 4:00 PM
            </dd>
          </dl>
        </div>

        <form className="card contact-form" onSubmit={submit} noValidate aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          <label className="field">
            <span>Name</span>
            <input autoComplete="name" value={form.name} onChange={set('name')} required />
            {hint('name')}
          </label>
          <label className="field">
            <span>Email</span>
            <input type="email" autoComplete="email" inputMode="email" value={form.email} onChange={set('email')} required />
            {hint('email')}
          </label>
          <label className="field">
            <span>Subject</span>
            <input value={form.subject} onChange={set('subject')} required />
            {hint('subject')}
          </label>
          <label className="field">
            <span>Message</span>
            <textarea value={form.message} onChange={set('message')} required />
            {hint('message')}
          </label>
          <FormMessage text={result} />
          <button type="submit" className="btn btn-primary" disabled={!filled || busy}>
            {busy ? 'Sending…' : 'Send Message'}
          </button>
        </form>
      </div>
    </section>
  );
}
