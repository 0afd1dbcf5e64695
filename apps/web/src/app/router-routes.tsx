import type { RouteObject } from 'react-router';
import { contentPaths } from '@/features/content/content-paths';
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

/**
 * Issue 14: the visitors' pages the API renders to HTML, those that paint without data of their own:
 * the home page and the public content pages. Every other page is rendered in the browser.
 */
export function isServerRenderedPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === '/' || (contentPaths as Record<string, string>)[path] === 'public';
}
