import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageLoading } from '../components/states';
import { useT } from '../i18n';
import { NotFoundPage } from '../routes/not-found-page';
import { SyncProvider } from '../sync/sync-context';
import { SyncStatusBar } from './sync-status-bar';
import './admin.css';

const loaders = {
  games: () => import('./games/games-manager-page'),
  giftCodes: () => import('./gift-codes/gift-codes-page'),
  contact: () => import('./contact/contact-messages-page'),
  events: () => import('./setup/events-page'),
  teams: () => import('./setup/teams-page'),
  players: () => import('./setup/players-page'),
  import: () => import('./import/import-page'),
  requests: () => import('./requests/requests-page'),
  standings: () => import('./standings/standings-manager-page'),
  rankings: () => import('./rankings/rankings-manager-page'),
  schedule: () => import('./schedule/schedule-page'),
  staff: () => import('./staff/staff-page'),
  suspensions: () => import('./suspensions/suspensions-page'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

/** Shown instead of a screen whose code is not on this device and cannot be fetched (offline). */
function NotOnDevice() {
  const t = useT();
  return (
    <section className="page narrow">
      <p className="form-message is-error" role="alert">
        {t('admin-common.screenNotSaved')}
      </p>
      <p className="actions">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('admin-common.retry')}
        </button>
      </p>
    </section>
  );
}

// A screen whose code cannot load says so inside the admin area (sync bar and menu kept) rather than
// replacing the whole app with "Something went wrong".
const screen = (load: () => Promise<{ default: ComponentType }>) => lazy(() => load().catch(() => ({ default: NotOnDevice })));
const GamesManagerPage = screen(loaders.games);
const GiftCodesPage = screen(loaders.giftCodes);
const ContactMessagesPage = screen(loaders.contact);
const EventsPage = screen(loaders.events);
const TeamsPage = screen(loaders.teams);
const PlayersPage = screen(loaders.players);
const ImportPage = screen(loaders.import);
const RequestsPage = screen(loaders.requests);
const StandingsManagerPage = screen(loaders.standings);
const RankingsManagerPage = screen(loaders.rankings);
const SchedulePage = screen(loaders.schedule);
const StaffPage = screen(loaders.staff);
const SuspensionsPage = screen(loaders.suspensions);

/** /admin/*, mounted by the admin gate for admins only; the sync status bar sits above every screen. */
export default function AdminRoutes() {
  // Every screen's code, fetched as soon as the area opens (the service worker also caches the
  // admin files on sign-in: warm-admin-code.ts), so the admin can move between them without signal.
  useEffect(() => {
    void Promise.all(Object.values(loaders).map((load) => load())).catch(() => {});
  }, []);
  return (
    <SyncProvider>
      <SyncStatusBar />
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route index element={<Navigate to="games" replace />} />
          <Route path="games" element={<GamesManagerPage />} />
          <Route path="gift-codes" element={<GiftCodesPage />} />
          <Route path="contact" element={<ContactMessagesPage />} />
          <Route path="requests" element={<RequestsPage />} />
          <Route path="standings" element={<StandingsManagerPage />} />
          <Route path="rankings" element={<RankingsManagerPage />} />
          <Route path="events" element={<EventsPage />} />
          <Route path="events/:eventId/staff" element={<StaffPage />} />
          <Route path="events/:eventId/suspensions" element={<SuspensionsPage />} />
          <Route path="schedule" element={<SchedulePage />} />
          <Route path="teams" element={<TeamsPage />} />
          <Route path="players" element={<PlayersPage />} />
          <Route path="import" element={<ImportPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </SyncProvider>
  );
}
