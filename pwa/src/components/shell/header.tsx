import { MOBILE_MENU_BREAKPOINT } from '@pitchside/shared';
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '../link';
import { useAuthDialogs } from '../../app/auth-dialogs';
import { useSession } from '../../app/session';
import { mayOpenAdmin } from '../../app/staff-grants';
import { apiRequest } from '../../data/api';
import { FEATURED_EVENT_SLUG, useEventSeries } from '../../data/events';
import { formatError, LanguageSwitcher, useFormat, useT } from '../../i18n';
import { NotificationBell } from '../../app/member-parts';
import './header.css';
import { Name } from '../name';

// Staff only: fans never download the admin links or the role rules that pick them.
const AdminLinks = lazy(() => import('./admin-links'));

/** A member's choice is kept on the account too (their e-mails follow it); offline, the device still remembers it. */
async function saveLocale(locale: string): Promise<void> {
  try {
    await apiRequest('/api/auth/me/locale', { method: 'PUT', body: { locale } });
  } catch {
    // Kept on this device; the account keeps its previous language until the next change online.
  }
}

function EventsMenu({ onNavigate }: { onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const format = useFormat();
  const { series: all, loading, error } = useEventSeries();
  // The schools tournament leads the menu (spec); other series follow, newest first.
  const series = [...all.filter((e) => e.slug === FEATURED_EVENT_SLUG), ...all.filter((e) => e.slug !== FEATURED_EVENT_SLUG)];
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        root.current?.querySelector<HTMLButtonElement>('button')?.focus();
      }
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="nav-dropdown" ref={root}>
      <button
        type="button"
        className="nav-link nav-dropdown-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('shell.nav.events')} <span aria-hidden="true">▾</span>
      </button>
      <ul id={menuId} className="nav-dropdown-menu" hidden={!open}>
        {series.map((e) => (
          <li key={e._id}>
            <Link
              to={`/events/${e.slug}`}
              onClick={() => {
                setOpen(false);
                onNavigate();
              }}
            >
              <span>{e.event}</span>
              <small>{format.edition(e.event_edition)}</small>
            </Link>
          </li>
        ))}
        {series.length === 0 && (
          <li className="nav-dropdown-empty">
            {loading ? t('shell.events.loading') : error ? formatError(error) : t('shell.events.none')}
          </li>
        )}
      </ul>
    </div>
  );
}

export function Header() {
  const { user } = useSession();
  const { openLogin, openSignup } = useAuthDialogs();
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();
  const close = () => setMenuOpen(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape closes the phone menu (after an open events list inside it) and hands focus back to its button.
  const onKeyDown = (e: ReactKeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Escape' || !menuOpen || e.currentTarget.querySelector('.nav-dropdown-menu:not([hidden])')) return;
    setMenuOpen(false);
    toggle.current?.focus();
  };

  // The spec closes the mobile menu once the window is wide enough for the desktop bar.
  useEffect(() => {
    const mq = window.matchMedia(`(min-width: ${MOBILE_MENU_BREAKPOINT}px)`);
    const onChange = () => {
      if (mq.matches) setMenuOpen(false);
    };
    onChange();
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);

  const isAdmin = mayOpenAdmin(user);

  return (
    <header className="site-header" onKeyDown={onKeyDown}>
      <div className="header-bar">
        <Link to="/" className="brand" aria-label={t('shell.brandHome')} onClick={close}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>Pitchside</span>
        </Link>
        <NotificationBell />
        <button
          type="button"
          className="menu-toggle"
          ref={toggle}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t('shell.closeMenu') : t('shell.openMenu')}
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
        </button>
        <nav id={menuId} className={`main-nav ${menuOpen ? 'is-open' : ''}`} aria-label={t('shell.nav.main')}>
          <ul className="nav-links">
            <li>
              <NavLink to="/" end className="nav-link" onClick={close}>
                {t('shell.nav.home')}
              </NavLink>
            </li>
            <li>
              <EventsMenu onNavigate={close} />
            </li>
            <li>
              <NavLink to="/contact-us" className="nav-link" onClick={close}>
                {t('shell.nav.contact')}
              </NavLink>
            </li>
            <li>
              {/* The spec's nav showed this link disabled while its page was unfinished; the page is built. */}
              <NavLink to="/rankings" className="nav-link" onClick={close}>
                {t('shell.nav.leaderboards')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/loyalty-card" className="nav-link" onClick={close}>
                {t('shell.nav.loyalty')}
              </NavLink>
            </li>
          </ul>
          {isAdmin && (
            <Suspense fallback={null}>
              <AdminLinks mobile onNavigate={close} />
            </Suspense>
          )}
          <div className="nav-account">
            <LanguageSwitcher onChange={(locale) => user && void saveLocale(locale)} />
            {user ? (
              <Link to="/profile" className="btn btn-ghost account-button" onClick={close}>
                <span className="avatar-dot" aria-hidden="true">
                  {user.fullName.trim().charAt(0).toUpperCase()}
                </span>
                <Name>{user.fullName}</Name>
              </Link>
            ) : (
              <>
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => {
                    close();
                    openLogin();
                  }}
                >
                  {t('shell.nav.login')}
                </button>
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => {
                    close();
                    openSignup();
                  }}
                >
                  {t('shell.nav.signup')}
                </button>
              </>
            )}
          </div>
        </nav>
      </div>
      {isAdmin && (
        <Suspense fallback={null}>
          <AdminLinks />
        </Suspense>
      )}
    </header>
  );
}
