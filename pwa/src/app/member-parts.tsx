import { lazy, Suspense } from 'react';
import { withLaterTexts } from '../i18n';
import { useSession } from './session';

const Bell = lazy(withLaterTexts(() => import('../components/players/notification-bell').then((m) => ({ default: m.NotificationBell }))));

/**
 * The notification bell, for signed-in members only: a visitor's first load does not carry its code.
 * While it loads, an empty box of its size holds its place in the header, so nothing moves.
 */
export function NotificationBell() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense
      fallback={
        <div className="bell" aria-hidden="true">
          <span className="bell-button" />
        </div>
      }
    >
      <Bell />
    </Suspense>
  );
}
