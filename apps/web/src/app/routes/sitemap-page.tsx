import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { canUseMemberFeature, splitLanguage, type MemberAccessFacts } from '@ibc/domain';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentUser } from '@/lib/current-user';
import { readText } from '@/lib/i18n';
import { isSignedIn } from '@/lib/session';
import type { ContentTitles } from '@/features/content/content-pages';
import { entryIn, loadContentTitles, useContentTitles } from '@/features/content/content-translations';
import { appRoutes, isContentRoute, type AppRoute, type PageRoute } from '../routes';

// '/sitemap' is generated from the route table (which includes the content pages, titled from the
// content registry), so a new page appears here without a second list to maintain. It lives in app/ because it reads app/routes.

type SectionKey = 'general' | 'about' | 'stock' | 'auction' | 'services' | 'account' | 'my-account';

/** A section's stable key (React key, element id) by the path's first segment. */
const sectionKeys: Record<string, SectionKey> = {
  '': 'general',
  about: 'about',
  stocks: 'stock',
  auction: 'auction',
  services: 'services',
  account: 'account',
  'account-summary': 'my-account',
  'my-account': 'my-account',
  search: 'stock',
};

/** Each section's heading, drawn in the reader's language. */
const sectionNames: Record<SectionKey, MessageDescriptor> = {
  general: msg`General`,
  about: msg`About Us`,
  stock: msg`Stock`,
  auction: msg`Auction`,
  services: msg`Services`,
  account: msg`Account`,
  'my-account': msg`My Account`,
};

function sectionOf(path: string): SectionKey {
  const first = path.split('/')[1] ?? '';
  return sectionKeys[first] ?? 'general';
}

type SitemapEntry = Pick<AppRoute, 'path' | 'access' | 'title' | 'hideFromSitemap'>;

/**
 * A route with its title: a content page's comes from the content registry, in the page's language
 * (`titles`, the language's; English without).
 */
function withTitle(route: PageRoute, titles: ContentTitles | undefined): SitemapEntry {
  if (!isContentRoute(route)) return route;
  return { path: route.path, access: route.access, title: entryIn(route.path, titles)?.title ?? route.path };
}

/** The pages a browser may open, by section key: a signed-in user's §6 pages only when his rule allows them (as his menu). */
export function groupSitemap(
  routes: readonly PageRoute[],
  signedIn: boolean,
  user?: MemberAccessFacts,
  titles?: ContentTitles,
): Array<[SectionKey, SitemapEntry[]]> {
  const groups = new Map<SectionKey, SitemapEntry[]>();
  for (const route of routes) {
    if (route.hideFromSitemap) continue;
    if (route.access === 'member' && !signedIn) continue;
    if (route.access === 'guest-only' && signedIn) continue;
    if (signedIn && route.feature && !canUseMemberFeature(route.feature, user)) continue;
    const name = sectionOf(route.path);
    groups.set(name, [...(groups.get(name) ?? []), withTitle(route, titles)]);
  }
  return [...groups.entries()];
}

/**
 * The content pages' titles in the page's language, brought with the page (route-pages.tsx) so it is
 * drawn at once: in the browser, whose language is its address's (the sitemap is not drawn on the server).
 */
export function loadParts(): Promise<unknown> | undefined {
  if (typeof document === 'undefined') return undefined;
  return loadContentTitles(splitLanguage(window.location.pathname).language);
}

export default function SitemapPage() {
  const { t, i18n } = useLingui();
  const { data: user } = useCurrentUser();
  const groups = groupSitemap(appRoutes, isSignedIn(), user, useContentTitles());
  return (
    <div className="space-y-6">
      <PageHeader title={t`Sitemap`} description={t`Every page of the IBC Japan site, by section.`} />
      <div className="columns-1 gap-8 sm:columns-2 lg:columns-3">
        {groups.map(([name, routes]) => (
          <section key={name} aria-labelledby={`sitemap-${name}`} className="mb-6 break-inside-avoid">
            <h2
              id={`sitemap-${name}`}
              className="text-xs font-semibold tracking-wider text-slate-500 uppercase"
            >
              {i18n._(sectionNames[name])}
            </h2>
            <ul className="mt-2 space-y-1.5">
              {routes.map((route) => (
                <li key={route.path}>
                  <Link
                    to={route.path}
                    className="text-sm text-brand-700 hover:text-brand-900 hover:underline"
                  >
                    {readText(i18n, route.title)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
