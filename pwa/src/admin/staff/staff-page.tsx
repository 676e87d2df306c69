import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { PublicEvent } from '@pitchside/shared';
import { useDocumentTitle } from '../../app/use-title';
import { useSession } from '../../app/session';
import { managesSeries, mayManageEvent, rolesOf } from '../../app/staff-roles';
import { Link } from '../../components/link';
import { Name } from '../../components/name';
import { PageLoading } from '../../components/states';
import { apiGet } from '../../data/api';
import { useFormat, useT } from '../../i18n';
import { useAdminCatalogs } from '../use-admin-catalogs';
import { useEvents } from '../setup/use-events';
import { EventHistory } from './event-history';
import { ScoreLinks } from './score-links';
import { staffInvitations, staffRows, type StaffInvitation, type StaffRow } from './staff-api';
import { StaffEditor } from './staff-editor';
import { StaffInvite } from './staff-invite';
import '../setup/setup.css';
import './staff.css';

/** /admin/events/:eventId/staff: who runs and scores an event, and its score-entry links. */
export default function StaffPage() {
  const ready = useAdminCatalogs();
  return ready ? <StaffScreen /> : <PageLoading />;
}

function StaffScreen() {
  const t = useT();
  const format = useFormat();
  const { user } = useSession();
  const { eventId = '' } = useParams();
  const { events, loading, failed } = useEvents();
  const listed = events.find((e) => e._id === eventId);
  // The events list carries no venues: the edition's own answer has its pitches, for the scopes.
  const [venues, setVenues] = useState<PublicEvent['venues']>(undefined);
  useEffect(() => {
    if (!eventId) return;
    let live = true;
    apiGet(`/api/events/${eventId}`)
      .then((body) => live && setVenues(body.event?.venues ?? []))
      .catch(() => live && setVenues([]));
    return () => {
      live = false;
    };
  }, [eventId]);
  const event = listed && venues ? { ...listed, venues } : undefined;
  useDocumentTitle([t('admin-staff.title')]);
  return (
    <section className="page narrow setup-page staff-page">
      <p className="staff-back">
        <Link to="/admin/events">{t('admin-staff.back')}</Link>
      </p>
      <h1 className="page-title">{t('admin-staff.title')}</h1>
      {loading || (listed && !venues) ? (
        <PageLoading />
      ) : failed || !event ? (
        <p className="form-message is-error">{t(failed ? 'admin-staff.fetchFailed' : 'admin-staff.noEvent')}</p>
      ) : !mayManageEvent(user, { id: event._id, slug: event.slug }) ? (
        <p className="form-message is-error">{t('admin-staff.notYours')}</p>
      ) : (
        <>
          <p className="staff-event">
            <Name>{event.event}</Name> <span className="muted">{format.edition(event.event_edition)}</span>
          </p>
          <StaffOfEvent event={event} />
          <ScoreLinks event={event} />
          <EventHistory eventId={event._id} />
        </>
      )}
    </section>
  );
}

function StaffOfEvent({ event }: { event: PublicEvent }) {
  const t = useT();
  const { user } = useSession();
  const [rows, setRows] = useState<StaffRow[] | null>(null);
  const [invited, setInvited] = useState<StaffInvitation[]>([]);
  // A member added by e-mail joins the list the editor holds: it starts again from the server's list.
  const [listVersion, setListVersion] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    apiGet(`/api/events/${event._id}/staff`)
      .then((body) => {
        if (!live) return;
        setRows(staffRows(body));
        setInvited(staffInvitations(body));
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [event._id]);
  if (failed) return <p className="form-message is-error">{t('admin-staff.staffFailed')}</p>;
  if (!rows) return <PageLoading />;
  const reviews =
    !!user &&
    (user.isAdmin ||
      rolesOf(user).some(
        (r) => r.role === 'registration.review' && r.eventSlug === event.slug && (r.editionId === null || r.editionId === event._id),
      ));
  return (
    <>
      <StaffEditor
        key={listVersion}
        event={event}
        initial={rows}
        series={managesSeries(user, event.slug)}
        mayGrantReview={reviews}
        onSaved={setRows}
      />
      <StaffInvite
        eventId={event._id}
        invitations={invited}
        onAnswer={(answer) => {
          setInvited(staffInvitations(answer));
          if (answer.added) {
            setRows(staffRows(answer));
            setListVersion((v) => v + 1);
          }
        }}
      />
    </>
  );
}
