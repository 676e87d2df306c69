import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, networkDown } from '../test/fetch-mock';
import { sampleUser } from '../test/render';
import { SessionProvider, useSession } from './session';

function Who() {
  const { user, lapsedAdmin } = useSession();
  return <p>{user ? `hello ${user.fullName}` : lapsedAdmin ? 'admin, please sign in again' : 'guest'}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('session', () => {
  it('restores the stored user at once and keeps it when offline', async () => {
    localStorage.setItem('loggedInUser', JSON.stringify(sampleUser));
    const fetch = mockFetch(networkDown);
    render(
      <SessionProvider>
        <Who />
      </SessionProvider>,
    );
    expect(screen.getByText('hello Rami Haddad')).toBeTruthy();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByText('hello Rami Haddad')).toBeTruthy();
    expect(localStorage.getItem('loggedInUser')).not.toBeNull();
  });

  it('signs the device out when the server says the session is gone', async () => {
    localStorage.setItem('loggedInUser', JSON.stringify(sampleUser));
    mockFetch(() => json({ success: false, message: 'Your session has expired. Please log in again.' }, 401));
    render(
      <SessionProvider>
        <Who />
      </SessionProvider>,
    );
    expect(await screen.findByText('guest')).toBeTruthy();
    expect(localStorage.getItem('loggedInUser')).toBeNull();
  });

  it('takes the fresh user from the server', async () => {
    localStorage.setItem('loggedInUser', JSON.stringify(sampleUser));
    mockFetch(() => json({ success: true, user: { ...sampleUser, fullName: 'Rami H.' } }));
    render(
      <SessionProvider>
        <Who />
      </SessionProvider>,
    );
    expect(await screen.findByText('hello Rami H.')).toBeTruthy();
  });

  it('keeps an admin whose session expired in the admin area, asking to sign in again', async () => {
    localStorage.setItem('loggedInUser', JSON.stringify({ ...sampleUser, isAdmin: true }));
    mockFetch(() => json({ success: false, message: 'Your session has expired. Please log in again.' }, 401));
    render(
      <SessionProvider>
        <Who />
      </SessionProvider>,
    );
    expect(await screen.findByText('admin, please sign in again')).toBeTruthy();
    expect(localStorage.getItem('loggedInUser')).toBeNull();
  });
});
