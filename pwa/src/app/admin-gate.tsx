import { lazy } from 'react';
import { NotFoundPage } from '../routes/not-found-page';
import { loadAdminCatalogs } from '../i18n';
import { useSession } from './session';
import { mayOpenAdmin } from './staff-roles';

// Its own chunk: visitors never download admin code, nor the admin texts (loaded with it, in the reader's language).
const AdminRoutes = lazy(async () => {
  const [routes] = await Promise.all([import('../admin/admin-routes'), loadAdminCatalogs()]);
  return routes;
});

/**
 * /admin/* exists only for a signed-in admin, organiser or scorer (their screens are narrowed in the
 * admin bar; the server enforces each role); anyone else gets the not-found page. An admin
 * whose session expired keeps the area, where the sync bar asks them to sign in again.
 */
export default function AdminGate() {
  const { user, lapsedAdmin } = useSession();
  if (!mayOpenAdmin(user) && !(lapsedAdmin && !user)) return <NotFoundPage />;
  return <AdminRoutes />;
}
