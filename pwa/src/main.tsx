import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthDialogsProvider } from './app/auth-dialogs';
import { AppRouter, preloadFirstPage } from './app/router';
import { SessionProvider } from './app/session';
import './app/global.css';
// In the first stylesheet: the bell's placeholder (app/member-parts) takes its box, the register button its look.
import './components/players/players.css';
import { primeAnnouncedAnswers } from './data/use-api';
import { activateLocale, detectLocale } from './i18n';

// The reader's texts and the page's code (both announced by the page's HTML, or in the precache
// offline) arrive before the first paint, so it shows the page and not a loading state.
// The answers it announced are waited for too, up to a second (a phone that gets no data still paints).
const announced = primeAnnouncedAnswers();
await Promise.all([
  activateLocale(detectLocale(), { laterTexts: 'later' }),
  preloadFirstPage(location.pathname),
  Promise.race([announced, new Promise((resolve) => setTimeout(resolve, 1_000))]),
]);

const root = createRoot(document.getElementById('root')!);
// A transition lets React pause the first render every few milliseconds: a phone stays responsive
// to a tap while a long page is built, instead of freezing for hundreds of milliseconds.
startTransition(() =>
  root.render(
    <StrictMode>
      <SessionProvider>
        <AuthDialogsProvider>
          <AppRouter />
        </AuthDialogsProvider>
      </SessionProvider>
    </StrictMode>,
  ),
);

// Followed editions are brought up to date in the background once the first page is up.
if (navigator.onLine) {
  setTimeout(() => void import('./data/offline-events').then((m) => m.refreshFollowedEvents()), 5_000);
}
