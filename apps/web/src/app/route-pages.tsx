import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { SignInGuard } from './route-guards';
import { lazyWithPreload, type PreloadableComponent } from '@/lib/lazy-with-preload';
import { trackPageLoad } from '@/lib/page-loads';
import type { AdminRoute } from './admin-routes';
import { appRoutes, type PageMeta, type PageRoute } from './routes';
import { useDocumentMeta } from './use-route-meta';

type AnyRoute = PageRoute | AdminRoute;

/** A page's module, with its title and description: in the table, or (a content page) in the module. */
async function loadPage(route: AnyRoute): Promise<{ Page: ComponentType; meta: PageMeta }> {
  if ('title' in route) {
    const module = await route.load();
    await module.loadParts?.();
    return { Page: module.default, meta: { title: route.title, description: route.description } };
  }
  const module = await route.load();
  return { Page: module.default, meta: module.meta };
}

const pages = new Map<AnyRoute, PreloadableComponent<object>>();
/** The title and description of each page whose module has arrived. */
const metas = new Map<AnyRoute, PageMeta>();

/** A page only some signed-in users may see (§6 rules, approved companies): its guard comes with it. */
const isGated = (route: AnyRoute): boolean => route.feature !== undefined || route.approvedOnly === true;

/**
 * The component drawn for a route: its page module, fetched the first time the route is drawn (or
 * preloaded), with the page's document title and description, behind its member guard when it has one
 * (member-access-guard.tsx, fetched with the page).
 */
export function pageComponent(route: AnyRoute): PreloadableComponent<object> {
  let component = pages.get(route);
  if (!component) {
    component = lazyWithPreload(async () => {
      const [{ Page, meta }, guard] = await Promise.all([
        trackPageLoad(loadPage(route)),
        isGated(route) ? import('./member-access-guard') : undefined,
      ]);
      metas.set(route, meta);
      // The title is the page's only when the page is shown (the guard's pages set their own).
      function Shown() {
        useDocumentMeta(meta);
        return <Page />;
      }
      if (!guard) return Shown;
      const { MemberAccessGuard } = guard;
      return function GuardedPage() {
        return (
          <MemberAccessGuard
            feature={route.feature}
            approvedOnly={route.approvedOnly === true}
            title={'title' in route ? route.title : undefined}
          >
            <Shown />
          </MemberAccessGuard>
        );
      };
    });
    pages.set(route, component);
  }
  return component;
}

/** A page of the route table, behind its guard (§2). */
export function RoutePage({ route }: { route: PageRoute | AdminRoute }) {
  const Page = pageComponent(route);
  if (route.access === 'member' || route.access === 'guest-only') {
    return (
      <SignInGuard access={route.access}>
        <Page />
      </SignInGuard>
    );
  }
  return <Page />;
}

/** The site's page at a path (the back office's are not in the table: route-objects.tsx). */
function siteRouteAt(pathname: string): PageRoute | undefined {
  return appRoutes.find((route) => matchPath(route.path, pathname));
}

/**
 * Brings the code of the page at a path, so it is drawn at once: before hydrating the server's page
 * (main.tsx), and before the server draws it (entry-server.tsx, which writes the title and
 * description it answers into the HTML). Undefined when no page of the table is at that path (a
 * redirect, the 404 page, the back office).
 */
export async function preloadPage(pathname: string): Promise<PageMeta | undefined> {
  const route = siteRouteAt(pathname);
  if (!route) return undefined;
  await pageComponent(route).preload();
  // The parts a page draws at once depend on whom it is drawn for (a member's /search: the member
  // search, the hearts, 'Save this search'), so they are asked for each time, not only with the
  // page's first download: the server draws visitors' and members' pages in one process.
  if ('title' in route) await (await route.load()).loadParts?.();
  return metas.get(route);
}
