import { useEffect, useRef } from 'react';
import { useLocation, useMatches, type UIMatch } from 'react-router';
import { canonicalUrl } from '@ibc/domain';
import { siteName } from '@/config/site';
import { pushPageView } from '@/lib/analytics';
import { notFoundMeta, type RouteAccess } from './routes';

export interface RouteHandle {
  title: string;
  description: string;
  access?: RouteAccess;
}

/** A back-office page whose guard let the user in (route-guards.ts staffGuardLoader). */
export function isStaffMatch(match: UIMatch): boolean {
  const handle = match.handle as RouteHandle | undefined;
  return handle?.access === 'staff' && (match.data as { staff?: boolean } | undefined)?.staff === true;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value && 'description' in value;
}

function setMetaDescription(content: string) {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** A page's document title: the site's name and the route's title (the home page names the site first). */
export function documentTitle(pathname: string, routeTitle: string | undefined): string {
  if (!routeTitle) return siteName;
  return pathname === '/' ? `${siteName} | ${routeTitle}` : `${routeTitle} | ${siteName}`;
}

/** One canonical URL per page: this origin, the path, no query (issue 7 SEO basics). */
function setCanonical(pathname: string) {
  let link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = canonicalUrl(window.location.origin, pathname);
}

/**
 * At the end of every navigation: document title and meta description from the route table, and a
 * { event: 'pageView', pageName } push to the tag manager's dataLayer (§7).
 */
export function useRouteMeta() {
  const location = useLocation();
  const matches = useMatches();
  const match = [...matches].reverse().find((m) => isRouteHandle(m.handle));
  // A back-office page the guard refused shows the 404 page, and its title must not name the page.
  const refused = match && (match.handle as RouteHandle).access === 'staff' && !isStaffMatch(match);
  const handle = refused ? notFoundMeta : (match?.handle as RouteHandle | undefined);
  const title = documentTitle(location.pathname, handle?.title);
  const description = handle?.description ?? '';
  const lastPushed = useRef<string | null>(null);

  useEffect(() => {
    document.title = title;
    if (description) setMetaDescription(description);
  }, [title, description]);

  useEffect(() => setCanonical(location.pathname), [location.pathname]);

  useEffect(() => {
    if (lastPushed.current === location.key) return;
    lastPushed.current = location.key;
    pushPageView(location.pathname);
  }, [location.key, location.pathname]);
}
