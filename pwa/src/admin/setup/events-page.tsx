import { useState } from 'react';
import { logoUrl, type PublicEvent } from '@pitchside/shared';
import { PageLoading } from '../../components/states';
import { Tabs } from '../../components/tabs';
import { apiGet } from '../../data/api';
import { useFormat, useT } from '../../i18n';
import { Flash, useFlash } from '../flash';
import { send } from './admin-api';
import { ConfirmDialog, useRemovalLines, type Removes } from './confirm-dialog';
import { EventCreateForm } from './event-create-form';
import { EventEditor } from './event-editor';
import { useAdminCatalogs } from '../use-admin-catalogs';
import { eventOptionLabel, useEvents } from './use-events';
import './setup.css';
import { useDocumentTitle } from '../../app/use-title';
import { useSession } from '../../app/session';
import { inStaffEditions, staffEditions } from '../../app/staff-roles';
import { Link } from '../../components/link';

type Tab = 'manage' | 'add';

/** /admin/events: Event Management (admin spec): 'Manage Events' and 'Add New Event'. */
export default function EventsPage() {
  const ready = useAdminCatalogs();
  return ready ? <EventsScreen /> : <PageLoading />;
}

function EventsScreen() {
  const t = useT();
  useDocumentTitle([t('admin-events.title')]);
  const { ordinal } = useFormat();
  const removalLines = useRemovalLines();
  const { events: all, failed, notKept, loading, reload } = useEvents();
  const { user } = useSession();
  // An organiser sees only their own events here (the server refuses the others anyway).
  const mine = staffEditions(user);
  const events = all.filter((e) => inStaffEditions(mine, e));
  const [tab, setTab] = useState<Tab>('manage');
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ event: PublicEvent; removes: Removes } | null>(null);
  const [busy, setBusy] = useState(false);
  const { message, show } = useFlash(8000);

  const askDelete = async (event: PublicEvent) => {
    try {
      const res = await apiGet(`/api/events/${event._id}/delete-summary`);
      setDeleting({ event, removes: res.removes });
    } catch {
      show(t('admin-events.deleteFailed'), 'error');
    }
  };
  const doDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await send('DELETE', `/api/events/${deleting.event._id}`);
      show(t('admin-events.deleted'), 'success');
      if (editing === deleting.event._id) setEditing(null);
      await reload();
    } catch {
      show(t('admin-events.deleteFailed'), 'error');
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const series = [...new Set(events.map((e) => e.event))];
  const editingEvent = events.find((e) => e._id === editing);

  return (
    <section className="page narrow setup-page">
      <h1 className="page-title">{t('admin-events.title')}</h1>
      <Tabs
        idBase="admin-events"
        label={t('admin-events.title')}
        items={[
          { key: 'manage', label: t('admin-events.tabManage') },
          // A new event is a site admin's to make; an organiser is given existing ones.
          ...(user?.isAdmin ? [{ key: 'add' as const, label: t('admin-events.tabAdd') }] : []),
        ]}
        selected={tab}
        onSelect={setTab}
      />
      <div id="admin-events-panel" role="tabpanel" aria-labelledby={`admin-events-tab-${tab}`}>
        <Flash message={message} />
        {tab === 'add' ? (
          <EventCreateForm
            series={series}
            onCreated={(e) => {
              void reload();
              setEditing(e._id);
              setTab('manage');
              show(t('admin-events.created'), 'success');
            }}
          />
        ) : (
          <>
            {editingEvent && (
              <EventEditor key={editingEvent._id} event={editingEvent} onSaved={() => void reload()} onClose={() => setEditing(null)} />
            )}
            {loading ? (
              <PageLoading />
            ) : failed ? (
              <p className="form-message is-error">{t(notKept ? 'api.offlineNoData' : 'admin-events.fetchFailed')}</p>
            ) : events.length === 0 ? (
              <p className="muted">{t('admin-events.none')}</p>
            ) : (
              <ul className="setup-list">
                {events.map((e) => (
                  <li key={e._id} className="card setup-row">
                    {e.event_logo ? (
                      <img src={logoUrl(e.event_logo, 64) ?? ''} alt="" width={48} height={48} className="setup-logo" />
                    ) : (
                      <span className="setup-logo" />
                    )}
                    <div className="setup-row-text">
                      <strong>{eventOptionLabel(e, ordinal)}</strong>
                      <span className="muted">{t('admin-events.ageGroupCount', { count: e.ageGroups.length })}</span>
                    </div>
                    <div className="setup-row-actions">
                      <Link
                        to={`/admin/events/${e._id}/staff`}
                        className="btn btn-ghost"
                        aria-label={t('admin-staff.openNamed', { name: eventOptionLabel(e, ordinal) })}
                      >
                        {t('admin-staff.open')}
                      </Link>
                      <Link
                        to={`/admin/events/${e._id}/suspensions`}
                        className="btn btn-ghost"
                        aria-label={t('admin-suspensions.openNamed', { name: eventOptionLabel(e, ordinal) })}
                      >
                        {t('admin-suspensions.open')}
                      </Link>
                      <button
                        type="button"
                        className="btn btn-ghost"
                        onClick={() => setEditing(e._id)}
                        aria-label={t('admin-events.editNamed', { name: eventOptionLabel(e, ordinal) })}
                      >
                        {t('admin-events.edit')}
                      </button>
                      {user?.isAdmin ? (
                        <button
                          type="button"
                          className="btn btn-ghost"
                          onClick={() => void askDelete(e)}
                          aria-label={t('admin-events.deleteNamed', { name: eventOptionLabel(e, ordinal) })}
                        >
                          {t('admin-events.delete')}
                        </button>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      {deleting && (
        <ConfirmDialog
          title={t('admin-events.deleteTitle', { name: eventOptionLabel(deleting.event, ordinal) })}
          lines={removalLines(deleting.removes)}
          confirmLabel={t('admin-events.delete')}
          busy={busy}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void doDelete()}
        />
      )}
    </section>
  );
}
