import { expect, test } from 'vitest';
import { isOwnSitePath, isSitePath, SITE_PATHS, sitePathOf } from './site-paths.ts';

test.each([
  ['/', true], // §2 '' (home)
  ['', true], // §2 '' (home): an empty path is the home page too
  ['/search', true], // §2 search
  ['/search?make=Toyota', true], // the query string is not part of the path
  ['/about/contact-us/', true], // a trailing slash is the same page
  ['/about/contact%20us', true], // §2 "URL handling turns spaces into hyphens"
  ['/vehicle/checklist', true], // §2 'vehicle/checklist' (redirects to checklist)
  ['/logout', true], // §2 'logout' (redirects to '/account/logout')
  ['/my-account/my-offer-history', true], // §2 post-login My Accounts
  ['/my-account/purchases/12', true], // the deal page of purchase 12
  ['/my-account/my-offer-history/7/', true], // an offer's thread
  ['/my-account/purchases/abc', false], // an id is a whole number
  ['/my-account/purchases/12/x', false], // and nothing is below it
  ['/no-such-page', false], // anything else is a 404
  ['/search/extra', false], // no page below search
  ['/%E0%A4%A', false], // a broken escape is not a page
])('isSitePath(%j) = %j', (path, known) => {
  expect(isSitePath(path)).toBe(known);
});

// The page path the server renders (and preloads) for a request URL.
test.each([
  ['/', '/'],
  ['', '/'],
  ['/search?make=Toyota#tiles', '/search'],
  ['/search///', '/search'],
  ['/about/contact%20us/', '/about/contact-us'],
  ['/my-account/purchases/12', '/my-account/purchases/12'],
  ['/%E0%A4%A', undefined],
])('sitePathOf(%j) = %j', (url, path) => {
  expect(sitePathOf(url)).toBe(path);
});

// The server draws a page only at its own address: at another, the browser draws a redirect.
test.each([
  ['/', true],
  ['/search?make=Toyota#tiles', true],
  ['/about/', true],
  ['/about/contact-us', true],
  ['/about/contact%20us', false],
  ['/about%20', false],
  ['', false],
  ['/%E0%A4%A', false],
])('isOwnSitePath(%j) = %j', (url, own) => {
  expect(isOwnSitePath(url)).toBe(own);
});

test('every listed path is absolute and listed once', () => {
  expect(SITE_PATHS.every((p) => p.startsWith('/'))).toBe(true);
  expect(new Set(SITE_PATHS).size).toBe(SITE_PATHS.length);
});
