import { NavLink } from '../link';
import { useSession } from '../../app/session';
import { allowedAdminLinks } from '../../app/staff-roles';
import { useT } from '../../i18n';

/** `label` is the spec's English name; screens show `t(labelKey)`. */
export const ADMIN_LINKS = [
  { to: '/admin/requests', label: 'Requests', labelKey: 'shell.admin.requests' },
  { to: '/admin/events', label: 'Events', labelKey: 'shell.admin.events' },
  { to: '/admin/teams', label: 'Teams', labelKey: 'shell.admin.teams' },
  { to: '/admin/players', label: 'Players', labelKey: 'shell.admin.players' },
  { to: '/admin/standings', label: 'Standings', labelKey: 'shell.admin.standings' },
  { to: '/admin/schedule', label: 'Schedule', labelKey: 'shell.admin.schedule' },
  { to: '/admin/games', label: 'Games', labelKey: 'shell.admin.games' },
  { to: '/admin/contact', label: 'Contact', labelKey: 'shell.admin.contact' },
  { to: '/admin/rankings', label: 'Rankings', labelKey: 'shell.admin.rankings' },
  { to: '/admin/gift-codes', label: 'Gift Codes', labelKey: 'shell.admin.giftCodes' },
] as const;

/**
 * The admin links (the phone menu's list, or the bar under the header) for staff only: the header
 * loads this file lazily, so a fan's first load carries neither the links nor the role rules.
 * Organisers and scorers get the links their role opens; the server refuses the rest anyway.
 */
export default function AdminLinks({ mobile, onNavigate }: { mobile?: boolean; onNavigate?: () => void }) {
  const { user } = useSession();
  const t = useT();
  const links = allowedAdminLinks(ADMIN_LINKS, user);
  if (links.length === 0) return null;
  const items = links.map((l) => (
    <li key={l.to}>
      <NavLink to={l.to} className={mobile ? 'nav-link' : undefined} onClick={onNavigate}>
        {t(l.labelKey)}
      </NavLink>
    </li>
  ));
  return mobile ? (
    <ul className="nav-admin-mobile" aria-label={t('shell.nav.admin')}>
      {items}
    </ul>
  ) : (
    <nav className="admin-bar" aria-label={t('shell.nav.admin')}>
      <ul>{items}</ul>
    </nav>
  );
}
