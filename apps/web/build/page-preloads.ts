// The server names each page's own chunks in the HTML it sends for that page, so the browser
// fetches them together with the entry instead of after it (one round trip less before the first
// paint). This build step writes dist/.vite/page-preloads.json: for every route of the route tables,
// the JavaScript files of its lazily loaded page and what they import, less what index.html already
// preloads. A content page in another language loads that language's body and titles instead of
// the English body (features/content/content-translations.ts): those are listed per language. The
// API reads it (apps/api/src/lib/page-html.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the preloads are written, relative to the build's output folder. */
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

export interface PagePreloads {
  /** Route path (as in the route table, ':id' included) → the page's JavaScript files. */
  pages: Record<string, string[]>;
  /**
   * Language → content page path → the page's JavaScript files in that language, in place of its
   * `pages` entry: its translated body (the English one where it has none) and the language's titles.
   * English is `pages`.
   */
  languagePages: Record<string, Record<string, string[]>>;
  /** The members' layout (app/layouts/post-login-layout), for a browser that is signed in. */
  signedIn: string[];
  /**
   * Route path → what a signed-in browser's page loads besides the visitors' one: the member
   * search's chunk, and the tiles' heart, for /search (SIGNED_IN_PAGE_MODULES).
   */
  signedInPages: Record<string, string[]>;
  /**
   * src/boot.ts, the only script of a page the server rendered: it asks for the app's modules once
   * the page has painted.
   */
  boot: string;
  /**
   * Language → the stylesheet of its script's fonts (src/fonts/<language>.css: Japanese, Arabic),
   * which the server writes into that language's pages.
   */
  fonts: Record<string, string>;
}

/**
 * The modules a page loads only for a member, once the page's own module has run (relative to src):
 * the signed-in /search draws the member search (its chunk, asked for at once:
 * features/stock-search/routes/search-page.tsx) with the watchlist's heart on each tile, the tiles'
 * price details (decimal.js) and the saved searches' 'Save this search' (app/routes/search-page.tsx).
 */
export const SIGNED_IN_PAGE_MODULES: Record<string, string[]> = {
  '/search': [
    'features/stock-search/components/member-search',
    'features/stock-search/components/price-details',
    'features/watchlist/components/watch-toggle',
    'features/saved-searches/components/save-search-dialog',
  ],
};

const ROUTE = /path: '([^']+)',[^{}]*?load: \(\) => import\('([^']+)'\)/g;
const CONTENT_PAGE = /\n {2}'(\/[^']*)': \{[^{}]*?file: '([^']+)',[^{}]*?load: \(\) => import\('([^']+)'\)/g;

function resolveSpecifier(srcRoot: string, fromDir: string, specifier: string): string {
  return specifier.startsWith('@/')
    ? path.join(srcRoot, specifier.slice(2))
    : path.resolve(fromDir, specifier);
}

/**
 * Each page's module (absolute path without extension), read from the route table's source: the
 * feature routes (app/routes.ts) and the content pages (features/content/content-pages.ts: the
 * content route's module and the page's body). Not the back office: the server answers its
 * addresses with a 404 page that must not name its chunks (app/admin-routes.ts).
 */
export function pageModules(srcRoot: string): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  const appDir = path.join(srcRoot, 'app');
  const routeTable = readFileSync(path.join(appDir, 'routes.ts'), 'utf8');
  for (const [, routePath, specifier] of routeTable.matchAll(ROUTE)) {
    pages.set(routePath!, [resolveSpecifier(srcRoot, appDir, specifier!)]);
  }
  for (const { routePath, contentRoute, body } of contentPages(srcRoot)) {
    pages.set(routePath, [contentRoute, body]);
  }
  return pages;
}

/** The content pages of the registry (features/content/content-pages.ts), read from its source. */
function contentPages(srcRoot: string) {
  const contentDir = path.join(srcRoot, 'features/content');
  const contentRoute = path.join(contentDir, 'routes/content-page');
  const registry = readFileSync(path.join(contentDir, 'content-pages.ts'), 'utf8');
  return [...registry.matchAll(CONTENT_PAGE)].map(([, routePath, file, specifier]) => ({
    routePath: routePath!,
    /** The body's file name, in pages/ and in each translation's folder pages/<language>/. */
    file: file!,
    contentRoute,
    body: resolveSpecifier(srcRoot, contentDir, specifier!),
  }));
}

/**
 * Language → content page path → the page's modules in that language (absolute paths without
 * extension), as features/content/content-translations.ts loads them: the content route's module,
 * the translated body pages/<language>/<file>.tsx (the English body where there is none), and the
 * language's titles pages/<language>/titles.ts. A language is a folder of pages/.
 */
export function languagePageModules(srcRoot: string): Map<string, Map<string, string[]>> {
  const pagesDir = path.join(srcRoot, 'features/content/pages');
  const languages = readdirSync(pagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const entries = contentPages(srcRoot);
  return new Map(
    languages.map((language) => {
      const languageDir = path.join(pagesDir, language);
      const titles = path.join(languageDir, 'titles');
      const titlesModules = existsSync(`${titles}.ts`) ? [titles] : [];
      const pages = new Map(
        entries.map(({ routePath, file, contentRoute, body }) => {
          const translated = path.join(languageDir, file);
          const languageBody = existsSync(`${translated}.tsx`) ? translated : body;
          return [routePath, [contentRoute, languageBody, ...titlesModules]];
        }),
      );
      return [language, pages];
    }),
  );
}

/** The Vite plugin: writes PAGE_PRELOADS_FILE with the build. `srcRoot` is apps/web/src. */
export function pagePreloads(srcRoot: string): Plugin {
  return {
    name: 'ibc:page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byModule = new Map<string, (typeof chunks)[number]>();
      for (const chunk of chunks) {
        if (chunk.facadeModuleId) byModule.set(chunk.facadeModuleId.replace(/\.tsx?$/, ''), chunk);
      }
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileNames: readonly string[], into = new Set<string>()) => {
        for (const fileName of fileNames) {
          if (into.has(fileName)) continue;
          into.add(fileName);
          closure(byFile.get(fileName)?.imports ?? [], into);
        }
        return into;
      };
      const boot = byModule.get(path.join(srcRoot, 'boot'));
      // index.html's own entry (the fonts' stylesheets are entries too, with an empty script chunk).
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
      if (!entry || !boot?.isEntry) throw new Error('page-preloads: the build has no entry, or no boot.ts');
      const inIndexHtml = closure([entry.fileName]);

      const filesOf = (modules: string[]) => {
        const files = modules.map((module) => {
          // A module that is not a chunk's own entry (its chunk also holds what it imports alone).
          const chunk =
            byModule.get(module) ??
            chunks.find((c) => c.moduleIds.some((id) => id.replace(/\.tsx?$/, '') === module));
          if (!chunk) throw new Error(`page-preloads: no chunk for ${module}`);
          return chunk.fileName;
        });
        return [...closure(files)].filter((file) => !inIndexHtml.has(file));
      };
      const preloads: PagePreloads = {
        pages: Object.fromEntries(
          [...pageModules(srcRoot)].map(([routePath, modules]) => [routePath, filesOf(modules)]),
        ),
        languagePages: Object.fromEntries(
          [...languagePageModules(srcRoot)].map(([language, pages]) => [
            language,
            Object.fromEntries([...pages].map(([routePath, modules]) => [routePath, filesOf(modules)])),
          ]),
        ),
        signedIn: filesOf([path.join(srcRoot, 'app/layouts/post-login-layout')]),
        signedInPages: Object.fromEntries(
          Object.entries(SIGNED_IN_PAGE_MODULES).map(([routePath, modules]) => [
            routePath,
            filesOf(modules.map((module) => path.join(srcRoot, module))),
          ]),
        ),
        boot: boot.fileName,
        fonts: Object.fromEntries(
          Object.values(bundle)
            .filter((file) => file.type === 'asset')
            .flatMap((file) => {
              const language = file.names
                .map((name) => /^fonts-([a-z]{2})\.css$/.exec(name)?.[1])
                .find(Boolean);
              return language ? [[language, file.fileName]] : [];
            }),
        ),
      };
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
