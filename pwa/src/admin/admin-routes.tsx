import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageLoading } from '../components/states';
import { NotFoundPage } from '../routes/not-found-page';
import { SyncProvider } from '../sync/sync-context';
import { SyncStatusBar } from './sync-status-bar';
import './admin.css';

const loadGamesManager = () => import('./games/games-manager-page');
const loadGiftCodes = () => import('./gift-codes/gift-codes-page');
const loadContactMessages = () => import('./contact/contact-messages-page');
const loadEvents = () => import('./setup/events-page');
const loadTeams = () => import('./setup/teams-page');
const loadPlayers = () => import('./setup/players-page');
const loadRequests = () => import('./requests/requests-page');
const loadStandings = () => import('./standings/standings-manager-page');
const loadRankings = () => import('./rankings/rankings-manager-page');
const GamesManagerPage = lazy(loadGamesManager);
const GiftCodesPage = lazy(loadGiftCodes);
const ContactMessagesPage = lazy(loadContactMessages);
const EventsPage = lazy(loadEvents);
const TeamsPage = lazy(loadTeams);
const PlayersPage = lazy(loadPlayers);
const RequestsPage = lazy(loadRequests);
const StandingsManagerPage = lazy(loadStandings);
const RankingsManagerPage = lazy(loadRankings);

/** /admin/*, mounted by the admin gate for admins only; the sync status bar sits above every screen. */
export default function AdminRoutes() {
  // Admin code is not in the fans' precache: once the area opens online, every admin screen is fetched
  // (and kept by the service worker), so the admin can move between them courtside without signal.
  useEffect(() => {
    void Promise.all([
      loadGamesManager(),
      loadGiftCodes(),
      loadContactMessages(),
      loadEvents(),
      loadTeams(),
      loadPlayers(),
      loadRequests(),
    ]).catch(() => {});
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
          <Route path="teams" element={<TeamsPage />} />
          <Route path="players" element={<PlayersPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </SyncProvider>
  );
}
