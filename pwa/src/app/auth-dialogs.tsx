import { withLaterTexts } from '../i18n';
import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';

export type AuthDialogKind = 'login' | 'signup';

interface AuthDialogs {
  open: AuthDialogKind | null;
  openLogin: () => void;
  openSignup: () => void;
  close: () => void;
}

const Ctx = createContext<AuthDialogs | null>(null);

// The forms load on first use so the home page stays light.
// Their texts follow the first paint: code and texts arrive together.
const LoginDialog = lazy(withLaterTexts(() => import('../components/auth/login-dialog')));
const SignupDialog = lazy(withLaterTexts(() => import('../components/auth/signup-dialog')));

export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  // A coach's invitation links to the site with ?signup=coach: the sign-up form opens at once.
  const [open, setOpen] = useState<AuthDialogKind | null>(() =>
    typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('signup') ? 'signup' : null,
  );
  const value = useMemo<AuthDialogs>(
    () => ({ open, openLogin: () => setOpen('login'), openSignup: () => setOpen('signup'), close: () => setOpen(null) }),
    [open],
  );
  return (
    <Ctx.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {open === 'login' && <LoginDialog />}
        {open === 'signup' && <SignupDialog />}
      </Suspense>
    </Ctx.Provider>
  );
}

export function useAuthDialogs(): AuthDialogs {
  const c = useContext(Ctx);
  if (!c) throw new Error('useAuthDialogs must be used inside AuthDialogsProvider');
  return c;
}
