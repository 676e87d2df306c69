import { useEffect, useState } from 'react';

type Updater = (reload?: boolean) => Promise<void>;

/**
 * Registers the service worker and, when a new version is waiting, asks before switching: a fan
 * in the middle of a match page should not have the app reload under them.
 */
export function UpdatePrompt() {
  const [update, setUpdate] = useState<Updater | null>(null);
  const [offlineReady, setOfflineReady] = useState(false);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    void import('virtual:pwa-register').then(({ registerSW }) => {
      if (cancelled) return;
      const updateSW = registerSW({
        onNeedRefresh: () => setUpdate(() => updateSW),
        onOfflineReady: () => setOfflineReady(true),
      });
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!offlineReady) return;
    const t = setTimeout(() => setOfflineReady(false), 5000);
    return () => clearTimeout(t);
  }, [offlineReady]);

  if (update) {
    return (
      <div className="toast" role="alert">
        <span>Update available</span>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => void update(true)}>
          Reload
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setUpdate(null)}>
          Later
        </button>
      </div>
    );
  }
  if (offlineReady) {
    return (
      <div className="toast" role="status">
        Ready to work offline
      </div>
    );
  }
  return null;
}
