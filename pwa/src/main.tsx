import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AuthDialogsProvider } from './app/auth-dialogs';
import { createRouter } from './app/router';
import { SessionProvider } from './app/session';
import './app/global.css';

const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SessionProvider>
      <AuthDialogsProvider>
        <RouterProvider router={router} />
      </AuthDialogsProvider>
    </SessionProvider>
  </StrictMode>,
);
