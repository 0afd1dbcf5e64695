import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { buildPageRoutes } from './route-objects';
import { RouteErrorPage } from './routes/route-error-page';

// React Router in declarative mode (ADR 0012): the route table is drawn by components (guards,
// lazily fetched pages) rather than loaded by a data router, which is 17 kB more of every first load.

const routes: RouteObject[] = [{ path: '/', element: <RootLayout />, children: buildPageRoutes() }];

/**
 * The app's pages: the root layout and every page of app/routes.ts, each fetched when first drawn.
 * The browser's router (AppRouter) and the server's render (entry-server.tsx) both draw it.
 */
export function AppRoutes() {
  return <ErrorBoundary FallbackComponent={RouteErrorPage}>{useRoutes(routes)}</ErrorBoundary>;
}

/** `basename`: the page's language in the address ('/ja'), which every link of the page keeps. */
export function AppRouter({ basename }: { basename?: string | undefined }) {
  return (
    <BrowserRouter basename={basename}>
      <AppRoutes />
    </BrowserRouter>
  );
}
