import { expect, test } from 'vitest';
import { canonicalUrl, NON_INDEXED_PATH_PREFIXES, PUBLIC_PAGE_PATHS } from './public-pages.ts';

test.each([
  ['https://ibc.example', '/about/belief', 'https://ibc.example/about/belief'],
  ['https://ibc.example/', '/about/belief/', 'https://ibc.example/about/belief'], // one URL per page
  ['https://ibc.example', '/search?tab=10#x', 'https://ibc.example/search'], // queries are not separate pages
  ['https://ibc.example', '/', 'https://ibc.example/'],
  ['https://ibc.example', '?x', 'https://ibc.example/'],
])('canonicalUrl(%s, %s) = %s', (origin, path, url) => {
  expect(canonicalUrl(origin, path)).toBe(url);
});

test('no public page is also excluded from indexing', () => {
  for (const path of PUBLIC_PAGE_PATHS) {
    expect(NON_INDEXED_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))).toBe(false);
  }
});
