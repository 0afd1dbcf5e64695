// A visitor's home page, content pages and stock search are rendered to HTML by the API
// (apps/api/src/lib/page-html.ts), so a visitor sees the page before its JavaScript has arrived;
// main.tsx then hydrates it. The search is drawn with its first page of stock, asked of the API the
// way the browser asks it; the answers go into the HTML with the page (lib/server-data.ts). Built by
// `vite build --ssr` into one bundle in dist/.vite/server/. A member's /search is drawn for the
// member (renderMemberPage) when the API has the member's token (the member-page cookie, ADR 0003
// addendum); other signed-in pages and every other page get the empty shell.
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  dehydrate,
  type DehydratedState,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { MemberPageSkeleton } from '@/app/layouts/member-page-skeleton';
import { preloadSignedInLayout } from '@/app/layouts/root-layout';
import { AppProviders } from '@/app/providers';
import { languageBasename, parseSearchQuery, sitePathOf, splitLanguage } from '@ibc/domain';
import { I18nProvider } from '@lingui/react';
import type { I18n, Messages } from '@lingui/core';
import { preloadPage } from '@/app/route-pages';
import { accountsQueryOptions } from '@/features/accounts/api/get-accounts';
import { unreadCountQueryOptions } from '@/features/notifications/api/notifications';
import { watchlistIdsQueryOptions } from '@/features/watchlist/api/watchlist';
import { AppRoutes } from '@/app/router';
import { disableControlsUntilHydrated } from '@/app/server-rendered-controls';
import { documentTitle } from '@/app/use-route-meta';
import { contentPaths } from '@/features/content/content-paths';
import { prefetchPublicSearch } from '@/features/stock-search/api/search-vehicles';
import { prefetchMemberSearchPage } from '@/features/stock-search/routes/search-page';
import { SearchPageSkeleton } from '@/features/stock-search/components/vehicle-grid';
import { filterOnScreen } from '@/features/stock-search/utils/search-state';
import { setApiTransport, type ApiTransport } from '@/lib/api-client';
import { currentUserQueryOptions } from '@/lib/current-user';
import { createI18n, readText, type Text } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { setServerSignedIn } from '@/lib/session';

export interface ServerRenderedPage {
  /** The markup inside <div id="root">. */
  html: string;
  /** The page's document title and description (what the browser's useDocumentMeta sets). */
  title: string;
  description: string | undefined;
  /** The API's answers the page was drawn with (a page of stock), for the browser's first render. */
  data?: DehydratedState;
  /** The messages the page was drawn with, in its language (the browser hydrates with them, lib/i18n.ts). */
  messages?: Messages;
}

export interface RenderOptions {
  /** Sends the page's requests to the API (in the API: its own routes, without the network). */
  transport: ApiTransport;
}

/** The pages drawn with data of the API, and what each asks for before it is drawn. */
const pageData: Record<string, (queryClient: QueryClient, url: URL) => Promise<void>> = {
  // §2 the public search's first page, for the filter and tab in the address.
  '/search': (queryClient, url) =>
    prefetchPublicSearch(queryClient, filterOnScreen(parseSearchQuery(url.searchParams).filter, 'public')),
};

/**
 * Whether a page's HTML holds data of the API (the stock), so is valid only while that data is: the
 * API keeps the others until the next build.
 */
export function readsData(pathname: string): boolean {
  const path = sitePathOf(pathname);
  return path !== undefined && path in pageData;
}

/**
 * The visitors' pages the API renders to HTML: the home page, the public content pages and the stock
 * search (the path read as the API reads it). Every other page is rendered in the browser.
 */
export function isServerRenderedPath(pathname: string): boolean {
  const path = sitePathOf(pathname);
  if (path === undefined) return false;
  return path === '/' || path in pageData || (contentPaths as Record<string, string>)[path] === 'public';
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * What a request's rendering reaches the API with, and whether the page is a member's: one render's
 * own, however many run at once (a member's token never serves another's page).
 */
interface RenderRequest {
  transport: ApiTransport;
  signedIn: boolean;
}
const renderRequests = new AsyncLocalStorage<RenderRequest>();
const noTransport: ApiTransport = () => Promise.reject(new Error('No way to the API'));
setApiTransport((url, init) => (renderRequests.getStore()?.transport ?? noTransport)(url, init));
setServerSignedIn(() => renderRequests.getStore()?.signedIn === true);

/**
 * The app at an address, drawn with the answers in `queryClient`, as HTML, in the address's language
 * ('/ja/search'): its messages an instance of this render's own, as other renders may be drawing
 * another language meanwhile; the router mounted under the language, as the browser's (main.tsx).
 */
async function renderApp(url: URL, queryClient: QueryClient, i18n: I18n): Promise<string> {
  const { language } = splitLanguage(url.pathname);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <StaticRouter basename={languageBasename(language)} location={`${url.pathname}${url.search}`}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // Every part in place, in document order: React would otherwise send a large part that was
    // waiting for its code after the page, with an inline script to move it, which the site's
    // Content-Security-Policy does not run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return disableControlsUntilHydrated(await streamToString(prelude));
}

/** A page's document title and description in the render's language. */
function pageMeta(
  i18n: I18n,
  path: string,
  meta: { title: Text; description?: Text | undefined },
): Pick<ServerRenderedPage, 'title' | 'description'> {
  return {
    title: documentTitle(path, readText(i18n, meta.title)),
    description: meta.description === undefined ? undefined : readText(i18n, meta.description),
  };
}

/** A visitor's page as HTML, or null when the page is rendered in the browser only. */
export async function renderPage(url: URL, options?: RenderOptions): Promise<ServerRenderedPage | null> {
  if (!isServerRenderedPath(url.pathname)) return null;
  return renderRequests.run({ transport: options?.transport ?? noTransport, signedIn: false }, async () => {
    // The page's code first, so it is drawn rather than its placeholder. An address the browser would
    // send elsewhere ('/about/contact us') is left to the browser.
    const { language, rest: path } = splitLanguage(url.pathname);
    const [meta, { i18n, drawn }] = await Promise.all([preloadPage(path, language), createI18n(language)]);
    if (!meta) return null;
    return withPageQueryClient(async (queryClient) => {
      const prefetch = pageData[sitePathOf(url.pathname) ?? ''];
      // Without a way to the API, or when the API refuses (a filter it does not accept), the page is
      // drawn waiting for its data, and the browser asks for it.
      if (prefetch && options) await prefetch(queryClient, url);
      const page: ServerRenderedPage = {
        html: await renderApp(url, queryClient, i18n),
        ...pageMeta(i18n, path, meta),
        messages: drawn(),
      };
      const data = dehydrate(queryClient);
      if (data.queries.length > 0) page.data = data;
      return page;
    });
  });
}

/**
 * Draws a page with a query cache of its own, emptied once the page is made: the page's answers go
 * with its HTML. Kept in the cache, they would stay in the API's memory for the cache's clean-up time
 * (gcTime, five minutes), for every page drawn.
 */
async function withPageQueryClient<T>(draw: (queryClient: QueryClient) => Promise<T>): Promise<T> {
  const queryClient = createQueryClient();
  try {
    return await draw(queryClient);
  } finally {
    queryClient.clear();
  }
}

/**
 * The signed-in pages the server draws for the member, and what each asks the API for
 * first, with the member's token: a member's /search arrives with its first page of stock and its
 * prices, so its first photo paints from the HTML as a visitor's does.
 */
const memberPageData: Record<string, (queryClient: QueryClient, url: URL) => Promise<unknown>> = {
  // Its code (the member search, its tiles' parts) comes with preloadPage's loadParts. The hearts are
  // drawn watched or not, so the browser neither asks for them nor draws 16 tiles again.
  '/search': (queryClient, url) =>
    Promise.all([
      prefetchMemberSearchPage(queryClient, url.search),
      prefetchIfAllowed(queryClient, watchlistIdsQueryOptions()),
    ]),
};

/**
 * Asks for an answer the page is drawn with when it comes, and without it when the API refuses it (a
 * member whose company is not approved yet has no watchlist): the browser asks, as it always did.
 */
async function prefetchIfAllowed<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  await queryClient.prefetchQuery(options);
  if (queryClient.getQueryState(options.queryKey)?.status === 'error') {
    queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
  }
}

/**
 * What the members' layout draws from the API on every page: the account's balances (the account
 * button, the rates) and the bell's count. Drawn by the server, the browser does not ask for them
 * while it takes the page over (each answer then drew the layout again).
 */
function prefetchSignedInLayoutData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    prefetchIfAllowed(queryClient, accountsQueryOptions()),
    prefetchIfAllowed(queryClient, unreadCountQueryOptions()),
  ]);
}

/** Whether the server draws this signed-in page for the member (given the member's token). */
export function isMemberRenderedPath(pathname: string): boolean {
  const path = sitePathOf(pathname);
  return path !== undefined && path in memberPageData;
}

/**
 * A member's page as HTML with the answers it was drawn with, its requests sent with the member's
 * token (`transport`). Null when the server does not draw that page, or when an answer it needs was
 * refused (an expired token: the browser refreshes it and draws the page itself).
 */
export async function renderMemberPage(url: URL, options: RenderOptions): Promise<ServerRenderedPage | null> {
  const prefetch = memberPageData[sitePathOf(url.pathname) ?? ''];
  if (!prefetch) return null;
  return renderRequests.run({ transport: options.transport, signedIn: true }, async () => {
    const { language, rest: path } = splitLanguage(url.pathname);
    const [meta, { i18n, drawn }] = await Promise.all([
      preloadPage(path, language),
      createI18n(language),
      preloadSignedInLayout(),
    ]);
    if (!meta) return null;
    return withPageQueryClient(async (queryClient) => {
      queryClient.setDefaultOptions({
        queries: { ...queryClient.getDefaultOptions().queries, retry: false },
      });
      // Who the member is first: a token the API refuses ends here, before anything else is asked.
      try {
        await queryClient.fetchQuery(currentUserQueryOptions());
      } catch {
        return null;
      }
      await Promise.all([prefetch(queryClient, url), prefetchSignedInLayoutData(queryClient)]);
      // A page drawn with an error the browser would not draw the same (it asks again) is left to it.
      if (
        queryClient
          .getQueryCache()
          .getAll()
          .some((query) => query.state.status === 'error')
      )
        return null;
      return {
        html: await renderApp(url, queryClient, i18n),
        ...pageMeta(i18n, path, meta),
        messages: drawn(),
        data: dehydrate(queryClient),
      };
    });
  });
}

/**
 * The signed-in pages whose HTML holds their skeleton: the page is the member's (its prices, its
 * account), drawn by the browser, but its frame and placeholder are on screen from the HTML, before
 * the app's code has arrived. The same placeholder the page shows while its answers load.
 */
const signedInSkeletons: Record<string, () => ReactNode> = {
  '/search': () => <SearchPageSkeleton />,
};

/**
 * A signed-in page's skeleton as HTML (the markup inside <div id="root">), or null if it has none;
 * `pathname` in its language ('/ja/search').
 */
export async function renderSignedInSkeleton(pathname: string): Promise<string | null> {
  const path = sitePathOf(pathname);
  const page = path === undefined ? undefined : signedInSkeletons[path];
  if (!page) return null;
  const { language } = splitLanguage(pathname);
  const { prelude } = await prerenderToNodeStream(
    <I18nProvider i18n={(await createI18n(language)).i18n}>
      <StaticRouter basename={languageBasename(language)} location={pathname}>
        <MemberPageSkeleton>{page()}</MemberPageSkeleton>
      </StaticRouter>
    </I18nProvider>,
  );
  return streamToString(prelude);
}
