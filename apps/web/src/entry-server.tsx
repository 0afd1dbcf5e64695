// Issue 14: the visitors' pages that need no data of their own to paint (the home page and the content
// pages) are rendered to HTML by the API (apps/api/src/lib/page-html.ts), so a visitor sees the page
// before its JavaScript has arrived; main.tsx then hydrates it. Built by `vite build --ssr` into one
// bundle in dist/.vite/server/; signed-in browsers and every other page get the empty shell.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { sitePathOf } from '@ibc/domain';
import { appRouteObjects } from '@/app/router-routes';
import { disableControlsUntilHydrated } from '@/app/server-rendered-controls';
import { documentTitle, type RouteHandle } from '@/app/use-route-meta';
import { contentPaths } from '@/features/content/content-paths';
import { createQueryClient } from '@/lib/query-client';

export interface ServerRenderedPage {
  /** The markup inside <div id="root">. */
  html: string;
  /** The page's document title and description (what the browser's useRouteMeta sets). */
  title: string;
  description: string | undefined;
}

/**
 * The visitors' pages the API renders to HTML, those that paint without data of their own: the home
 * page and the public content pages (the path read as the API reads it). Every other page is
 * rendered in the browser.
 */
export function isServerRenderedPath(pathname: string): boolean {
  const path = sitePathOf(pathname);
  return path === '/' || (path !== undefined && (contentPaths as Record<string, string>)[path] === 'public');
}

const handler = createStaticHandler(appRouteObjects());

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** A visitor's page as HTML, or null when the page is rendered in the browser only. */
export async function renderPage(url: URL): Promise<ServerRenderedPage | null> {
  if (!isServerRenderedPath(url.pathname)) return null;
  const context = await handler.query(new Request(url));
  // A redirect or an error answer: the browser renders those itself.
  if (context instanceof Response || context.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const html = disableControlsUntilHydrated(await streamToString(prelude));
  const handle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
  return { html, title: documentTitle(url.pathname, handle?.title), description: handle?.description };
}
