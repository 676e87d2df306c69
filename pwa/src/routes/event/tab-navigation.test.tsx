import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthDialogsProvider } from '../../app/auth-dialogs';
import { AppRouter } from '../../app/router';
import { SessionProvider } from '../../app/session';
import { db } from '../../data/db';
import { json, mockFetch, networkDown } from '../../test/fetch-mock';
import { eventPage, publicTeam } from './event-fixtures';

// The Games tab's code never arrives: what a phone on a loaded machine or a slow link sees for a while.
vi.mock('../../components/event/games-tab', () => new Promise(() => {}));
// The service worker's prompt needs the build's virtual module.
vi.mock('../../components/shell/update-prompt', () => ({ UpdatePrompt: () => null }));

beforeEach(async () => {
  await db.responses.clear();
  vi.stubGlobal('EventSource', undefined);
  mockFetch((url) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/auth/me') return json({ success: true, user: null });
    if (path.startsWith('/api/events/slug/')) return json(eventPage());
    if (path.endsWith('/games')) return json({ success: true, games: [], pagination: { page: 1, limit: 500, total: 0, pages: 1 } });
    if (path.endsWith('/teams')) return json({ success: true, teams: [publicTeam({ _id: 't1', name: 'Tripoli Lions' })] });
    if (path.startsWith('/api/rankings/event/')) return json({ success: true, rankings: { goals: [], wins: [] } });
    return json({ success: false, message: 'Not found' }, 404);
  });
});
afterEach(() => {
  mockFetch(() => networkDown());
});

describe('Event page tabs in the app', () => {
  it("shows the tapped tab's loading state at once, never the previous tab while the new one loads", async () => {
    window.history.replaceState(null, '', '/events/schools-futsal-cup');
    render(
      <SessionProvider>
        <AuthDialogsProvider>
          <AppRouter />
        </AuthDialogsProvider>
      </SessionProvider>,
    );
    expect(await screen.findByRole('link', { name: /Tripoli Lions/ }, { timeout: 5000 })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Games' }));
    });
    expect(window.location.search).toBe('?tab=games');
    expect(screen.getByRole('tab', { name: 'Games' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('link', { name: /Tripoli Lions/ })).toBeNull();
    expect(screen.getByRole('tabpanel').textContent).toContain('Loading');
  });
});
