import { lazy, Suspense } from 'react';
import { useTrouble } from '../../data/connection-trouble';
import { useOnline } from '../../data/online';

// The notice itself is fetched the first time it is needed (it is precached for offline use). A
// device that loses its signal before the app is saved for offline cannot fetch it: it goes without
// the notice rather than losing the whole screen (a volunteer's open goal dialog, say).
const FreshnessNotice = lazy(() => import('./freshness-notice').catch(() => ({ default: () => null })));

/** Shows the freshness notice whenever what is on screen may be older than live. */
export function FreshnessGate() {
  const online = useOnline();
  const trouble = useTrouble();
  if (online && trouble === null) return null;
  return (
    <Suspense fallback={null}>
      <FreshnessNotice />
    </Suspense>
  );
}
