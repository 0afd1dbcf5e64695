import type { RouteObject } from 'react-router';
import type { AdminRoute } from './admin-routes';
import NotFoundPage from './routes/not-found-page';
import { guardLoader, notFoundLoader, redirectLoader, staffGuardLoader } from './route-guards';
import { appRedirects, appRoutes, isContentRoute, notFoundMeta, type PageRoute } from './routes';
import type { RouteHandle } from './use-route-meta';

function RedirectingPage(): null {
  return null;
}

function guard(route: PageRoute | AdminRoute): RouteObject['loader'] {
  if (route.access === 'staff') {
    return staffGuardLoader({ adminOnly: 'adminOnly' in route && route.adminOnly === true });
  }
  return route.access === 'public' ? undefined : guardLoader(route.access);
}

function toRouteObject(route: PageRoute | AdminRoute): RouteObject {
  const loader = guard(route);
  const shared: RouteObject = isContentRoute(route)
    ? {
        // A content page's title and description arrive with it (React Router takes a handle from
        // lazy only when the route has none of its own).
        lazy: async () => {
          const page = await route.load();
          return {
            Component: page.default,
            handle: { ...page.meta, access: route.access } satisfies RouteHandle,
          };
        },
      }
    : {
        handle: {
          title: route.title,
          description: route.description,
          access: route.access,
        } satisfies RouteHandle,
        lazy: async () => ({ Component: (await route.load()).default }),
      };
  if (loader) shared.loader = loader;
  return route.path === '/'
    ? { ...shared, index: true, children: undefined }
    : { ...shared, path: route.path };
}

/**
 * The page routes under the root layout: the route table, the redirects and the 404. The back
 * office's pages are not among them: see loadBackOfficeRoutes.
 */
export function buildPageRoutes(): RouteObject[] {
  return [
    ...appRoutes.map(toRouteObject),
    // The loader redirects before anything renders; the empty Component only tells the router the
    // route has one (without it React Router warns that the leaf route has no element).
    ...appRedirects.map((r) => ({ path: r.from, loader: redirectLoader(r), Component: RedirectingPage })),
    {
      path: '*',
      handle: notFoundMeta satisfies RouteHandle,
      loader: notFoundLoader,
      // In the first chunk already: the error page shows it for a guard's 404.
      Component: NotFoundPage,
    },
  ];
}

/** Whether a path is in the back office (admin-routes.ts: every page of it is under /admin). */
export function isBackOfficePath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * The back office's page routes (issue 14): its route table is a chunk of its own, fetched with the
 * first /admin address (the router's patchRoutesOnNavigation), so visitors and dealers never
 * download the sales team's page list.
 */
export async function loadBackOfficeRoutes(): Promise<RouteObject[]> {
  const { adminRoutes } = await import('./admin-routes');
  return adminRoutes.map(toRouteObject);
}
