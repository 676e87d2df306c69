import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { Header } from '../components/shell/header';
import { FreshnessGate } from '../components/shell/freshness-gate';
import { RegisterPlayerButton } from '../components/players/register-player-button';
import { UpdatePrompt } from '../components/shell/update-prompt';
import { PageLoading } from '../components/states';
import { useT } from '../i18n';
import { ScrollMemory } from './scroll-memory';

export function Layout() {
  const t = useT();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('shell.skipLink')}
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
          Pitchside · {t('shell.footer.tagline')} · <Link to="/contact-us">{t('shell.nav.contact')}</Link>
        </p>
      </footer>
      <RegisterPlayerButton />
      <UpdatePrompt />
      <ScrollMemory />
    </>
  );
}
