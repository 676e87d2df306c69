import { Suspense } from 'react';
import { Link, Outlet, ScrollRestoration } from 'react-router-dom';
import { Header } from '../components/shell/header';
import { FreshnessGate } from '../components/shell/freshness-gate';
import { UpdatePrompt } from '../components/shell/update-prompt';
import { PageLoading } from '../components/states';

export function Layout() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <FreshnessGate />
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
      <UpdatePrompt />
      <ScrollRestoration />
    </>
  );
}
