import { lazy, Suspense, useState, type ComponentType } from 'react';
import { BrowserRouter, matchPath, Route, Routes } from 'react-router';
import { Layout } from './layout';
import { NotFoundPage } from '../routes/not-found-page';
import { RouteErrorBoundary } from './route-error';
import { PageLoading } from '../components/states';
import { loadAdminCatalogs, withLaterTexts } from '../i18n';

/*
 * Declarative routes, not the data router: no page uses loaders or actions, and the data-router
 * runtime would weigh on every first load. Each page is its own chunk, so `/` downloads only the
 * home page; Layout's Suspense shows the loading state while a page's code arrives.
 */
/**
 * A page of its own chunk that, when its code was loaded before it mounts (the first page, see
 * preloadFirstPage), renders at once instead of suspending: a suspended first render would paint the
 * loading state and reveal the page a frame or more later.
 */
function page(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (m) => ((loaded = m.default), m),
      (err: unknown) => {
        loading = null;
        throw err;
      },
    ));
  const Lazy = lazy(preload);
  function Page() {
    // Decided once per mount: switching from the lazy wrapper to the page would remount it.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Page, { preload });
}

const HomePage = page(() => import('../routes/home/home-page'));
const ContactPage = lazy(withLaterTexts(() => import('../routes/contact/contact-page')));
const RankingsPage = page(() => import('../routes/rankings/rankings-page'));
const EventPage = page(() => import('../routes/event/event-page'));
const GamePage = page(() => import('../routes/game/game-page'));
const TeamPage = page(() => import('../routes/team/team-page'));
const UserPage = page(withLaterTexts(() => import('../routes/user/user-page')));
const ProfilePage = lazy(withLaterTexts(() => import('../routes/profile/profile-page')));
const LoyaltyPage = lazy(withLaterTexts(() => import('../routes/loyalty/loyalty-page')));
const VerifyEmailPage = lazy(withLaterTexts(() => import('../routes/verify-email/verify-email-page')));
const ResetPasswordPage = lazy(withLaterTexts(() => import('../routes/reset-password/reset-password-page')));
// The venue board is for a TV, not a phone: its own chunk, drawn without the site's header and footer.
const BoardPage = page(withLaterTexts(() => import('../routes/board/board-page')));
const AdminGate = lazy(withLaterTexts(() => import('./admin-gate')));
// A score-entry link's page leads into the Games Manager: its texts are the admin ones, loaded with it.
const ScoreLinkPage = lazy(
  withLaterTexts(async () => {
    const [page] = await Promise.all([import('../routes/score-link/score-link-page'), loadAdminCatalogs()]);
    return page;
  }),
);

/** The public pages a visitor can land on, by path (as in AppRoutes). */
const LANDING_PAGES: Array<[pattern: string, page: { preload: () => Promise<unknown> }]> = [
  ['/', HomePage],
  ['/rankings', RankingsPage],
  ['/events/:eventSlug', EventPage],
  ['/events/:eventSlug/board', BoardPage],
  ['/events/:eventSlug/games/:gameId', GamePage],
  ['/teams/:teamId', TeamPage],
  ['/user/:userId', UserPage],
];

/**
 * Loads the code of the page at `pathname` (its HTML already asked for it), so the first render
 * shows the page itself. Never throws: a page whose code cannot be had fails in its route as usual.
 */
export function preloadFirstPage(pathname: string): Promise<void> {
  const hit = LANDING_PAGES.find(([pattern]) => matchPath(pattern, pathname));
  return hit
    ? hit[1].preload().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route
          path="events/:eventSlug/board"
          element={
            <Suspense fallback={<PageLoading />}>
              <BoardPage />
            </Suspense>
          }
        />
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
          <Route path="score-link" element={<ScoreLinkPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}

export function AppRouter() {
  // Navigations are urgent updates, not transitions: in a transition React keeps the previous screen
  // while the next one's code loads, and any other update (an answer arriving for another tab, a
  // live score) restarts it, so a tab tap or a game link changed the address and left the old tab
  // or page up for seconds. Now the new tab or page shows at once, with its loading state.
  return (
    <BrowserRouter useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  );
}
