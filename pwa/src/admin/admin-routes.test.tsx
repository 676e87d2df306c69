import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthDialogsProvider } from '../app/auth-dialogs';
import { SessionProvider, STORED_USER_KEY } from '../app/session';
import { loadAdminCatalogs } from '../i18n';
import { mockFetch, networkDown } from '../test/fetch-mock';
import AdminRoutes from './admin-routes';

// What an offline phone meets when the screen's code was never fetched: the dynamic import fails.
vi.mock('./standings/standings-manager-page', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/standings-manager-page.js');
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('admin area offline', () => {
  it('says a screen is not saved on this device yet instead of taking the app down', async () => {
    await loadAdminCatalogs();
    mockFetch(() => networkDown());
    localStorage.setItem(
      STORED_USER_KEY,
      JSON.stringify({ id: '99999999-9999-4999-8999-999999999999', fullName: 'Rana Khoury', email: 'rana@example.com', isAdmin: true }),
    );
    render(
      <SessionProvider>
        <AuthDialogsProvider>
          <MemoryRouter initialEntries={['/admin/standings']}>
            <Routes>
              <Route path="/admin/*" element={<AdminRoutes />} />
            </Routes>
          </MemoryRouter>
        </AuthDialogsProvider>
      </SessionProvider>,
    );
    expect(await screen.findByText(/This screen isn't saved on this device yet/, undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Sync status' })).toBeTruthy();
  });
});
