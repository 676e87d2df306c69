import { lazy, Suspense } from 'react';
import { useTrouble } from '../../data/connection-trouble';
import { useOnline } from '../../data/online';

// The notice itself is fetched the first time it is needed (it is precached for offline use).
const FreshnessNotice = lazy(() => import('./freshness-notice'));

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
