import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactMessage } from '@pitchside/shared';
import { json, mockFetch, networkDown } from '../../test/fetch-mock';
import ContactMessagesPage from './contact-messages-page';

afterEach(() => vi.restoreAllMocks());
afterEach(() => vi.unstubAllGlobals());

const long = `We are a school team from Tripoli and would like to enter the U14 futsal cup. ${'Please tell us the fee. '.repeat(5).trim()}`;

function msg(n: number, over: Partial<ContactMessage> = {}): ContactMessage {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Sender ${n}`,
    email: `sender${n}@example.com`,
    subject: `Subject ${n}`,
    message: `Message ${n}`,
    status: 'read',
    createdAt: '2026-03-01T09:00:00.000Z',
    repliedAt: null,
    closedAt: null,
    adminNotes: null,
    ...over,
  };
}

const list = (messages: ContactMessage[], page = 1, pages = 1, total = messages.length) =>
  json({ success: true, messages, pagination: { page, limit: 10, total, pages } });

const calls = (fetch: ReturnType<typeof mockFetch>) => fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe('Contact Messages', () => {
  it('lists cards with a 100-character preview and pages through them', async () => {
    const fetch = mockFetch((url) =>
      url.includes('page=2') ? list([msg(11)], 2, 2, 11) : list([msg(1, { message: long, status: 'new' }), msg(2)], 1, 2, 11),
    );
    render(<ContactMessagesPage />);
    expect(await screen.findByText('Sender 1')).toBeTruthy();
    expect(screen.getByText('sender1@example.com')).toBeTruthy();
    expect(screen.getByText('Subject 1')).toBeTruthy();
    const preview = screen.getByText(/^We are a school team/).textContent!;
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(101);
    expect(long.startsWith(preview.slice(0, -1))).toBe(true);
    expect(screen.getAllByText('1 Mar 2026, 11:00')).toHaveLength(2);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Prev' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(screen.getByText('Sender 11')).toBeTruthy();
    expect(screen.queryByText('Sender 1')).toBeNull();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls(fetch)).toEqual(['GET /api/contact?status=all&page=1&limit=10', 'GET /api/contact?status=all&page=2&limit=10']);
  });

  it('filters by status from page 1 and says No messages when there are none', async () => {
    const fetch = mockFetch((url) =>
      url.includes('status=closed') ? list([]) : list([msg(1)], Number(new URL(url, 'http://x').searchParams.get('page')), 3, 25),
    );
    render(<ContactMessagesPage />);
    await screen.findByText('Sender 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    const filter = screen.getByLabelText('Filter by status');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'New', 'Read', 'Replied', 'Closed']);
    fireEvent.change(filter, { target: { value: 'closed' } });
    expect(await screen.findByText('No messages')).toBeTruthy();
    expect(calls(fetch).at(-1)).toBe('GET /api/contact?status=closed&page=1&limit=10');
    expect(screen.queryByText(/^Page /)).toBeNull();
  });

  it('opens a new message, marks it read, and saves a status with notes', async () => {
    const opened = msg(1, { status: 'new', message: long });
    const fetch = mockFetch((url, init) => {
      if (init.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as { status: ContactMessage['status']; adminNotes?: string };
        const updatedMessage = {
          ...opened,
          status: body.status,
          adminNotes: body.adminNotes ?? null,
          repliedAt: body.status === 'replied' ? '2026-03-02T10:30:00.000Z' : null,
        };
        return json({ success: true, message: 'Status updated', updatedMessage });
      }
      return list([opened]);
    });
    render(<ContactMessagesPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Sender 1/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Message details' });
    expect(within(dialog).getByText(long)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'sender1@example.com' })).toBeTruthy();
    // Opening a new message marks it read, without touching the notes.
    await vi.waitFor(() => expect(within(dialog).getByText('Read', { selector: 'dd span' })).toBeTruthy());
    expect(JSON.parse(String(fetch.mock.calls[1]![1]!.body))).toEqual({ status: 'read' });
    expect(calls(fetch)[1]).toBe(`PATCH /api/contact/${opened._id}/status`);
    expect((within(dialog).getByLabelText('Status') as HTMLSelectElement).value).toBe('read');
    expect(within(dialog).queryByText('Replied', { selector: 'dt' })).toBeNull();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Status'));

    fireEvent.change(within(dialog).getByLabelText('Status'), { target: { value: 'replied' } });
    fireEvent.change(within(dialog).getByLabelText('Admin notes'), { target: { value: 'Sent the fee sheet' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Status updated')).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls[2]![1]!.body))).toEqual({ status: 'replied', adminNotes: 'Sent the fee sheet' });
    expect(within(dialog).getByText('Replied', { selector: 'dt' })).toBeTruthy();
    expect(within(dialog).getByText('Replied', { selector: 'dd span' })).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The list is read again so the filter reflects the change.
    await vi.waitFor(() => expect(calls(fetch)).toHaveLength(4));
  });

  it('shows the server message when saving fails', async () => {
    mockFetch((_url, init) =>
      init.method === 'PATCH'
        ? json({ success: false, message: 'Message not found' }, 404)
        : list([msg(1, { closedAt: '2026-03-03T08:00:00.000Z', status: 'closed' })]),
    );
    render(<ContactMessagesPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Sender 1/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Closed', { selector: 'dt' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Status'), { target: { value: 'read' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Message not found')).toBeTruthy();
  });

  it('logs a failed load and offers Retry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let down = true;
    mockFetch(() => (down ? networkDown() : list([msg(1)])));
    render(<ContactMessagesPage />);
    expect(await screen.findByText('Network error. Please try again.')).toBeTruthy();
    expect(error).toHaveBeenCalled();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sender 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
