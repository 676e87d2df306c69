import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthDialogsProvider } from './app/auth-dialogs';
import { AppRouter } from './app/router';
import { SessionProvider } from './app/session';
import './app/global.css';
// In the first stylesheet: the bell's placeholder (app/member-parts) takes its box, the register button its look.
import './components/players/players.css';
import { activateLocale, detectLocale } from './i18n';

// English is in the shell; another language's texts arrive (from the precache offline) before the first paint.
await activateLocale(detectLocale(), { laterTexts: 'later' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SessionProvider>
      <AuthDialogsProvider>
        <AppRouter />
      </AuthDialogsProvider>
    </SessionProvider>
  </StrictMode>,
);

// Followed editions are brought up to date in the background once the first page is up.
if (navigator.onLine) {
  setTimeout(() => void import('./data/offline-events').then((m) => m.refreshFollowedEvents()), 5_000);
}
