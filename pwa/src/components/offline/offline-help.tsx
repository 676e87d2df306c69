import { lazy, Suspense } from 'react';
import { withLaterTexts } from '../../i18n';

const SavedList = lazy(withLaterTexts(() => import('./saved-list')));

/** Under "hasn't been saved on this device": what is saved instead, with links (its own chunk). */
export function OfflineHelp() {
  return (
    <Suspense fallback={null}>
      <SavedList />
    </Suspense>
  );
}
