import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthDialogsProvider } from '../../app/auth-dialogs';
import { AppRouter } from '../../app/router';
import { SessionProvider } from '../../app/session';
import { db } from '../../data/db';
import { json, mockFetch, networkDown } from '../../test/fetch-mock';
import { event, eventPage, game } from './event-fixtures';

// The game page's code is still on its way (a slow link, a loaded phone).
vi.mock('../game/game-page', () => new Promise(() => {}));
vi.mock('../../components/shell/update-prompt', () => ({ UpdatePrompt: () => null }));

const firstEdition = { ...event, _id: 'ev1', event_edition: 1 };
const oldGame = { ...game('g-old', 'completed', 'Final'), event: { _id: 'ev1', event: event.event, slug: event.slug, event_edition: 1 } };

beforeEach(async () => {
  await db.responses.clear();
  vi.stubGlobal('EventSource', undefined);
  mockFetch((url) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/auth/me') return json({ success: true, user: null });
    if (path.startsWith('/api/events/slug/')) return json(eventPage({ event: firstEdition }));
    if (path.endsWith('/games')) return json({ success: true, games: [oldGame], pagination: { page: 1, limit: 500, total: 1, pages: 1 } });
    if (path.endsWith('/teams')) return json({ success: true, teams: [] });
    if (path.startsWith('/api/rankings/event/')) return json({ success: true, rankings: { goals: [], wins: [] } });
    return json({ success: false, message: 'Not found' }, 404);
  });
});
afterEach(() => {
  mockFetch(() => networkDown());
});

describe("A past edition's game, tapped on its event page", () => {
  it('leaves the event page at once for the game page, which shows its loading state', async () => {
    window.history.replaceState(null, '', '/events/schools-futsal-cup?edition=1&tab=games');
    render(
      <SessionProvider>
        <AuthDialogsProvider>
          <AppRouter />
        </AuthDialogsProvider>
      </SessionProvider>,
    );
    const link = await screen.findByRole('link', { name: /^Tripoli Lions vs Beirut FC.*game details/ }, { timeout: 4000 });
    expect(link.getAttribute('href')).toBe('/events/schools-futsal-cup/games/g-old');
    // The spoken name carries the score, as the eye reads it.
    expect(link.textContent).toBe('Tripoli Lions vs Beirut FC, score 0-0 (game details)');
    await act(async () => {
      fireEvent.click(link);
    });
    expect(window.location.pathname).toBe('/events/schools-futsal-cup/games/g-old');
    expect(screen.queryByRole('heading', { name: 'Schools Futsal Cup' })).toBeNull();
    expect(screen.getAllByRole('status').some((s) => s.textContent?.includes('Loading'))).toBe(true);
  });
});
