import { Suspense } from 'react';
import { Link, Outlet, ScrollRestoration } from 'react-router-dom';
import { Header } from '../components/shell/header';
import { RegisterPlayerButton } from '../components/players/register-player-button';
import { OfflineBanner } from '../components/shell/offline-banner';
import { UpdatePrompt } from '../components/shell/update-prompt';
import { PageLoading } from '../components/states';

export function Layout() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <OfflineBanner />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="site-footer">
        <p>
          Pitchside · Futsal and street football across Lebanon · <Link to="/contact-us">Contact</Link>
        </p>
      </footer>
      <RegisterPlayerButton />
      <UpdatePrompt />
      <ScrollRestoration />
    </>
  );
}
