import { describe, expect, test } from 'vitest';
import { adminRoutes } from './admin-routes';
import { preloadPage } from './route-pages';
import { buildPageRoutes } from './route-objects';
import { isBackOfficePath } from './route-guards';

describe('page route objects', () => {
  // React Router warns "Matched leaf route ... does not have an element" for a route that renders
  // nothing, the redirects ('/vehicle/checklist', '/logout') included.
  test.each(buildPageRoutes().map((route) => [route.path ?? '(index)', route] as const))(
    '%s has something to render',
    (_path, route) => {
      expect(route.element).toBeDefined();
    },
  );

  // The back office's pages are in their own chunk, behind the one '/admin/*' route.
  test('the back office is one route, and its pages are all under /admin', () => {
    const paths = buildPageRoutes().map((route) => route.path);
    expect(paths.filter((path) => path && isBackOfficePath(path.replace('/*', '')))).toEqual(['/admin/*']);
    expect(adminRoutes.every((route) => isBackOfficePath(route.path))).toBe(true);
    expect(isBackOfficePath('/admin')).toBe(true);
    expect(isBackOfficePath('/administration')).toBe(false);
  });

  // A content page's title and description arrive with its page: the document title and
  // meta description are still the page's own.
  test("a content page's title and description come with the page", async () => {
    expect(await preloadPage('/about/reputation')).toEqual({
      title: 'Our reputation',
      description: expect.stringContaining('What dealers in New Zealand') as unknown,
    });
    // A page of the route table has its title and description as messages, read in the page's language.
    expect(await preloadPage('/search')).toEqual({
      title: expect.objectContaining({ message: 'Search stock' }) as unknown,
      description: expect.objectContaining({
        message: expect.stringContaining('Search used vehicles') as unknown,
      }) as unknown,
    });
    expect(await preloadPage('/no-such-page')).toBeUndefined();
  });
});
