import { BACK_OFFICE_PATHS, NON_INDEXED_PATH_PREFIXES, PUBLIC_PAGE_PATHS, SITE_PATHS } from '@ibc/domain';
import { expect, test } from 'vitest';
import { adminRoutes } from './admin-routes';
import { appRedirects, appRoutes } from './routes';

// The API's /sitemap.xml lists PUBLIC_PAGE_PATHS; this keeps it equal to the route table.
test('the sitemap.xml list is the public part of the route table', () => {
  const fromTable = appRoutes
    .filter((r) => r.access !== 'member' && !r.hideFromSitemap)
    .map((r) => r.path)
    .filter((path) => !NON_INDEXED_PATH_PREFIXES.some((prefix) => path.startsWith(prefix)));
  expect([...PUBLIC_PAGE_PATHS].sort()).toEqual(fromTable.sort());
});

// The API answers paths outside SITE_PATHS with HTTP 404; this keeps it equal to the router.
test('the server list of site paths is the whole route table with its redirects', () => {
  const fromTable = [...appRoutes.map((r) => r.path), ...appRedirects.map((r) => r.from)];
  expect([...SITE_PATHS].sort()).toEqual(fromTable.sort());
});

// The API answers the back office's pages with the app's shell and HTTP 200, like every other page.
test("the server list of back-office paths is the back office's route table", () => {
  expect([...BACK_OFFICE_PATHS].sort()).toEqual([...new Set(adminRoutes.map((r) => r.path))].sort());
});
