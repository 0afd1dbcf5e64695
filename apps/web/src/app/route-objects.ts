import type { RouteObject } from 'react-router';
import { adminRoutes, type AdminRoute } from './admin-routes';
import NotFoundPage from './routes/not-found-page';
import { guardLoader, notFoundLoader, redirectLoader, staffGuardLoader } from './route-guards';
import { appRedirects, appRoutes, notFoundMeta, type AppRoute } from './routes';
import type { RouteHandle } from './use-route-meta';

function RedirectingPage(): null {
  return null;
}

function toRouteObject(route: AppRoute | AdminRoute): RouteObject {
  const handle: RouteHandle = { title: route.title, description: route.description, access: route.access };
  const loader =
    route.access === 'staff'
      ? staffGuardLoader({ adminOnly: 'adminOnly' in route && route.adminOnly === true })
      : route.access === 'public'
        ? undefined
        : guardLoader(route.access);
  const shared = {
    handle,
    lazy: async () => ({ Component: (await route.load()).default }),
    ...(loader ? { loader } : {}),
  };
  return route.path === '/' ? { index: true, ...shared } : { path: route.path, ...shared };
}

/** The page routes under the root layout: the route table, the redirects and the 404. */
export function buildPageRoutes(): RouteObject[] {
  return [
    ...appRoutes.map(toRouteObject),
    ...adminRoutes.map(toRouteObject),
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
