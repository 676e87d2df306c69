import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AuthDialogsProvider } from '../app/auth-dialogs';
import { SessionProvider } from '../app/session';

/** Renders a screen inside the app's providers, the way a visitor reaches it. */
export function renderWithApp(ui: ReactNode, route = '/') {
  return render(
    <SessionProvider>
      <AuthDialogsProvider>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </AuthDialogsProvider>
    </SessionProvider>,
  );
}

export const sampleUser = {
  id: '0b7c0d6e-1111-4222-8333-9a8b7c6d5e4f',
  _id: '0b7c0d6e-1111-4222-8333-9a8b7c6d5e4f',
  fullName: 'Rami Haddad',
  email: 'rami@example.com',
  userRole: 'Fan' as const,
  isVerified: true,
  isAdmin: false,
  isGold: false,
  goldUntil: null,
  type: 'user',
  playerId: null,
  coachingTeams: [],
};
