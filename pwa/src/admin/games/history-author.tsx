import type { HistoryEntry } from '@pitchside/sync';
import { Name } from '../../components/name';
import { useT } from '../../i18n';

const ROLE_KEYS = {
  admin: 'admin-games.historyRole.admin',
  organiser: 'admin-games.historyRole.organiser',
  scorer: 'admin-games.historyRole.scorer',
} as const;

/**
 * Who made a change, as the trail names them: their name, their role in the event (site admin,
 * organiser, scorer) and the score-entry link they came through, if any.
 */
export function HistoryAuthor({ user }: { user: HistoryEntry['user'] }) {
  const t = useT();
  if (!user) return <>{t('admin-games.historyUnknownAdmin')}</>;
  const role = user.role ? t(ROLE_KEYS[user.role]) : null;
  return (
    <>
      <Name>{user.name ?? t('admin-games.historyUnknownAdmin')}</Name>
      {role || user.link ? (
        <span className="muted">
          {' ('}
          {role}
          {role && user.link ? ', ' : null}
          {user.link ? (
            <>
              {t('admin-games.historyLink')} <Name>{user.link}</Name>
            </>
          ) : null}
          {')'}
        </span>
      ) : null}
    </>
  );
}
