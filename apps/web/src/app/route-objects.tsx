import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { RedirectTo, UnmatchedPage, useBackOfficeAccess } from './route-guards';
import { RoutePage } from './route-pages';
import NotFoundPage from './routes/not-found-page';
import { PageFallback } from './routes/page-fallback';
import { appRedirects, appRoutes } from './routes';

// The back office's route table: a chunk of its own, fetched with the first /admin page a
// staff user opens, so visitors and dealers never download the sales team's page list.
const BackOfficeRoutes = lazy(() => import('./back-office-routes'));

/** /admin/...: the back office's pages for staff; the 404 page for anyone else. */
function BackOffice() {
  const access = useBackOfficeAccess();
  if (access === 'refused') return <NotFoundPage />;
  if (access === 'checking') return <PageFallback />;
  return (
    <Suspense fallback={<PageFallback />}>
      <BackOfficeRoutes />
    </Suspense>
  );
}

/** A path of the table as a child of the root route ('/' is its index). */
function childOf(route: { path: string }): RouteObject {
  return route.path === '/' ? { index: true } : { path: route.path };
}

/**
 * The page routes under the root layout: the route table, the redirects, the back office and the
 * 404. Each page's code is fetched when it is first drawn.
 */
export function buildPageRoutes(): RouteObject[] {
  return [
    ...appRoutes.map((route) => ({ ...childOf(route), element: <RoutePage route={route} /> })),
    ...appRedirects.map((r) => ({ path: r.from, element: <RedirectTo {...r} /> })),
    { path: '/admin/*', element: <BackOffice /> },
    { path: '*', element: <UnmatchedPage /> },
  ];
}
