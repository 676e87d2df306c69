import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Layout } from './layout';
import { NotFoundPage } from '../routes/not-found-page';
import { RouteErrorBoundary } from './route-error';
import { laterTexts } from '../i18n';

/*
 * Declarative routes, not the data router: no page uses loaders or actions, and the data-router
 * runtime would weigh on every first load. Each page is its own chunk, so `/` downloads only the
 * home page; Layout's Suspense shows the loading state while a page's code arrives.
 */
/** A page whose texts follow the first paint: its code and its texts arrive together. */
const withLaterTexts =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), laterTexts()]).then(([m]) => m);

const HomePage = lazy(() => import('../routes/home/home-page'));
const ContactPage = lazy(withLaterTexts(() => import('../routes/contact/contact-page')));
const RankingsPage = lazy(() => import('../routes/rankings/rankings-page'));
const EventPage = lazy(() => import('../routes/event/event-page'));
const GamePage = lazy(() => import('../routes/game/game-page'));
const TeamPage = lazy(() => import('../routes/team/team-page'));
const UserPage = lazy(withLaterTexts(() => import('../routes/user/user-page')));
const ProfilePage = lazy(withLaterTexts(() => import('../routes/profile/profile-page')));
const LoyaltyPage = lazy(withLaterTexts(() => import('../routes/loyalty/loyalty-page')));
const VerifyEmailPage = lazy(withLaterTexts(() => import('../routes/verify-email/verify-email-page')));
const ResetPasswordPage = lazy(withLaterTexts(() => import('../routes/reset-password/reset-password-page')));
const AdminGate = lazy(withLaterTexts(() => import('./admin-gate')));

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<HomePage />} />
          <Route path="contact-us" element={<ContactPage />} />
          <Route path="rankings" element={<RankingsPage />} />
          <Route path="events/:eventSlug" element={<EventPage />} />
          <Route path="events/:eventSlug/games/:gameId" element={<GamePage />} />
          <Route path="teams/:teamId" element={<TeamPage />} />
          <Route path="user/:userId" element={<UserPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="loyalty-card" element={<LoyaltyPage />} />
          <Route path="verify-email" element={<VerifyEmailPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route path="admin/*" element={<AdminGate />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
