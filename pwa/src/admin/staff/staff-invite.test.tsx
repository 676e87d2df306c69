import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffInviteSchema } from '@pitchside/shared';
import { json, mockFetch, networkDown } from '../../test/fetch-mock';
import type { StaffInvitation } from './staff-api';
import { StaffInvite, type InviteAnswer } from './staff-invite';

afterEach(() => vi.unstubAllGlobals());

const EVENT = '11111111-1111-4111-8111-111111111111';

function Harness({ onAnswer }: { onAnswer: (a: InviteAnswer) => void }) {
  const [invited, setInvited] = useState<StaffInvitation[]>([]);
  return (
    <StaffInvite
      eventId={EVENT}
      invitations={invited}
      onAnswer={(a) => {
        setInvited(a.invitations ?? []);
        onAnswer(a);
      }}
    />
  );
}

const posted = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url, init]) => ({ url, body: JSON.parse(String(init!.body)) }));

describe('Staff screen: invite by e-mail', () => {
  it('sends the address and role, says the invitation went out, and lists it as waiting', async () => {
    const fetch = mockFetch((url, init) =>
      init.method === 'POST' && url === `/api/events/${EVENT}/staff/invitations`
        ? json({
            success: true,
            invited: true,
            staff: [],
            invitations: [{ _id: 'i1', email: 'nour@example.com', role: 'scorer', expiresAt: '2026-12-11T10:00:00.000Z' }],
          })
        : networkDown(),
    );
    const onAnswer = vi.fn();
    render(<Harness onAnswer={onAnswer} />);
    fireEvent.change(screen.getByLabelText(/^E-mail address/), { target: { value: ' Nour@Example.com ' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'scorer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invitation e-mailed to nour@example.com.')).toBeTruthy();
    // Checked and sent as the server's schema takes it: trimmed and lower-cased.
    expect(posted(fetch)).toEqual([{ url: `/api/events/${EVENT}/staff/invitations`, body: { email: 'nour@example.com', role: 'scorer' } }]);
    expect(staffInviteSchema.safeParse(posted(fetch)[0]!.body).success).toBe(true);
    const waiting = screen.getByRole('list', { name: 'Invited, waiting for sign-up' });
    expect(within(waiting).getByText('nour@example.com').closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(within(waiting).getByText(/Invitation valid until/)).toBeTruthy();
    expect(onAnswer).toHaveBeenCalledOnce();
  });

  it('says so when the address is a member who got the role at once', async () => {
    mockFetch((_url, init) => (init.method === 'POST' ? json({ success: true, added: true, staff: [], invitations: [] }) : networkDown()));
    render(<Harness onAnswer={() => {}} />);
    fireEvent.change(screen.getByLabelText(/^E-mail address/), { target: { value: 'sami@example.com' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'organiser' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('sami@example.com is already a member: the role is theirs now.')).toBeTruthy();
  });

  it('refuses a mistyped address beside the field without sending anything', async () => {
    const fetch = mockFetch(() => networkDown());
    render(<Harness onAnswer={() => {}} />);
    fireEvent.change(screen.getByLabelText(/^E-mail address/), { target: { value: 'nour-at-example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(posted(fetch)).toEqual([]);
  });
});
