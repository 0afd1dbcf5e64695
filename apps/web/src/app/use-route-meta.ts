import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { canonicalUrl } from '@ibc/domain';
import { siteName } from '@/config/site';
import { pushPageView } from '@/lib/analytics';
import { readText } from '@/lib/i18n';
import type { PageMeta } from './routes';

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

/** One canonical URL per page: this origin, the path, no query (SEO basics). */
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
 * The document title and meta description of the page on screen, from the route table (the page
 * wrappers of route-pages.tsx, and the 404 page, call it once their page is drawn).
 */
export function useDocumentMeta(meta: PageMeta) {
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  const fullTitle = documentTitle(pathname, readText(i18n, meta.title));
  const description = readText(i18n, meta.description);
  useEffect(() => {
    document.title = fullTitle;
    if (description) setMetaDescription(description);
  }, [fullTitle, description]);
}

/**
 * At the end of every navigation: the canonical link, and a { event: 'pageView', pageName } push to
 * the tag manager's dataLayer (§7).
 */
export function usePageView() {
  const location = useLocation();
  const lastPushed = useRef<string | null>(null);

  useEffect(() => setCanonical(location.pathname), [location.pathname]);

  useEffect(() => {
    if (lastPushed.current === location.key) return;
    lastPushed.current = location.key;
    pushPageView(location.pathname);
  }, [location.key, location.pathname]);
}
