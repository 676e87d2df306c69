import type { PublicTeam } from '@pitchside/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORED_USER_KEY } from '../../app/session';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderWithApp, sampleUser } from '../../test/render';
import { InvitePlayer } from './invite-player';

const TEAM_ID = '5d1c7a52-3f0e-4b8a-9c2d-6e7f8a9b0c1d';
const team = { _id: TEAM_ID, name: 'Beirut Falcons', coach: { _id: sampleUser.id, fullName: sampleUser.fullName } } as PublicTeam;
let sent: unknown[];
beforeEach(() => {
  sent = [];
  mockFetch((url, init) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/auth/me') return json({ success: true, user: JSON.parse(localStorage.getItem(STORED_USER_KEY)!) });
    if (path === '/api/invitations/send') {
      const body = JSON.parse(String(init.body)) as { playerId: number };
      sent.push(body);
      if (body.playerId === 404) return json({ success: false, code: 'playerNotFound', message: 'No player found with this ID' }, 404);
      return json({ success: true, message: 'Successfully invited Omar Saad!', player: { fullName: 'Omar Saad' } }, 201);
    }
    return json({ success: false, message: 'Not found' }, 404);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('Invite Player', () => {
  it('is shown only to the coach of the team', () => {
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(sampleUser));
    renderWithApp(<InvitePlayer team={{ ...team, coach: { _id: 'someone-else', fullName: 'Other' } }} />);
    expect(screen.queryByRole('button', { name: 'Invite Player' })).toBeNull();
  });

  it('also for a team listed in coachingTeams', () => {
    localStorage.setItem(STORED_USER_KEY, JSON.stringify({ ...sampleUser, coachingTeams: [TEAM_ID] }));
    renderWithApp(<InvitePlayer team={{ ...team, coach: null }} />);
    expect(screen.getByRole('button', { name: 'Invite Player' })).toBeTruthy();
  });

  it('asks for a player ID, shows the server refusal, then invites', async () => {
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(sampleUser));
    renderWithApp(<InvitePlayer team={team} />);
    fireEvent.click(screen.getByRole('button', { name: 'Invite Player' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Player' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please enter a player ID');
    fireEvent.change(within(dialog).getByLabelText('Player ID'), { target: { value: '404' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('No player found with this ID');
    fireEvent.change(within(dialog).getByLabelText('Player ID'), { target: { value: '1001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('Successfully invited Omar Saad!');
    expect(sent.at(-1)).toEqual({ teamId: TEAM_ID, playerId: 1001, coachId: sampleUser.id });
  });
});
