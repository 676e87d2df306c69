import type { AdminRequest, FlaggableField, RequestStats } from '@pitchside/shared';
import { useCallback, useEffect, useState } from 'react';
import { Dialog } from '../../components/dialog';
import { PageLoading } from '../../components/states';
import { ApiError, apiGet, apiPost } from '../../data/api';
import { formatError, useT } from '../../i18n';
import { Flash, useFlash } from '../flash';
import { DeclineDialog } from './decline-dialog';
import { RequestCard } from './request-card';
import './requests.css';
import { useDocumentTitle } from '../../app/use-title';

const STAT_LABELS = {
  pending: 'admin-requests.stats.pending',
  approved: 'admin-requests.stats.approved',
  rejected: 'admin-requests.stats.rejected',
  total: 'admin-requests.stats.total',
} as const;
const STAT_KEYS = Object.keys(STAT_LABELS) as (keyof typeof STAT_LABELS)[];

/**
 * /admin/requests: counts and the pending player registrations with their photos; approve, or decline
 * with a reason and the fields to review (admin spec section 2). Personal data, fetched fresh and
 * never kept on the device; the ID photos come from an admin-only route the service worker never caches.
 */
export default function RequestsPage() {
  const t = useT();
  useDocumentTitle([t('admin-requests.title')]);
  const [requests, setRequests] = useState<AdminRequest[] | null>(null);
  const [stats, setStats] = useState<RequestStats | null>(null);
  const [loadError, setLoadError] = useState('');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [declining, setDeclining] = useState<AdminRequest | null>(null);
  const [enlarged, setEnlarged] = useState<{ src: string; label: string } | null>(null);
  const { message, show } = useFlash(6000);

  const load = useCallback(async () => {
    try {
      const [list, counts] = await Promise.all([apiGet('/api/admin/requests/pending'), apiGet('/api/admin/requests/stats')]);
      setRequests(list.requests);
      setStats(counts.stats);
      setLoadError('');
    } catch (err) {
      setLoadError(formatError(err));
      setRequests((r) => r ?? []);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const approve = async (r: AdminRequest) => {
    setBusyId(r._id);
    try {
      await apiPost(`/api/admin/requests/${r._id}/approve`);
      show(t('api.requestApproved'), 'success');
      await load();
    } catch (err) {
      show(
        err instanceof ApiError && !err.isNetwork
          ? t('admin-requests.approveFailed', { message: formatError(err) })
          : t('admin-requests.approveError'),
        'error',
      );
    } finally {
      setBusyId(null);
    }
  };

  const decline = async (r: AdminRequest, reason: string, flaggedFields: FlaggableField[]) => {
    setBusyId(r._id);
    try {
      await apiPost(`/api/admin/requests/${r._id}/decline`, { reason, flaggedFields });
      setDeclining(null);
      show(t('api.requestDeclined'), 'success');
      await load();
    } catch (err) {
      show(
        err instanceof ApiError && !err.isNetwork
          ? t('admin-requests.declineFailed', { message: formatError(err) })
          : t('admin-requests.declineError'),
        'error',
      );
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section className="page requests-page">
      <h1 className="page-title">{t('admin-requests.title')}</h1>
      <ul className="requests-stats" aria-label={t('admin-requests.statsLabel')}>
        {STAT_KEYS.map((k) => (
          <li key={k} className={`card requests-stat is-${k}`}>
            <strong>{stats ? stats[k] : '–'}</strong>
            <span>{t(STAT_LABELS[k])}</span>
          </li>
        ))}
      </ul>
      <Flash message={message} />
      {loadError ? (
        <p className="form-message is-error" role="alert">
          {loadError}
        </p>
      ) : null}
      {requests === null ? (
        <PageLoading text={t('admin-requests.loading')} />
      ) : requests.length === 0 ? (
        <p className="card muted requests-empty">{t('admin-requests.empty')}</p>
      ) : (
        <div className="requests-list">
          {requests.map((r) => (
            <RequestCard
              key={r._id}
              request={r}
              busy={busyId === r._id}
              onEnlarge={(src, label) => setEnlarged({ src, label })}
              onApprove={() => void approve(r)}
              onDecline={() => setDeclining(r)}
            />
          ))}
        </div>
      )}
      {declining ? (
        <DeclineDialog
          applicant={declining.userId.fullName}
          onCancel={() => setDeclining(null)}
          onDecline={(reason, flags) => decline(declining, reason, flags)}
        />
      ) : null}
      {enlarged ? (
        <Dialog title={enlarged.label} onClose={() => setEnlarged(null)} className="photo-dialog">
          <img className="photo-dialog__img" src={enlarged.src} alt={enlarged.label} />
        </Dialog>
      ) : null}
    </section>
  );
}
