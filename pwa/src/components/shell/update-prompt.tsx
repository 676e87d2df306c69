import { useEffect, useState } from 'react';
import { useT } from '../../i18n';

type Updater = (reload?: boolean) => Promise<void>;

export interface RegisterOptions {
  onNeedRefresh: () => void;
  onOfflineReady: () => void;
}
/** Registers the service worker and returns the function that activates a waiting one. */
export type RegisterServiceWorker = (options: RegisterOptions) => Promise<Updater | null>;

// Kept in its own module, loaded after first paint, so the page never waits on the service worker.
const registerServiceWorker: RegisterServiceWorker = async (options) => (await import('./register-sw')).registerServiceWorker(options);

/**
 * When a new version is waiting, asks before switching: a fan in the middle of a match page should
 * not have the app reload under them. Only the Reload button activates the new version.
 */
export function UpdatePrompt({ register = registerServiceWorker }: { register?: RegisterServiceWorker }) {
  const [update, setUpdate] = useState<Updater | null>(null);
  const [offlineReady, setOfflineReady] = useState(false);
  const t = useT();

  useEffect(() => {
    let cancelled = false;
    let updateSW: Updater | null = null;
    let waiting = false;
    void register({
      onNeedRefresh: () => {
        waiting = true;
        if (!cancelled && updateSW) setUpdate(() => updateSW);
      },
      onOfflineReady: () => !cancelled && setOfflineReady(true),
    }).then((fn) => {
      updateSW = fn;
      // A worker already waiting may be reported before registration hands back its updater.
      if (!cancelled && fn && waiting) setUpdate(() => fn);
    });
    return () => {
      cancelled = true;
    };
  }, [register]);

  useEffect(() => {
    if (!offlineReady) return;
    const t = setTimeout(() => setOfflineReady(false), 5000);
    return () => clearTimeout(t);
  }, [offlineReady]);

  if (update) {
    return (
      <div className="toast" role="alert">
        <span>{t('shell.update.available')}</span>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => void update(true)}>
          {t('common.reload')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setUpdate(null)}>
          {t('shell.update.later')}
        </button>
      </div>
    );
  }
  if (offlineReady) {
    return (
      <div className="toast" role="status">
        {t('shell.update.offlineReady')}
      </div>
    );
  }
  return null;
}
