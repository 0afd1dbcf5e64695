// The HTML of the site's pages.
// - Each page names its own JavaScript chunks (<link rel="modulepreload">), so the browser fetches them
//   together with the app's entry instead of after it. The web build lists each route's chunks in
//   dist/.vite/page-preloads.json (apps/web/build/page-preloads.ts); a signed-in browser also gets the
//   members' layout, and what the page draws only for members (the member search). A content page in
//   another language names that language's body and titles instead of the English body (the build's
//   `languagePages`).
// - A visitor's home, content and search pages come rendered: the web build's server renderer
//   (dist/.vite/server/entry-server.js, apps/web/src/entry-server.tsx) writes the page into
//   <div id="root">, with its title, description and stylesheet, and the browser hydrates it. The
//   home and content pages hold no data: each is rendered once per instance and kept. The search is
//   drawn with its first page of stock, asked of the API's own routes (`transport`, no network); its
//   answers follow the page as JSON for the browser's first render, and the page is kept per address
//   for as long as the stock is unchanged (`dataVersion`), half a minute at most. A member's `/search`
//   is drawn the same way for the member when the browser sent the member-page cookie (the access
//   token, ADR 0003 addendum): its answers asked with the member's token, never kept. Other pages of a
//   signed-in browser (§4 'isAuthenticated') get the empty shell: they depend on the member. Where the
//   renderer has a skeleton for the page (the member search without the cookie), the shell holds it.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  canonicalUrl,
  isOwnSitePath,
  LANGUAGES,
  languageDirection,
  localizedUrl,
  PUBLIC_PAGE_PATHS,
  sitePathOf,
  splitLanguage,
  type Language,
} from '@ibc/domain';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { escapeHtml, scriptJson } from './html.ts';

/** Written by the web build (apps/web/build/page-preloads.ts PAGE_PRELOADS_FILE). */
const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';
/** Written by the web build's `vite build --ssr` (apps/web/vite.config.ts SERVER_RENDERER_DIR). */
const SERVER_RENDERER_FILE = '.vite/server/entry-server.js';

const pagePreloadsSchema = z.object({
  pages: z.record(z.string(), z.array(z.string())),
  languagePages: z.record(z.string(), z.record(z.string(), z.array(z.string()))).optional(),
  signedIn: z.array(z.string()),
  signedInPages: z.record(z.string(), z.array(z.string())).optional(),
  boot: z.string().optional(),
  fonts: z.record(z.string(), z.string()).optional(),
});

/** How the renderer reaches the API: a fetch answered by the API's own routes. */
export type PageDataTransport = (url: string, init: RequestInit) => Promise<Response>;

/** What apps/web/src/entry-server.tsx exports. */
interface ServerRenderer {
  isServerRenderedPath(pathname: string): boolean;
  /** Whether the page is drawn with data of the API (the stock). */
  readsData(pathname: string): boolean;
  renderPage(url: URL, options: { transport: PageDataTransport }): Promise<RenderedPage | null>;
  /** A signed-in page's skeleton (its frame and placeholder), or null (an older renderer has none). */
  renderSignedInSkeleton?(pathname: string): Promise<string | null>;
  /** Whether the renderer draws this signed-in page for the member (an older renderer draws none). */
  isMemberRenderedPath?(pathname: string): boolean;
  /** A member's page, its requests sent with the member's token; null when it is left to the browser. */
  renderMemberPage?(url: URL, options: { transport: PageDataTransport }): Promise<RenderedPage | null>;
}

type RenderedPage = {
  html: string;
  title: string;
  description: string | undefined;
  data?: unknown;
  /** The messages the page was drawn with, in its language. */
  messages?: unknown;
};

export interface PageHtml {
  /**
   * index.html for a request path: the page's preloads, and the page itself where it can be: for a
   * visitor, and for a member whose browser sent its access token (`memberToken`, the member-page
   * cookie) on the pages drawn for members.
   */
  render(url: string, signedIn: boolean, memberToken?: string): Promise<string>;
}

export interface PageHtmlOptions {
  /** A page the server renderer failed on is sent as the empty shell (the browser renders it) and reported. */
  onRenderError?: (error: unknown, url: string) => void;
  /** The API's own routes, for the pages drawn with data. Without it those pages wait for the browser. */
  transport?: PageDataTransport;
  /**
   * The version of what the data pages show (the stock's, migration 0014): a rendered search is kept
   * while it is unchanged. Without it, a data page is rendered for every request.
   */
  dataVersion?: () => Promise<string>;
  /** The site's own origin (PUBLIC_URL), for the addresses of a page in the other languages. */
  publicUrl?: () => string;
}

/** How long a page drawn with data is kept at most: the browser's staleTime for a search answer. */
const DATA_PAGE_TTL_MS = 30_000;

/** The element the browser reads the page's answers from (apps/web/src/lib/server-data.ts). */
const SERVER_DATA_ELEMENT = '<script type="application/json" id="server-data">';
/** The element the browser reads the page's messages from (apps/web/src/lib/i18n.ts). */
const SERVER_MESSAGES_ELEMENT = '<script type="application/json" id="server-messages">';

function routePattern(routePath: string): RegExp {
  const escaped = routePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-z]+/gi, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

function preloadLinks(files: readonly string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`).join('');
}

const ROOT = '<div id="root"></div>';

const indexedPaths = new Set<string>(PUBLIC_PAGE_PATHS);

/**
 * The page's language on <html>, and for a page search engines index, its address in every language
 * (hreflang, with English as the default for readers of any other), so each language is found.
 */
function languageTags(
  html: string,
  pathname: string | undefined,
  language: Language,
  origin: string,
  fonts: string | undefined,
): string {
  const withLanguage = html
    .replace(/<html\b[^>]*>/, `<html lang="${language}" dir="${languageDirection(language)}">`)
    // The script's fonts (their files fetched only for the glyphs a device has no font of its own
    // for), linked at the end of the page: no paint waits for them.
    .replace(
      '</body>',
      () => (fonts === undefined ? '' : `<link rel="stylesheet" href="/${escapeHtml(fonts)}">`) + '</body>',
    );
  if (pathname === undefined || !indexedPaths.has(pathname)) return withLanguage;
  const link = (hreflang: string, to: Language) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(canonicalUrl(origin, localizedUrl(to, pathname)))}">`;
  const links = [...LANGUAGES.map((to) => link(to, to)), link('x-default', 'en')].join('');
  return withLanguage.replace('</head>', `${links}</head>`);
}

/** Reads the built app's index.html, its page preloads and its server renderer (each optional). */
export function loadPageHtml(webDist: string, options: PageHtmlOptions = {}): PageHtml {
  const indexHtml = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const preloadsFile = path.join(webDist, PAGE_PRELOADS_FILE);
  const preloads = fs.existsSync(preloadsFile)
    ? pagePreloadsSchema.parse(JSON.parse(fs.readFileSync(preloadsFile, 'utf8')))
    : { pages: {}, signedIn: [] };
  const routes = Object.entries(preloads.pages).map(([routePath, files]) => ({
    pattern: routePattern(routePath),
    files,
    // A content page's files in each language that has its own (its translated body and titles).
    languageFiles: new Map(
      Object.entries(preloads.languagePages ?? {}).flatMap(([language, pages]) => {
        const ownFiles = pages[routePath];
        return ownFiles ? [[language, ownFiles] as const] : [];
      }),
    ),
    signedInFiles: preloads.signedInPages?.[routePath] ?? [],
  }));
  const fontStyles = new Map(Object.entries(preloads.fonts ?? {}));
  const rendererFile = path.join(webDist, SERVER_RENDERER_FILE);
  // Imported on the first page it draws (a visitor's, a member's, or a member's skeleton), not at start-up.
  let renderer: Promise<ServerRenderer> | undefined;
  const loadRenderer = () =>
    (renderer ??= import(pathToFileURL(rendererFile).href) as Promise<ServerRenderer>);
  const canRender = fs.existsSync(rendererFile) && indexHtml.includes(ROOT);
  // A rendered page carries the app's stylesheet in its HTML: it paints with the HTML's own bytes,
  // without a round trip for the CSS first (12 kB gzipped, the same for every page).
  const stylesheetLink = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(indexHtml);
  const stylesheetHref = stylesheetLink?.[1];
  const stylesheetFile = stylesheetHref ? path.join(webDist, stylesheetHref) : null;
  const inlineStyles =
    stylesheetFile && fs.existsSync(stylesheetFile) ? fs.readFileSync(stylesheetFile, 'utf8') : undefined;
  // The link stays, disabled (never fetched): the app's module loader sees the stylesheet is in the
  // page and does not add it again when a lazy module names it (a second download and a restyle of
  // the whole page).
  const withInlineStyles = (html: string) =>
    stylesheetLink && inlineStyles !== undefined && !inlineStyles.includes('</')
      ? html.replace(
          stylesheetLink[0],
          () => `<style>${inlineStyles}</style>${stylesheetLink[0].replace('<link ', '<link disabled ')}`,
        )
      : html;

  // One shell per route and sign-in state: a few hundred strings at most, built on first use.
  // One shell per route, sign-in state and language (and indexed page, for its other languages'
  // addresses): a few thousand strings at most, built on first use.
  const shells = new Map<string, string>();
  function shell(pathname: string | undefined, signedIn: boolean, language: Language): string {
    const route = pathname === undefined ? undefined : routes.find((r) => r.pattern.test(pathname));
    const files = [
      ...(signedIn ? [...preloads.signedIn, ...(route?.signedInFiles ?? [])] : []),
      ...(route?.languageFiles.get(language) ?? route?.files ?? []),
    ];
    const indexed = pathname !== undefined && indexedPaths.has(pathname);
    const key = `${signedIn}:${language}:${route?.pattern.source ?? ''}:${indexed ? pathname : ''}`;
    let html = shells.get(key);
    if (html === undefined) {
      html =
        files.length === 0
          ? indexHtml
          : indexHtml.replace('</head>', `${preloadLinks([...new Set(files)])}</head>`);
      html = languageTags(html, pathname, language, options.publicUrl?.() ?? '', fontStyles.get(language));
      shells.set(key, html);
    }
    return html;
  }

  // A rendered page is painted from its HTML alone. Its scripts (the app's entry and the modules it
  // preloads) go inside a <template>, which the app's boot script (apps/web/src/boot.ts, the page's
  // only script) puts to work once the page has painted: the page's bytes and its largest image are
  // not shared with 150 kB of scripts, and nothing the page shows waits for them. Lighthouse's model
  // sees it the same way: a module fetched before the first paint counts as blocking it.
  const moduleTags = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;
  function deferModules(html: string): string {
    const tags = html.match(moduleTags);
    if (!preloads.boot || !tags) return html;
    const boot = `<script type="module" crossorigin src="/${escapeHtml(preloads.boot)}"></script>`;
    return html
      .replace(moduleTags, '')
      .replace('</head>', () => `<template id="deferred-modules">${tags.join('')}</template>${boot}</head>`);
  }

  const noTransport: PageDataTransport = () => Promise.reject(new Error('No way to the API'));

  /** A rendered page in its shell: the markup, the answers it was drawn with, its title, its scripts. */
  function pageDocument(page: RenderedPage, shellHtml: string): string {
    const data = page.data === undefined ? '' : `${SERVER_DATA_ELEMENT}${scriptJson(page.data)}</script>`;
    // The words of the page, so the browser draws it again without its language's whole catalogue.
    const messages =
      page.messages === undefined ? '' : `${SERVER_MESSAGES_ELEMENT}${scriptJson(page.messages)}</script>`;
    let html = withInlineStyles(shellHtml).replace(
      ROOT,
      () => `<div id="root">${page.html}</div>${data}${messages}`,
    );
    // The page's largest paint, the image the app marks fetchpriority="high" (a search's first photo),
    // is asked for before the scripts: on HTTP/1.1 the browser opens six connections to the site,
    // and the photo would otherwise wait behind the page's modules.
    const largestImage = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(page.html)?.[0];
    const largestImageSrc = largestImage && /\bsrc="([^"]+)"/.exec(largestImage)?.[1];
    if (largestImageSrc) {
      html = html.replace(
        '<script type="module"',
        () =>
          `<link rel="preload" as="image" href="${largestImageSrc}" fetchpriority="high"><script type="module"`,
      );
    }
    html = deferModules(html);
    // Replaced by functions: a page's text may hold '$&' and the like.
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
    if (page.description !== undefined) {
      html = html.replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${escapeHtml(page.description)}" />`,
      );
    }
    return html;
  }

  /** A visitor's page, rendered ('' if the renderer declined). */
  async function renderVisitorPage(url: URL): Promise<string> {
    const page = await (
      await loadRenderer()
    ).renderPage(url, { transport: options.transport ?? noTransport });
    const { language } = splitLanguage(url.pathname);
    return page ? pageDocument(page, shell(sitePathOf(url.pathname), false, language)) : '';
  }

  // A visitor's rendered pages, by path, the same for every visitor: a page without data until the
  // next build, kept for an hour at most so that its date-dependent text (the footer's year) follows
  // the calendar; a page with data by stock version and address (its query string is its filter).
  const visitorPages = new LRUCache<string, string, URL>({
    max: 500,
    ttl: 60 * 60_000,
    fetchMethod: (_key, _stale, { context }) => renderVisitorPage(context),
  });

  async function visitorPage(
    url: string,
    pathname: string,
    language: Language,
    renderer: ServerRenderer,
  ): Promise<string> {
    if (!renderer.isServerRenderedPath(pathname)) return '';
    // The page in the address's language: its own path, with the language before it ('/ja/search').
    const localPath = localizedUrl(language, pathname);
    if (!renderer.readsData(pathname)) {
      return (await visitorPages.fetch(localPath, { context: new URL(localPath, 'http://localhost') })) ?? '';
    }
    const address = new URL(url, 'http://localhost');
    address.pathname = localPath;
    if (!options.dataVersion) return renderVisitorPage(address);
    const key = `${await options.dataVersion()}|${address.pathname}${address.search}`;
    return (await visitorPages.fetch(key, { context: address, ttl: DATA_PAGE_TTL_MS })) ?? '';
  }

  // A signed-in page with a skeleton: the shell, with the skeleton in <div id="root" data-skeleton>
  // that the app draws the page over (main.tsx), painted like a visitor's page from the HTML and its
  // inline stylesheet, its scripts after the first paint. The same for every member: kept per path.
  async function renderSignedInPage(localPath: string): Promise<string> {
    const skeleton = await (await loadRenderer()).renderSignedInSkeleton?.(localPath);
    if (!skeleton) return '';
    const { language, rest } = splitLanguage(localPath);
    const html = withInlineStyles(shell(rest, true, language)).replace(
      ROOT,
      () => `<div id="root" data-skeleton>${skeleton}</div>`,
    );
    return deferModules(html);
  }
  const signedInPages = new LRUCache<string, string>({
    max: 100,
    ttl: 60 * 60_000,
    fetchMethod: (localPath) => renderSignedInPage(localPath),
  });

  // A member's page drawn for the member: its answers asked with the member's token, the
  // same document as a visitor's page (hydrated by the browser), never kept: it is the member's own.
  async function memberPage(
    url: string,
    pathname: string,
    language: Language,
    token: string,
  ): Promise<string> {
    const renderer = await loadRenderer();
    const transport = options.transport;
    if (!transport || !renderer.renderMemberPage || !renderer.isMemberRenderedPath?.(pathname)) return '';
    const address = new URL(url, 'http://localhost');
    address.pathname = localizedUrl(language, pathname);
    const page = await renderer.renderMemberPage(address, {
      transport: (requestUrl, init) => {
        const headers = new Headers(init.headers);
        headers.set('authorization', `Bearer ${token}`);
        return transport(requestUrl, { ...init, headers });
      },
    });
    return page ? pageDocument(page, shell(pathname, true, language)) : '';
  }

  return {
    async render(url, signedIn, memberToken) {
      const pathname = sitePathOf(url);
      const { language } = splitLanguage(url);
      const ownPage = canRender && pathname !== undefined && isOwnSitePath(url);
      if (signedIn && memberToken && ownPage) {
        try {
          const html = await memberPage(url, pathname, language, memberToken);
          if (html) return html;
        } catch (error) {
          options.onRenderError?.(error, url);
        }
      }
      if (signedIn && ownPage) {
        try {
          const html = await signedInPages.fetch(localizedUrl(language, pathname));
          if (html) return html;
        } catch (error) {
          options.onRenderError?.(error, url);
        }
      }
      // At an address the browser sends on ('/about/contact us', §2), the page drawn here would not
      // be the one the browser draws: the empty shell.
      if (!signedIn && ownPage) {
        try {
          const html = await visitorPage(url, pathname, language, await loadRenderer());
          if (html) return html;
        } catch (error) {
          options.onRenderError?.(error, url);
        }
      }
      return shell(pathname, signedIn, language);
    },
  };
}
