import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderWithApp, sampleUser } from '../../test/render';
import { Header } from './header';

const events = [
  { _id: 'e1', event: 'Beirut Street League', slug: 'beirut-street-league', event_edition: 2, startsOn: '2026-11-01', ageGroups: [] },
  { _id: 'e2', event: 'Lebanon Schools Futsal Cup', slug: 'schools-futsal-cup', event_edition: 3, startsOn: '2026-10-01', ageGroups: [] },
];

/** A window whose width the test can cross the 1200 px line with. */
function fakeWidth(initial: number) {
  let width = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    return {
      get matches() {
        return width >= min;
      },
      media: query,
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    };
  });
  return (w: number) => {
    width = w;
    act(() => listeners.forEach((l) => l()));
  };
}

beforeEach(async () => {
  vi.unstubAllGlobals();
  await db.responses.clear();
  mockFetch((url) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/events') return json({ success: true, events });
    if (path === '/api/auth/me') return json({ success: false, message: 'Please log in to continue' }, 401);
    return json({ success: false, message: 'Not found' }, 404);
  });
});

afterEach(async () => {
  // Let requests already under way (the device cache is read first) reach the mock, not the network.
  cleanup();
  await new Promise((r) => setTimeout(r, 20));
  vi.unstubAllGlobals();
});

describe('Header', () => {
  it('offers a guest Login and Sign Up inside the mobile menu, and no admin links', async () => {
    fakeWidth(390);
    renderWithApp(<Header />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Sign Up' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Games' })).toBeNull();
  });

  it('lists the schools tournament first in the Events menu', async () => {
    renderWithApp(<Header />);
    fireEvent.click(screen.getByRole('button', { name: /Events/ }));
    const first = (await screen.findAllByRole('link', { name: /Edition/ }))[0]!;
    expect(first.textContent).toContain('Lebanon Schools Futsal Cup');
    expect(first.getAttribute('href')).toBe('/events/schools-futsal-cup');
  });

  it('links Leaderboards to /rankings', () => {
    renderWithApp(<Header />);
    expect(screen.getByRole('link', { name: 'Leaderboards' }).getAttribute('href')).toBe('/rankings');
  });

  it('closes the mobile menu once the window is 1200 px wide or more', () => {
    const resize = fakeWidth(390);
    renderWithApp(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    resize(1199);
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeTruthy();
    resize(1200);
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('gives a member a button with their name to the profile', () => {
    localStorage.setItem('loggedInUser', JSON.stringify(sampleUser));
    renderWithApp(<Header />);
    expect(screen.getByRole('link', { name: /Rami Haddad/ }).getAttribute('href')).toBe('/profile');
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
  });

  it('shows the admin links to an admin only', async () => {
    const admin = { ...sampleUser, isAdmin: true };
    localStorage.setItem('loggedInUser', JSON.stringify(admin));
    mockFetch((url) => {
      const path = new URL(url, 'http://x').pathname;
      if (path === '/api/auth/me') return json({ success: true, user: admin });
      if (path === '/api/events') return json({ success: true, events });
      return json({ success: false, message: 'Not found' }, 404);
    });
    renderWithApp(<Header />);
    // The links come in their own file, loaded only for staff.
    const bars = await screen.findAllByRole('navigation', { name: 'Admin' });
    expect(bars.length).toBeGreaterThan(0);
    expect(within(bars[0]!).getByRole('link', { name: 'Gift Codes' }).getAttribute('href')).toBe('/admin/gift-codes');
  });

  it('closes the phone menu with Escape and gives the focus back to its button', () => {
    fakeWidth(390);
    renderWithApp(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.className).toContain('is-open');
    const login = within(nav).getByRole('button', { name: 'Login' });
    login.focus();
    fireEvent.keyDown(login, { key: 'Escape' });
    expect(nav.className).not.toContain('is-open');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(document.activeElement).toBe(toggle);
  });
});
