import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageLoading } from '../components/states';
import { NotFoundPage } from '../routes/not-found-page';
import { SyncProvider } from '../sync/sync-context';
import { NotAvailablePage } from './not-available-page';
import { SyncStatusBar } from './sync-status-bar';
import './admin.css';

const GamesManagerPage = lazy(() => import('./games/games-manager-page'));
const GiftCodesPage = lazy(() => import('./gift-codes/gift-codes-page'));
const ContactMessagesPage = lazy(() => import('./contact/contact-messages-page'));
const StandingsManagerPage = lazy(() => import('./standings/standings-manager-page'));
const RankingsManagerPage = lazy(() => import('./rankings/rankings-manager-page'));
const EventsPage = lazy(() => import('./setup/events-page'));
const TeamsPage = lazy(() => import('./setup/teams-page'));
const PlayersPage = lazy(() => import('./setup/players-page'));

/** The admin screens of the spec (admin section 2) that are not in this release, with their title's catalog key. */
export const NOT_YET: ReadonlyArray<readonly [path: string, title: string]> = [['requests', 'admin-common.notYet.requests']];

/** /admin/*, mounted by the admin gate for admins only; the sync status bar sits above every screen. */
export default function AdminRoutes() {
  return (
    <SyncProvider>
      <SyncStatusBar />
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route index element={<Navigate to="games" replace />} />
          <Route path="games" element={<GamesManagerPage />} />
          <Route path="gift-codes" element={<GiftCodesPage />} />
          <Route path="contact" element={<ContactMessagesPage />} />
          <Route path="standings" element={<StandingsManagerPage />} />
          <Route path="rankings" element={<RankingsManagerPage />} />
          <Route path="events" element={<EventsPage />} />
          <Route path="teams" element={<TeamsPage />} />
          <Route path="players" element={<PlayersPage />} />
          {NOT_YET.map(([path, title]) => (
            <Route key={path} path={path} element={<NotAvailablePage title={title} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </SyncProvider>
  );
}
