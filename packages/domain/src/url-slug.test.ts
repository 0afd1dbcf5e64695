import { expect, test } from 'vitest';
import { toUrlSlug } from './url-slug.ts';

test.each([
  ['purchase from ibc inventory', 'purchase-from-ibc-inventory'], // §2 "URL handling turns spaces into hyphens"
  ['stocks/purchasing process', 'stocks/purchasing-process'], // §2 "... and keeps slashes"
  ['  nz   stocks ', 'nz-stocks'], // §2 spaces -> hyphens: a run of spaces is one gap
])('toUrlSlug(%j) = %j', (text, slug) => {
  expect(toUrlSlug(text)).toBe(slug);
});
