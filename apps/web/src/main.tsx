import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { preloadPage } from '@/app/route-pages';
import { PageFallback } from '@/app/routes/page-fallback';
import { AppRouter } from '@/app/router';
import { enableServerRenderedControls } from '@/app/server-rendered-controls';
import { registerTokenRefresh } from '@/features/accounts/utils/token-refresh';
import { loadTagManager } from '@/lib/analytics';
import { currentUserQueryOptions } from '@/lib/current-user';
import { queryClient } from '@/lib/query-client';
import { isSignedIn } from '@/lib/session';
import './index.css';

loadTagManager();
registerTokenRefresh();
// Issue 14: a signed-in browser asks who it is at once, while the page's code is still arriving,
// instead of when the first page renders (prices, the member layout and the member search wait on it).
if (isSignedIn()) void queryClient.prefetchQuery(currentUserQueryOptions());

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// Issue 14: a visitor's home or content page arrives rendered by the server (entry-server.tsx); it is
// hydrated, not drawn again. Anything else starts from the empty shell.
const serverRendered = container.hasChildNodes();
/** After the browser has painted a frame: the server's page shows before hydration's long task runs. */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const app = (
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>
);
// The first page's code is brought before the first render (the layout has no Suspense around the
// page): the server's page stays as it is meanwhile, the empty shell shows the spinner. Promises, not
// a top-level await: an entry that awaits makes the bundler split the first download into many chunks.
const firstPage = preloadPage(window.location.pathname).catch(() => {
  // A failed download: the render asks again, and shows the error page if it fails again.
});
if (serverRendered) {
  void Promise.all([firstPage, afterFirstPaint()]).then(() => {
    hydrateRoot(container, app);
    // From here React takes every click and key (hydrating first what they reach): the controls the
    // server sent disabled until now (entry-server.tsx) are enabled.
    enableServerRenderedControls(container);
  });
} else {
  const root = createRoot(container);
  root.render(<PageFallback />);
  void firstPage.then(() => root.render(app));
}
