import { createBrowserRouter, RouterProvider } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { buildPageRoutes } from './route-objects';
import { PageFallback } from './routes/page-fallback';
import { RouteErrorPage } from './routes/route-error-page';

// Every page module is loaded lazily from the route table (app/routes.ts); only the shell is in
// the first chunk.
const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageFallback,
    ErrorBoundary: RouteErrorPage,
    // Pathless child so a failing page shows its error inside the header/sidebar and footer.
    children: [{ ErrorBoundary: RouteErrorPage, children: buildPageRoutes() }],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
