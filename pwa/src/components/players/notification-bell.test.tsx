import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORED_USER_KEY } from '../../app/session';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderWithApp, sampleUser } from '../../test/render';
import { NotificationBell } from './notification-bell';
import { RegisterPlayerButton } from './register-player-button';

const now = new Date().toISOString();
const rejected = {
  _id: 'r1',
  status: 'rejected',
  registrationType: 'new',
  createdAt: now,
  updatedAt: now,
  dateOfBirth: '2009-03-14',
  instagramUsername: 'rami.h',
  declineReason: 'Your portrait is blurred',
  flaggedFields: ['portraitImage'],
  selectedOldPlayerId: null,
};
const invitation = {
  _id: 'i1',
  status: 'pending',
  createdAt: now,
  team: { _id: 't1', name: 'Beirut Falcons', logo: null },
  invitedBy: { fullName: 'Coach Nadim' },
};

let posts: string[];
beforeEach(() => {
  posts = [];
  localStorage.setItem(STORED_USER_KEY, JSON.stringify(sampleUser));
  let invitations = [invitation];
  mockFetch((url, init) => {
    const path = new URL(url, 'http://x').pathname;
    if (init.method === 'POST') {
      posts.push(path);
      invitations = [];
      return json({ success: true, message: 'Invitation declined' });
    }
    if (path === '/api/auth/me') return json({ success: true, user: sampleUser });
    if (path === '/api/invitations/count') return json({ success: true, count: invitations.length });
    if (path === '/api/invitations/my-invitations') return json({ success: true, invitations });
    if (path === `/api/users/${sampleUser.id}/requests`) return json({ success: true, requests: [rejected] });
    return json({ success: false, message: 'Not found' }, 404);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('NotificationBell', () => {
  it('counts invitations plus the request, lists both, and declining removes the invitation', async () => {
    renderWithApp(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 new' });
    expect(bell.querySelector('.bell-badge')?.className).toContain('tone-invite');
    fireEvent.click(bell);
    expect(await screen.findByText('Coach Nadim invited you to join Beirut Falcons')).toBeTruthy();
    expect(screen.getByText('Your player registration was declined')).toBeTruthy();
    expect(screen.getByText('Reason: Your portrait is blurred')).toBeTruthy();
    expect(screen.getByText('Please review: Portrait photo')).toBeTruthy();
    expect(screen.getAllByText('Just now').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByText('Coach Nadim invited you to join Beirut Falcons')).toBeNull());
    expect(posts).toEqual(['/api/invitations/i1/decline']);
    // Only the declined request remains: its colour now.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications, 1 new' }).querySelector('.bell-badge')?.className).toContain(
        'tone-declined',
      ),
    );
  });

  it('opens Update Registration prefilled, with the hint for the flagged photo', async () => {
    renderWithApp(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 new' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Update Registration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Registration' });
    expect((within(dialog).getByLabelText(/Date of birth/) as HTMLInputElement).value).toBe('2009-03-14');
    expect((within(dialog).getByLabelText(/Instagram/) as HTMLInputElement).value).toBe('rami.h');
    expect(within(dialog).getByText('Please upload a clear portrait photo')).toBeTruthy();
    expect(within(dialog).queryByText('Please re-upload the front of your ID')).toBeNull();
  });
});

describe('RegisterPlayerButton', () => {
  it('shows for a member who is not a player, and asks for the date of birth first', async () => {
    renderWithApp(<RegisterPlayerButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Register As Player' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register As Player' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please select your date of birth');
    fireEvent.click(within(dialog).getByLabelText('I played before (old profile)'));
    fireEvent.change(within(dialog).getByLabelText('Date of birth'), { target: { value: '2009-03-14' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please select your previous player profile');
    expect(posts).toEqual([]);
  });

  it('is not shown to a player', () => {
    localStorage.setItem(STORED_USER_KEY, JSON.stringify({ ...sampleUser, type: 'player', playerId: 1001 }));
    renderWithApp(<RegisterPlayerButton />);
    expect(screen.queryByRole('button', { name: 'Register As Player' })).toBeNull();
  });
});
