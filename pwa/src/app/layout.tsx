import { Suspense } from 'react';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { Header } from '../components/shell/header';
import { OfflineBanner } from '../components/shell/offline-banner';
import { UpdatePrompt } from '../components/shell/update-prompt';
import { PageLoading } from '../components/states';
import { useT } from '../i18n';

export function Layout() {
  const t = useT();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('shell.skipLink')}
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
          Pitchside · {t('shell.footer.tagline')} · <Link to="/contact-us">{t('shell.nav.contact')}</Link>
        </p>
      </footer>
      <UpdatePrompt />
      <ScrollRestoration />
    </>
  );
}
