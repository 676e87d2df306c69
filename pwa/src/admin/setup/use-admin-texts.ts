import { useEffect, useState } from 'react';
import { loadAdminCatalogs } from '../../i18n';

/** Admin texts are their own download: the screen renders once they are in (offline too, precached). */
export function useAdminTexts(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadAdminCatalogs()
      .catch(() => undefined)
      .then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
