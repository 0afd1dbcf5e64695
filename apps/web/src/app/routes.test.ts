import { describe, expect, test } from 'vitest';
import { buildPostLoginMenu, menuRoutes, preLoginAccountLinks, preLoginMenu } from './layouts/menus';
import { appRedirects, appRoutes } from './routes';

const paths = appRoutes.map((r) => r.path);

describe('route table', () => {
  test('has no duplicate paths', () => {
    expect(new Set(paths).size).toBe(paths.length);
    const redirectFroms = appRedirects.map((r) => r.from);
    expect(redirectFroms.filter((p) => paths.includes(p))).toEqual([]);
  });

  test('every path is absolute, lower-case and hyphenated (§2 URL handling)', () => {
    // A record id is a parameter (':id'), filled with a number.
    for (const path of paths) expect(path).toMatch(/^\/[a-z0-9/-]*(\/:id)?$/);
  });

  const allUser = { countryId: 75, hasAccessBMSM: true, hasIDirectAccess: true };
  const dduUser = { countryId: 70, hasAccessBMSM: false, hasIDirectAccess: false };
  const menuPaths = [
    ...menuRoutes(preLoginMenu),
    ...preLoginAccountLinks.map((l) => (l.kind === 'route' ? l.to : '')),
    ...menuRoutes(buildPostLoginMenu(allUser)),
    ...menuRoutes(buildPostLoginMenu(dduUser)),
    '/my-account/my-profile/account-details',
    '/my-account/my-profile',
    '/my-account/security',
    '/privacy-policy',
    '/sitemap',
    '/faq',
  ];
  test.each([...new Set(menuPaths)])('menu and footer link %s has a route', (to) => {
    expect(paths).toContain(to.split('?')[0]);
  });

  test.each([
    '/',
    '/dashboard',
    '/about',
    '/stocks',
    '/auction',
    '/services',
    '/search',
    '/printable',
    '/checklist',
    '/account',
    '/invoice',
    '/export',
    '/account-summary',
    '/my-account',
    '/form',
    '/about/terms-of-trade',
  ])('top-level route %s exists (§2)', (path) => expect(paths).toContain(path));

  test('guards: login and signup are guest-only, account pages member-only', () => {
    const access = Object.fromEntries(appRoutes.map((r) => [r.path, r.access]));
    expect(access['/account/login']).toBe('guest-only');
    expect(access['/account/signup']).toBe('guest-only');
    expect(access['/account-summary']).toBe('member');
    expect(access['/my-account/payment-options']).toBe('member');
    expect(access['/search']).toBe('public');
  });
});
