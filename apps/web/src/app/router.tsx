import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type DataRouter,
  type RouteObject,
} from 'react-router';
import { isBackOfficePath, loadBackOfficeRoutes } from './route-objects';
import { appRouteObjects, PAGES_ROUTE_ID } from './router-routes';

let backOfficeRoutes: Promise<RouteObject[]> | undefined;
let backOfficePatched = false;

/**
 * The browser's router. Every page module is loaded lazily from the route table (app/routes.ts); only
 * the shell is in the first chunk. For a page the server rendered (entry-server.tsx), the page's
 * lazy modules are loaded first, so the first render is the server's markup (hydration).
 */
export async function createAppRouter({ hydrate }: { hydrate: boolean }): Promise<DataRouter> {
  const routes = appRouteObjects();
  if (hydrate) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, loaded, { lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, {
    ...(hydrate && { hydrationData: { loaderData: {} } }),
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
  });
}

export function AppRouter({ router }: { router: DataRouter }) {
  return <RouterProvider router={router} />;
}
