import { useRoutes, type RouteObject } from 'react-router';
import { adminRoutes, type AdminRoute } from './admin-routes';
import { useBackOfficeAccess } from './route-guards';
import { RoutePage } from './route-pages';
import NotFoundPage from './routes/not-found-page';

/** An admins-only page (the staff users) is the 404 page for other staff. */
function BackOfficePage({ route }: { route: AdminRoute }) {
  const access = useBackOfficeAccess();
  if (route.adminOnly && access !== 'admin') return <NotFoundPage />;
  return <RoutePage route={route} />;
}

// Under the '/admin/*' route of route-objects.tsx: the paths are read after '/admin'.
const routes: RouteObject[] = [
  ...adminRoutes.map((route) => {
    const path = route.path.replace(/^\/admin\/?/, '');
    return { ...(path === '' ? { index: true } : { path }), element: <BackOfficePage route={route} /> };
  }),
  { path: '*', element: <NotFoundPage /> },
];

/** The back office's pages, for staff: the 404 page for an /admin address it has not. */
export default function BackOfficeRoutes() {
  return useRoutes(routes);
}
