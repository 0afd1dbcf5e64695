import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { buildPageRoutes, isBackOfficePath, loadBackOfficeRoutes } from './route-objects';
import { PageFallback } from './routes/page-fallback';
import { RouteErrorPage } from './routes/route-error-page';

/** The pathless route that holds every page (the back office's are patched in on first use). */
const PAGES_ROUTE_ID = 'pages';

let backOfficeRoutes: Promise<RouteObject[]> | undefined;
let backOfficePatched = false;

// Every page module is loaded lazily from the route table (app/routes.ts); only the shell is in
// the first chunk.
const router = createBrowserRouter(
  [
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback: PageFallback,
      ErrorBoundary: RouteErrorPage,
      // Pathless child so a failing page shows its error inside the header/sidebar and footer.
      children: [{ id: PAGES_ROUTE_ID, ErrorBoundary: RouteErrorPage, children: buildPageRoutes() }],
    },
  ],
  {
    // Issue 14: the back office's route table arrives with the first /admin address. React Router
    // asks here whenever a path is matched only by a pattern (the 404's '*' among them); the
    // table is patched in once.
    async patchRoutesOnNavigation({ path, patch, signal }) {
      if (backOfficePatched || !isBackOfficePath(path)) return;
      backOfficeRoutes ??= loadBackOfficeRoutes().catch((error: unknown) => {
        backOfficeRoutes = undefined; // a failed download is tried again on the next navigation
        throw error;
      });
      const routes = await backOfficeRoutes;
      // An abandoned navigation patches nothing (React Router ignores it): the next one will.
      if (signal.aborted || backOfficePatched) return;
      patch(PAGES_ROUTE_ID, routes);
      backOfficePatched = true;
    },
  },
);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
