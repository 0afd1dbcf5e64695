import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { SignInGuard } from './route-guards';
import { lazyWithPreload, type PreloadableComponent } from '@/lib/lazy-with-preload';
import { splitLanguage, type Language } from '@ibc/domain';
import type { Text } from '@/lib/i18n';
import { trackPageLoad } from '@/lib/page-loads';
import type { AdminRoute } from './admin-routes';
import { appRoutes, type PageMeta, type PageRoute } from './routes';
import { useDocumentMeta } from './use-route-meta';

type AnyRoute = PageRoute | AdminRoute;

/**
 * A page's module, with its title and description: in the table, or (a content page) with the page,
 * in the language it is drawn in.
 */
async function loadPage(route: AnyRoute): Promise<{ Page: ComponentType; useMeta: () => PageMeta }> {
  if ('title' in route) {
    const module = await route.load();
    await module.loadParts?.();
    const meta = { title: route.title, description: route.description };
    return { Page: module.default, useMeta: () => meta };
  }
  // The content route's module again (one chunk): its language's texts, and the titles of the pages
  // of other features a section links to, which the content feature does not read itself.
  const [module, content] = await Promise.all([
    route.load(),
    import('@/features/content/routes/content-page'),
  ]);
  // In the browser the page's language is its address's, one per page load: its body comes with the
  // page, so the page never waits for it after its own code. The server preloads each render's.
  const language = browserLanguage();
  if (language) await content.preloadContent(route.path, language);
  const { default: Body } = module;
  const { ContentLinkTitles, useContentMeta } = content;
  function ContentRoutePage() {
    return (
      <ContentLinkTitles value={linkTitle}>
        <Body />
      </ContentLinkTitles>
    );
  }
  return { Page: ContentRoutePage, useMeta: () => useContentMeta(route.path) };
}

/** The browser's page language (main.tsx): its address's; none on the server, which draws several. */
function browserLanguage(): Language | undefined {
  return typeof document === 'undefined' ? undefined : splitLanguage(window.location.pathname).language;
}

/** The title of a page of the table's own features (a content section's link to it). */
function linkTitle(path: string): Text | undefined {
  const route = appRoutes.find((candidate) => candidate.path === path);
  return route && 'title' in route ? route.title : undefined;
}

const pages = new Map<AnyRoute, PreloadableComponent<object>>();

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
      const [{ Page, useMeta }, guard] = await Promise.all([
        trackPageLoad(loadPage(route)),
        isGated(route) ? import('./member-access-guard') : undefined,
      ]);
      // The title is the page's only when the page is shown (the guard's pages set their own).
      function Shown() {
        useDocumentMeta(useMeta());
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
 * description it answers into the HTML). A content page comes in `language`, the one it is drawn in
 * (the server draws several languages at once). Undefined when no page of the table is at that path
 * (a redirect, the 404 page, the back office).
 */
export async function preloadPage(
  pathname: string,
  language: Language = 'en',
): Promise<PageMeta | undefined> {
  const route = siteRouteAt(pathname);
  if (!route) return undefined;
  await pageComponent(route).preload();
  if (!('title' in route)) {
    const { preloadContent } = await import('@/features/content/routes/content-page');
    return preloadContent(route.path, language);
  }
  // The parts a page draws at once depend on whom it is drawn for (a member's /search: the member
  // search, the hearts, 'Save this search'), so they are asked for each time, not only with the
  // page's first download: the server draws visitors' and members' pages in one process.
  await (await route.load()).loadParts?.();
  return { title: route.title, description: route.description };
}
