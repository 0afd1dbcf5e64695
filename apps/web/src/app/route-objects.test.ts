import { describe, expect, test } from 'vitest';
import { buildPageRoutes } from './route-objects';

// React Router warns "Matched leaf route ... does not have an element or Component" for a route that
// renders nothing, the redirects ('/vehicle/checklist', '/logout') included (issue 15).
describe('page route objects', () => {
  test.each(buildPageRoutes().map((route) => [route.path ?? '(index)', route] as const))(
    '%s has something to render',
    (_path, route) => {
      expect(route.Component ?? route.element ?? route.lazy).toBeDefined();
    },
  );
});
