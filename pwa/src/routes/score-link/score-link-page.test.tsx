import { cleanup as unmount, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import GamesManagerPage from '../../admin/games/games-manager-page';
import { EVENT, Providers, testRuntime } from '../../admin/test-support';
import { allowedAdminLinks, mayOpenAdmin } from '../../app/staff-roles';
import { ADMIN_LINKS } from '../../components/shell/admin-links';
import { loadAdminCatalogs } from '../../i18n';
import { json, mockFetch, networkDown } from '../../test/fetch-mock';
import { renderWithApp, sampleUser } from '../../test/render';
import ScoreLinkPage from './score-link-page';

const OTHER = '99999999-9999-4999-8999-999999999999';
const TOKEN = 'k7Hq2vX9pLmN4sT8wYzA3bC6dF1gJ5rE';
const volunteer = {
  ...sampleUser,
  fullName: 'Nour',
  email: '',
  staffRoles: [{ role: 'scorer', eventSlug: 'cedar-cup', editionId: EVENT, scope: { pitches: ['p2'] }, viaLink: true }],
};

let posts: { url: string; body: unknown }[] = [];
let cleanup: (() => Promise<void>) | undefined;
let settle: (() => Promise<unknown>) | undefined;
beforeEach(async () => {
  await loadAdminCatalogs();
  localStorage.clear();
  posts = [];
  mockFetch((url, init) => {
    if (init.method === 'POST') {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      if (url === '/api/auth/score-link') return json({ success: true, user: volunteer });
    }
    if (url === '/api/auth/me') return json({ success: true, user: localStorage.getItem('loggedInUser') ? volunteer : null });
    if (url.startsWith('/api/events?'))
      return json({
        success: true,
        events: [
          { _id: OTHER, event: 'Zahle Open', slug: 'zahle-open', event_edition: 3, ageGroups: [] },
          { _id: EVENT, event: 'Cedar Cup', slug: 'cedar-cup', event_edition: 1, ageGroups: [] },
        ],
      });
    return networkDown();
  });
});
afterEach(async () => {
  unmount();
  await settle?.();
  await cleanup?.();
  settle = cleanup = undefined;
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Score-entry link page', () => {
  it('asks the volunteer’s name, signs them in and opens the Games Manager on their event only', async () => {
    const t = await testRuntime();
    cleanup = t.cleanup;
    settle = () => t.runtime.pull(EVENT);
    render(
      <Providers runtime={t.runtime}>
        <MemoryRouter initialEntries={[`/score-link#${TOKEN}`]}>
          <Routes>
            <Route path="score-link" element={<ScoreLinkPage />} />
            <Route path="admin/games" element={<GamesManagerPage />} />
          </Routes>
        </MemoryRouter>
      </Providers>,
    );
    const start = screen.getByRole('button', { name: 'Start' });
    expect(start).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText(/^Your name/), { target: { value: '  Nour ' } });
    fireEvent.click(start);

    await waitFor(() => expect(document.querySelectorAll('article.gm-card')).toHaveLength(1));
    expect(posts).toEqual([{ url: '/api/auth/score-link', body: { token: TOKEN, name: 'Nour' } }]);
    // Only the edition the link is for: the other event is not offered.
    const events = screen.getByRole('combobox', { name: 'Event' });
    expect(
      within(events)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringContaining('Cedar Cup')]);
    // A scorer records results: no game creation.
    expect(screen.queryByRole('tab', { name: /Create/ })).toBeNull();
    // The admin bar would offer them the Games Manager alone.
    expect(allowedAdminLinks(ADMIN_LINKS, volunteer as never).map((l) => l.to)).toEqual(['/admin/games']);
  });

  it('says why a revoked or expired link does not sign in', async () => {
    mockFetch(() =>
      json(
        {
          success: false,
          code: 'scoreLinkInvalid',
          message: 'This score-entry link is not valid: it was revoked, has expired or is mistyped',
        },
        401,
      ),
    );
    renderWithApp(
      <Routes>
        <Route path="score-link" element={<ScoreLinkPage />} />
      </Routes>,
      `/score-link#${TOKEN}`,
    );
    fireEvent.change(screen.getByLabelText(/^Your name/), { target: { value: 'Nour' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect((await screen.findByRole('alert')).textContent).toContain('not valid');
  });
});

describe('A volunteer whose link was revoked', () => {
  it('keeps the Games Manager link, with nothing else, so the edits refused since stay in view', () => {
    const revoked = { ...sampleUser, volunteer: true, staffRoles: [] };
    expect(allowedAdminLinks(ADMIN_LINKS, revoked as never).map((l) => l.to)).toEqual(['/admin/games']);
    expect(mayOpenAdmin(revoked as never)).toBe(true);
    expect(mayOpenAdmin({ ...sampleUser, staffRoles: [] } as never)).toBe(false);
  });
});
