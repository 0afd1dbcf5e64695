import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { appRoutes } from '../src/app/routes';
import { pageModules } from './page-preloads';

const srcRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const modules = pageModules(srcRoot);

// The preloads are read from the route tables' source: every route must be found there, or its page
// would silently lose its preload (issue 14).
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
