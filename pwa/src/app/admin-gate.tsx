import { lazy } from 'react';
import { NotFoundPage } from '../routes/not-found-page';
import { useSession } from './session';

// Its own chunk: visitors never download admin code.
const AdminRoutes = lazy(() => import('../admin/admin-routes'));

/** /admin/* exists only for a signed-in admin (spec); anyone else gets the not-found page. */
export default function AdminGate() {
  const { user } = useSession();
  if (!user?.isAdmin) return <NotFoundPage />;
  return <AdminRoutes />;
}
