import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageText } from '@pitchside/shared';
import { json, mockFetch } from '../../test/fetch-mock';
import { EventCreateForm } from './event-create-form';

afterEach(() => vi.unstubAllGlobals());

const logo = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cedar.png', { type: 'image/png' });

/** The refusal a screen reader reads after the field's name. */
const reason = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

function fill(name: string, email: string) {
  fireEvent.change(screen.getByLabelText('Event name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Event logo'), { target: { files: [logo()] } });
  fireEvent.change(screen.getByLabelText('Contact email'), { target: { value: email } });
}

describe('Add New Event', () => {
  it('refuses a mistyped contact address beside its field, before sending', async () => {
    const fetch = mockFetch(() => json({ success: true }));
    render(<EventCreateForm series={[]} onCreated={() => {}} />);
    fill('Cedar Cup', 'info@');
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    const email = screen.getByLabelText('Contact email');
    await vi.waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(reason(email)).toBe(messageText('contactEmailInvalid'));
    expect(document.activeElement).toBe(email);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a field beside it", async () => {
    mockFetch(() =>
      json(
        {
          success: false,
          code: 'contactPhoneInvalid',
          message: messageText('contactPhoneInvalid'),
          issues: [{ path: 'contact_info.phone', code: 'contactPhoneInvalid', message: messageText('contactPhoneInvalid') }],
        },
        400,
      ),
    );
    const created = vi.fn();
    render(<EventCreateForm series={[]} onCreated={created} />);
    fill('Cedar Cup', 'info@cedar.lb');
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    const phone = screen.getByLabelText('Contact phone');
    await vi.waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(reason(phone)).toBe(messageText('contactPhoneInvalid'));
    expect(created).not.toHaveBeenCalled();
  });

  it('creates the event with its logo and contact info', async () => {
    const event = { _id: 'e1', event: 'Cedar Cup' };
    const fetch = mockFetch(() => json({ success: true, event }, 201));
    const created = vi.fn();
    render(<EventCreateForm series={[]} onCreated={created} />);
    fill('Cedar Cup', 'info@cedar.lb');
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    await vi.waitFor(() => expect(created).toHaveBeenCalledWith(event));
    const body = fetch.mock.calls[0]![1]!.body as FormData;
    expect(body.get('event')).toBe('Cedar Cup');
    expect(JSON.parse(String(body.get('contact_info')))).toEqual({ email: 'info@cedar.lb', phone: '' });
    expect((body.get('event_logo') as File).name).toBe('cedar.png');
  });
});
