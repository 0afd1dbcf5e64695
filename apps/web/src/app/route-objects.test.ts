import { describe, expect, test } from 'vitest';
import { buildPageRoutes, isBackOfficePath, loadBackOfficeRoutes } from './route-objects';

// React Router warns "Matched leaf route ... does not have an element or Component" for a route that
// renders nothing, the redirects ('/vehicle/checklist', '/logout') included (issue 15).
describe('page route objects', async () => {
  const backOffice = await loadBackOfficeRoutes();
  test.each([...buildPageRoutes(), ...backOffice].map((route) => [route.path ?? '(index)', route] as const))(
    '%s has something to render',
    (_path, route) => {
      expect(route.Component ?? route.element ?? route.lazy).toBeDefined();
    },
  );

  // Issue 14: the back office's pages are fetched with the first /admin address, and only then.
  test('the back office is patched in for /admin addresses and for no other page', () => {
    expect(backOffice.map((route) => route.path).every((path) => path && isBackOfficePath(path))).toBe(true);
    expect(backOffice.map((route) => route.path)).toContain('/admin/offers/:id');
    expect(buildPageRoutes().some((route) => route.path && isBackOfficePath(route.path))).toBe(false);
    expect(isBackOfficePath('/admin')).toBe(true);
    expect(isBackOfficePath('/administration')).toBe(false);
  });

  // A content page's title and description arrive with its page (issue 14): the document title and
  // meta description are still the page's own.
  test("a content page's route brings its title and description with the page", async () => {
    const route = buildPageRoutes().find((r) => r.path === '/about/reputation');
    expect(route?.handle).toBeUndefined();
    const loaded = typeof route?.lazy === 'function' ? await route.lazy() : undefined;
    expect(loaded?.handle).toEqual({
      title: 'Our reputation',
      description: expect.stringContaining('What dealers in New Zealand') as unknown,
      access: 'public',
    });
    expect(loaded?.Component).toBeDefined();
  });
});
