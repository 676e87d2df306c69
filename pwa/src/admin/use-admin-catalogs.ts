import { useEffect, useState } from 'react';
import { loadAdminCatalogs } from '../i18n';

/** Admin texts load on demand (kept out of the public download): true once they are in. */
export function useAdminCatalogs(): boolean {
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
