import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadSignedInLayout } from '@/app/layouts/root-layout';
import { AppProviders } from '@/app/providers';
import { preloadPage } from '@/app/route-pages';
import { AppRouter } from '@/app/router';
import { SpinnerMark } from '@/components/ui/spinner';
import { enableServerRenderedControls, releasePageLoad } from '@/app/server-rendered-controls';
import { registerTokenRefresh } from '@/features/accounts/utils/token-refresh';
import { loadTagManager } from '@/lib/analytics';
import { currentUserQueryOptions } from '@/lib/current-user';
import { afterPageDrawn, startLanguage } from '@/lib/i18n';
import { languageBasename, splitLanguage } from '@ibc/domain';
import { queryClient } from '@/lib/query-client';
import { isSignedIn } from '@/lib/session';
import './index.css';

/**
 * Runs `run` once the page it ends has been committed: hydrated, or drawn over the server's skeleton
 * (draws nothing, on the server neither).
 */
function AfterFirstCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// The entry's modules are evaluated in one task, which nothing can split; the app starts in
// a task of its own, so that neither is long (Lighthouse's total blocking time counts long tasks).
setTimeout(() => start(container), 0);

function start(container: HTMLElement): void {
  loadTagManager();
  registerTokenRefresh();
  // A signed-in browser asks who it is at once, while the page's code is still arriving, instead of
  // when the first page renders (prices, the member layout and the member search wait on it).
  if (isSignedIn()) void queryClient.prefetchQuery(currentUserQueryOptions());

  // A visitor's home or content page arrives rendered by the server (entry-server.tsx); it
  // is hydrated, not drawn again. A member's search arrives with its skeleton (data-skeleton), which
  // the app draws the page over. Anything else starts from the empty shell.
  // The page's language is its address's ('/ja/search'): the router reads the rest, and every link
  // it draws stays in the language. Another language is another page load (the language switcher).
  const { language, rest: path } = splitLanguage(window.location.pathname);
  const skeleton = container.hasAttribute('data-skeleton');
  const serverRendered = !skeleton && container.hasChildNodes();
  const app = (
    <StrictMode>
      <AppProviders>
        <AppRouter basename={languageBasename(language)} />
      </AppProviders>
    </StrictMode>
  );
  // The first page's code is brought before the first render (the layout has no Suspense around the
  // page): the server's page stays as it is meanwhile, the empty shell shows the spinner. Promises,
  // not a top-level await: an entry that awaits makes the bundler split the first download into many
  // chunks. A signed-in browser's page is drawn in the members' layout, a chunk of its own: it comes.
  const firstPage = Promise.all([
    preloadPage(path, language),
    isSignedIn() ? preloadSignedInLayout() : undefined,
    // The messages the server drew the page with, at once; else the language's catalogue.
    startLanguage(language),
  ]).catch(() => {
    // A failed download: the render asks again, and shows the error page if it fails again.
  });
  // The server's page has painted before this module was even asked for (boot.ts).
  if (serverRendered) {
    void firstPage.then(() => {
      // In a transition, hydration is done in slices of a few milliseconds that let the browser take a
      // tap or a scroll in between, instead of one long task (Lighthouse's total blocking time). Once
      // it is done, React takes every click and key: the controls the server sent disabled until then
      // (entry-server.tsx) are enabled, and the page's `load` event, held by boot.ts, goes.
      startTransition(() => {
        hydrateRoot(
          container,
          <>
            {app}
            <AfterFirstCommit
              run={() => {
                // In a task of its own, after the page's effects: removing the frame that holds `load`
                // costs a few milliseconds of its own (total blocking time counts long tasks only).
                setTimeout(() => {
                  enableServerRenderedControls(container);
                  releasePageLoad();
                  afterPageDrawn();
                }, 0);
              }}
            />
          </>,
        );
      });
    });
  } else if (skeleton) {
    // The skeleton stays on screen until the page replaces it (React empties the container as it
    // commits its first render); then the page's `load`, held by boot.ts as for a hydrated page, goes.
    const root = createRoot(container);
    void firstPage.then(() =>
      startTransition(() =>
        root.render(
          <>
            {app}
            <AfterFirstCommit
              run={() => {
                container.removeAttribute('data-skeleton');
                releasePageLoad();
                afterPageDrawn();
              }}
            />
          </>,
        ),
      ),
    );
  } else {
    const root = createRoot(container);
    // No words yet: the language's messages arrive with the page's code.
    root.render(
      <div className="grid min-h-dvh place-items-center" role="status" aria-busy="true">
        <SpinnerMark />
      </div>,
    );
    // In a transition, as the hydration above: the first render in slices, the spinner meanwhile.
    void firstPage.then(() =>
      startTransition(() =>
        root.render(
          <>
            {app}
            <AfterFirstCommit run={afterPageDrawn} />
          </>,
        ),
      ),
    );
  }
}
