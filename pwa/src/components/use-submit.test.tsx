import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactSchema, messageText } from '@pitchside/shared';
import { json, mockFetch, networkDown } from '../test/fetch-mock';
import { apiPost } from '../data/api';
import { InputField } from './field';
import { FormMessage } from './message';
import { useSubmit, type SchemaSource } from './use-submit';

afterEach(() => vi.unstubAllGlobals());

/** What a screen reader reads after the field's name: the texts its aria-describedby points to. */
function description(el: HTMLElement): string {
  const ids = el.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

const FILLED = { name: 'Rana', email: 'rana@example.com', subject: 'Teams', message: 'How do we enter?' };

function ContactForm({
  initial = FILLED,
  schema = contactSchema,
  sent,
}: {
  initial?: typeof FILLED;
  schema?: SchemaSource<unknown>;
  sent?: (d: unknown) => void;
}) {
  const [values, setValues] = useState(initial);
  const [done, setDone] = useState(false);
  const submit = useSubmit(values, {
    schema,
    send: (data) => apiPost('/api/contact', data),
    onSuccess: (_r, data) => {
      sent?.(data);
      setDone(true);
    },
  });
  return (
    <form onSubmit={submit.onSubmit} noValidate>
      {(['name', 'email', 'subject', 'message'] as const).map((k) => (
        <InputField
          key={k}
          label={k}
          value={values[k]}
          onChange={(e) => {
            setValues({ ...values, [k]: e.target.value });
            submit.clear(k);
          }}
          error={submit.errors[k]}
        />
      ))}
      <FormMessage text={submit.formError ?? ''} />
      {done ? <p role="status">sent</p> : null}
      <button type="submit" disabled={submit.busy}>
        {submit.busy ? 'sending' : 'send'}
      </button>
    </form>
  );
}

describe('useSubmit', () => {
  it('checks with the shared schema before sending and shows each refusal beside its field', async () => {
    const fetch = mockFetch(() => json({ success: true }));
    render(<ContactForm initial={{ ...FILLED, email: 'not-an-address', subject: '  ' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));

    const email = await screen.findByRole('textbox', { name: 'email' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(description(screen.getByRole('textbox', { name: 'email' }))).toBe(messageText('emailInvalid'));
    expect(description(screen.getByRole('textbox', { name: 'subject' }))).toBe(messageText('fieldRequired', { label: 'Subject' }));
    expect(screen.getByRole('textbox', { name: 'name' }).getAttribute('aria-invalid')).toBeNull();
    // The keyboard lands on the first field refused.
    expect(document.activeElement).toBe(email);
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(email, { target: { value: 'rana@example.com' } });
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('sends what the schema made of the values, busy until the answer comes', async () => {
    let answer: (r: Response) => void = () => {};
    const fetch = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const sent = vi.fn();
    render(<ContactForm initial={{ ...FILLED, email: '  Rana@Example.com ' }} sent={sent} />);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    const button = await screen.findByRole('button', { name: 'sending' });
    expect(button).toHaveProperty('disabled', true);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toMatchObject({ email: 'rana@example.com' });
    answer(json({ success: true }));
    await screen.findByRole('status');
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ email: 'rana@example.com' }));
  });

  it("maps the server's refusals to their fields, and a reason about no field to the form's line", async () => {
    mockFetch(() =>
      json(
        {
          success: false,
          code: 'emailInvalid',
          message: messageText('emailInvalid'),
          issues: [
            { path: 'email', code: 'emailInvalid', message: messageText('emailInvalid') },
            { path: 'captcha', code: 'tooManyRequests', message: messageText('tooManyRequests') },
          ],
        },
        400,
      ),
    );
    render(<ContactForm />);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'email' }).getAttribute('aria-invalid')).toBe('true'));
    expect(description(screen.getByRole('textbox', { name: 'email' }))).toBe(messageText('emailInvalid'));
    expect(screen.getByRole('alert').textContent).toBe(messageText('tooManyRequests'));
  });

  it('says a dropped connection on the form line', async () => {
    mockFetch(networkDown);
    render(<ContactForm />);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messageText('network'));
  });

  it('checks with a schema loaded lazily, and still sends when it cannot load', async () => {
    const fetch = mockFetch(() => json({ success: true }));
    const { unmount } = render(
      <ContactForm initial={{ ...FILLED, name: '' }} schema={() => import('./form-schemas').then((m) => m.contactSchema)} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'name' }).getAttribute('aria-invalid')).toBe('true'));
    expect(fetch).not.toHaveBeenCalled();
    unmount();

    render(<ContactForm schema={() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))} />);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await screen.findByRole('status');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
