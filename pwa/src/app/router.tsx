import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './layout';
import { NotFoundPage } from '../routes/not-found-page';
import { RouteError } from './route-error';

type PageModule = { default: React.ComponentType };
/** Each page is its own chunk, so `/` downloads only the home page. */
const page =
  (load: () => Promise<PageModule>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: page(() => import('../routes/home/home-page')) },
      { path: 'contact-us', lazy: page(() => import('../routes/contact/contact-page')) },
      { path: 'rankings', lazy: page(() => import('../routes/rankings/rankings-page')) },
      { path: 'events/:eventSlug', lazy: page(() => import('../routes/event/event-page')) },
      { path: 'events/:eventSlug/games/:gameId', lazy: page(() => import('../routes/game/game-page')) },
      { path: 'teams/:teamId', lazy: page(() => import('../routes/team/team-page')) },
      { path: 'user/:userId', lazy: page(() => import('../routes/user/user-page')) },
      { path: 'profile', lazy: page(() => import('../routes/profile/profile-page')) },
      { path: 'loyalty-card', lazy: page(() => import('../routes/loyalty/loyalty-page')) },
      { path: 'verify-email', lazy: page(() => import('../routes/verify-email/verify-email-page')) },
      { path: 'reset-password', lazy: page(() => import('../routes/reset-password/reset-password-page')) },
      { path: 'admin/*', lazy: page(() => import('./admin-gate')) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
