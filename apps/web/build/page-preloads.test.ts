import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { appRoutes } from '../src/app/routes';
import { languagePageModules, pageModules, SIGNED_IN_PAGE_MODULES } from './page-preloads';

const srcRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const modules = pageModules(srcRoot);

// The preloads are read from the route tables' source: every route must be found there, or its page
// would silently lose its preload.
test('every route of the route table has its page module', () => {
  const routePaths = appRoutes.map((route) => route.path);
  expect([...modules.keys()].sort()).toEqual(routePaths.sort());
});

test('each page module named is a file of the app', () => {
  for (const files of modules.values()) {
    for (const file of files) expect([`${file}.tsx`, `${file}.ts`].some(existsSync), file).toBe(true);
  }
  expect(modules.get('/search')).toEqual([`${srcRoot}/app/routes/search-page`]);
  expect(modules.get('/about/reputation')).toEqual([
    `${srcRoot}/features/content/routes/content-page`,
    `${srcRoot}/features/content/pages/about--reputation`,
  ]);
});

// A content page in another language loads that language's body and titles, not the English body
// (features/content/content-translations.ts): those are what its HTML must name.
test("each content page names, in every translation's language, that language's body and titles", () => {
  const byLanguage = languagePageModules(srcRoot);
  expect([...byLanguage.keys()]).toEqual(['ar', 'es', 'fr', 'ja', 'ru']);
  const contentPaths = [...modules.keys()].filter(
    (routePath) => modules.get(routePath)![0] === `${srcRoot}/features/content/routes/content-page`,
  );
  expect(contentPaths.length).toBeGreaterThan(40);
  for (const [language, pages] of byLanguage) {
    expect([...pages.keys()], language).toEqual(contentPaths);
    for (const [routePath, files] of pages) {
      expect(files[0], routePath).toBe(`${srcRoot}/features/content/routes/content-page`);
      expect(files.at(-1), routePath).toBe(`${srcRoot}/features/content/pages/${language}/titles`);
      for (const file of files) expect([`${file}.tsx`, `${file}.ts`].some(existsSync), file).toBe(true);
    }
  }
  const japanese = byLanguage.get('ja')!;
  expect(japanese.get('/about/belief')).toEqual([
    `${srcRoot}/features/content/routes/content-page`,
    `${srcRoot}/features/content/pages/ja/about--belief`,
    `${srcRoot}/features/content/pages/ja/titles`,
  ]);
  // A page without a translation of its body (the sections' index) keeps the English body.
  expect(japanese.get('/about')).toEqual([
    `${srcRoot}/features/content/routes/content-page`,
    `${srcRoot}/features/content/pages/section-index`,
    `${srcRoot}/features/content/pages/ja/titles`,
  ]);
});

// A signed-in page's own modules are named by hand: each must be a file of the app (a module renamed or
// moved would fail the build instead), under a route of the route table.
test('the modules a page draws only for members are files of the app, of pages that exist', () => {
  for (const [routePath, files] of Object.entries(SIGNED_IN_PAGE_MODULES)) {
    expect(modules.has(routePath), routePath).toBe(true);
    for (const file of files) {
      expect(
        [`${file}.tsx`, `${file}.ts`].some((name) => existsSync(path.join(srcRoot, name))),
        file,
      ).toBe(true);
    }
  }
  expect(SIGNED_IN_PAGE_MODULES['/search']).toContain('features/stock-search/components/member-search');
});
