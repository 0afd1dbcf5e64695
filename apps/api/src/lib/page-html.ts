// Issue 14: the HTML of a page names that page's own JavaScript chunks (<link rel="modulepreload">),
// so the browser fetches them together with the app's entry instead of after it: one round trip less
// before the first paint. The web build lists each route's chunks in dist/.vite/page-preloads.json
// (apps/web/build/page-preloads.ts); a browser that is signed in also gets the members' layout.
import fs from 'node:fs';
import path from 'node:path';
import { sitePathOf } from '@ibc/domain';
import { z } from 'zod';
import { escapeHtml } from './html.ts';

/** Written by the web build (apps/web/build/page-preloads.ts PAGE_PRELOADS_FILE). */
const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

const pagePreloadsSchema = z.object({
  pages: z.record(z.string(), z.array(z.string())),
  signedIn: z.array(z.string()),
});

export interface PageHtml {
  /** index.html for a request path, with the preloads of its page (none for an unknown path). */
  render(url: string, signedIn: boolean): string;
}

function routePattern(routePath: string): RegExp {
  const escaped = routePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-z]+/gi, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

function preloadLinks(files: readonly string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`).join('');
}

/** Reads the built app's index.html and its page preloads (a build without them preloads nothing). */
export function loadPageHtml(webDist: string): PageHtml {
  const indexHtml = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const file = path.join(webDist, PAGE_PRELOADS_FILE);
  const preloads = fs.existsSync(file)
    ? pagePreloadsSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')))
    : { pages: {}, signedIn: [] };
  const routes = Object.entries(preloads.pages).map(([routePath, files]) => ({
    pattern: routePattern(routePath),
    files,
  }));
  const withHead = (links: string) => indexHtml.replace('</head>', `${links}</head>`);
  // One page per route and sign-in state: a few hundred strings at most, built on first use.
  const rendered = new Map<string, string>();

  return {
    render(url, signedIn) {
      const pathname = sitePathOf(url);
      const route = pathname === undefined ? undefined : routes.find((r) => r.pattern.test(pathname));
      const files = [...(signedIn ? preloads.signedIn : []), ...(route?.files ?? [])];
      if (files.length === 0) return indexHtml;
      const key = `${signedIn}:${route?.pattern.source ?? ''}`;
      let html = rendered.get(key);
      if (html === undefined) {
        html = withHead(preloadLinks([...new Set(files)]));
        rendered.set(key, html);
      }
      return html;
    },
  };
}
