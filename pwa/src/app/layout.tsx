import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Link } from '../components/link';
import { Header } from '../components/shell/header';
import { FreshnessGate } from '../components/shell/freshness-gate';
import { RegisterPlayerButton } from '../components/players/register-player-button';
import { PageLoading } from '../components/states';
import { useAfterLoad } from '../data/after-load';
import { dropAnnouncedAnswers } from '../data/use-api';
import { useT } from '../i18n';
import { ScrollMemory } from './scroll-memory';

/*
 * The service worker is registered, and its prompts drawn, once the page is up: nothing on the first
 * screen needs it, and its code and its request for sw.js would compete with the page on a slow link.
 */
const UpdatePrompt = lazy(() => import('../components/shell/update-prompt').then((m) => ({ default: m.UpdatePrompt })));

export function Layout() {
  const t = useT();
  const loaded = useAfterLoad();
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  const main = useRef<HTMLElement>(null);
  const [arrived, setArrived] = useState('');
  useEffect(() => {
    if (pathname === firstPath.current) return;
    dropAnnouncedAnswers();
    // A new page within the app: focus goes to its content, as a page load would put it at the top,
    // and its title is read out once the page has set it (its data may take a moment).
    if (!document.activeElement?.closest('[role="dialog"], dialog')) main.current?.focus({ preventScroll: true });
    setArrived('');
    const said = setTimeout(() => setArrived(document.title), 700);
    return () => clearTimeout(said);
  }, [pathname]);
  return (
    <>
      <a href="#main" className="skip-link">
        {t('shell.skipLink')}
      </a>
      <Header />
      <FreshnessGate />
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {arrived}
      </p>
      <main id="main" tabIndex={-1} ref={main}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="site-footer">
        <p>
          Pitchside · {t('shell.footer.tagline')} · <Link to="/contact-us">{t('shell.nav.contact')}</Link>
        </p>
      </footer>
      <RegisterPlayerButton />
      {loaded ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
      <ScrollMemory />
    </>
  );
}
