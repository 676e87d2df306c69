import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AuthDialogsProvider } from './app/auth-dialogs';
import { createRouter } from './app/router';
import { SessionProvider } from './app/session';
import './app/global.css';
import { activateLocale, detectLocale } from './i18n';

const router = createRouter();
// English is in the shell; another language's texts arrive (from the precache offline) before the first paint.
await activateLocale(detectLocale());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SessionProvider>
      <AuthDialogsProvider>
        <RouterProvider router={router} />
      </AuthDialogsProvider>
    </SessionProvider>
  </StrictMode>,
);
