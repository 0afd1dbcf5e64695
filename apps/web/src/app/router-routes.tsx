import type { RouteObject } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { buildPageRoutes } from './route-objects';
import { PageFallback } from './routes/page-fallback';
import { RouteErrorPage } from './routes/route-error-page';

/** The pathless route that holds every page (the back office's are patched in on first use). */
export const PAGES_ROUTE_ID = 'pages';

/**
 * The app's route tree: the root layout and every page of app/routes.ts, each loaded lazily (the
 * browser's router, app/router.tsx, and the server's render, entry-server.tsx, both build it).
 */
export function appRouteObjects(): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback: PageFallback,
      ErrorBoundary: RouteErrorPage,
      // Pathless child so a failing page shows its error inside the header/sidebar and footer.
      children: [{ id: PAGES_ROUTE_ID, ErrorBoundary: RouteErrorPage, children: buildPageRoutes() }],
    },
  ];
}
