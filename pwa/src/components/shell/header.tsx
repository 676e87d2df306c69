import { MOBILE_MENU_BREAKPOINT } from '@pitchside/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useAuthDialogs } from '../../app/auth-dialogs';
import { useSession } from '../../app/session';
import { FEATURED_EVENT_SLUG, useEventSeries } from '../../data/events';
import { editionLabel } from '@pitchside/shared';
import { LanguageSwitcher } from '../../i18n';
import './header.css';

export const ADMIN_LINKS = [
  { to: '/admin/requests', label: 'Requests' },
  { to: '/admin/events', label: 'Events' },
  { to: '/admin/teams', label: 'Teams' },
  { to: '/admin/players', label: 'Players' },
  { to: '/admin/standings', label: 'Standings' },
  { to: '/admin/games', label: 'Games' },
  { to: '/admin/contact', label: 'Contact' },
  { to: '/admin/rankings', label: 'Rankings' },
  { to: '/admin/gift-codes', label: 'Gift Codes' },
] as const;

function EventsMenu({ onNavigate }: { onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
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
        Events <span aria-hidden="true">▾</span>
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
              <small>{editionLabel(e.event_edition)}</small>
            </Link>
          </li>
        ))}
        {series.length === 0 && (
          <li className="nav-dropdown-empty">{loading ? 'Loading events…' : error ? error.message : 'No events yet'}</li>
        )}
      </ul>
    </div>
  );
}

export function Header() {
  const { user } = useSession();
  const { openLogin, openSignup } = useAuthDialogs();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();
  const close = () => setMenuOpen(false);

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
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const isAdmin = !!user?.isAdmin;

  return (
    <header className="site-header">
      <div className="header-bar">
        <Link to="/" className="brand" aria-label="Pitchside home" onClick={close}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>Pitchside</span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
        </button>
        <nav id={menuId} className={`main-nav ${menuOpen ? 'is-open' : ''}`} aria-label="Main">
          <ul className="nav-links">
            <li>
              <NavLink to="/" end className="nav-link" onClick={close}>
                Home
              </NavLink>
            </li>
            <li>
              <EventsMenu onNavigate={close} />
            </li>
            <li>
              <NavLink to="/contact-us" className="nav-link" onClick={close}>
                Contact
              </NavLink>
            </li>
            <li>
              {/* The spec's nav showed this link disabled while its page was unfinished; the page is built. */}
              <NavLink to="/rankings" className="nav-link" onClick={close}>
                Leaderboards
              </NavLink>
            </li>
            <li>
              <NavLink to="/loyalty-card" className="nav-link" onClick={close}>
                Loyalty Card
              </NavLink>
            </li>
          </ul>
          {isAdmin && (
            <ul className="nav-admin-mobile" aria-label="Admin">
              {ADMIN_LINKS.map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to} className="nav-link" onClick={close}>
                    {l.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          )}
          <div className="nav-account">
            <LanguageSwitcher />
            {user ? (
              <Link to="/profile" className="btn btn-ghost account-button" onClick={close}>
                <span className="avatar-dot" aria-hidden="true">
                  {user.fullName.trim().charAt(0).toUpperCase()}
                </span>
                {user.fullName}
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
                  Login
                </button>
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => {
                    close();
                    openSignup();
                  }}
                >
                  Sign Up
                </button>
              </>
            )}
          </div>
        </nav>
      </div>
      {isAdmin && (
        <nav className="admin-bar" aria-label="Admin">
          <ul>
            {ADMIN_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to}>{l.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
