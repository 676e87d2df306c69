import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../app/session';
import { useT, withLaterTexts } from '../../i18n';
import { notifyPlayersChanged } from './players-events';

const RegistrationDialog = lazy(withLaterTexts(() => import('./registration-dialog')));

/** The floating 'Register As Player' button: for a signed-in member who is not a player (spec section 2). */
export function RegisterPlayerButton() {
  const t = useT();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // Not over the admin screens: courtside, it would sit on the Games Manager's controls.
  if (!user || user.type === 'player' || pathname.startsWith('/admin')) return null;
  return (
    <>
      <button type="button" className="btn btn-primary register-player-fab" onClick={() => setOpen(true)}>
        {t('shell.registerPlayer')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <RegistrationDialog onClose={() => setOpen(false)} onSubmitted={notifyPlayersChanged} />
        </Suspense>
      ) : null}
    </>
  );
}
