import { useState } from 'react';
import { useT } from '../i18n';
import { useSyncRuntime, useSyncStatus } from '../sync/sync-context';

/**
 * The way out for a device whose earlier edits the server lost (its database was restored from a
 * backup): once the admin agrees, the edits the server lacks go again under a new device id, each
 * checked as usual, so nothing is lost and nothing overwrites another admin's change silently.
 */
export function SyncStartOver() {
  const t = useT();
  const rt = useSyncRuntime();
  const { gap } = useSyncStatus();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!gap) return null;
  const send = async () => {
    setBusy(true);
    try {
      await rt.startOver();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <div className="sync-bar-alert" role="alert">
      {confirming ? (
        <>
          <span>{t('admin-sync-recovery.confirm', { count: gap.unsent })}</span>
          <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => void send()}>
            {t('admin-sync-recovery.yes')}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => setConfirming(false)}>
            {t('admin-sync-recovery.cancel')}
          </button>
        </>
      ) : (
        <>
          <span>{t('admin-sync-recovery.lost', { count: gap.unsent })}</span>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setConfirming(true)}>
            {t('admin-sync-recovery.resend')}
          </button>
        </>
      )}
    </div>
  );
}
