import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { loadArea } from '@/lib/i18n';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { usePageLoading } from '@/lib/page-loads';
import { isSignedIn } from '@/lib/session';
import { useBackOfficeAccess } from '../route-guards';
import { PageFallback } from '../routes/page-fallback';
import { RouteErrorPage } from '../routes/route-error-page';
import { usePageView } from '../use-route-meta';
import { useScrollRestoration } from '../use-scroll-restoration';
import { useSignedInAtNavigation } from '../use-signed-in';
import { PreLoginLayout } from './pre-login-layout';

// Members' layout is a separate chunk so visitors' first page stays small; start fetching it at
// once when the browser is already signed in.
// It brings the members' messages (the `member` catalogue) with it.
const PostLoginLayout = lazyWithPreload(() =>
  Promise.all([import('./post-login-layout'), loadArea('member')]).then(([m]) => m.PostLoginLayout),
);
if (isSignedIn()) void PostLoginLayout.preload();

/**
 * Brings the layout a signed-in browser's first page is drawn in: a member's page the server drew
 * (entry-server.tsx) is hydrated once it is here, never while its layout is still on its way.
 */
export function preloadSignedInLayout(): Promise<unknown> {
  return PostLoginLayout.preload();
}
// The back office's layout: its own chunk, fetched only when a staff page opens.
// With the back office's messages, and the members' its pages share.
const AdminLayout = lazy(() =>
  Promise.all([import('./admin-layout'), loadArea('member'), loadArea('admin')]).then(([m]) => ({
    default: m.AdminLayout,
  })),
);

function NavigationProgress() {
  const { t } = useLingui();
  if (!usePageLoading()) return null;
  return (
    <div
      role="progressbar"
      aria-label={t`Loading page`}
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-accent-100"
    >
      <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-accent-500 motion-reduce:animate-none" />
    </div>
  );
}

/**
 * The page inside its layout: a page that throws shows the error page within the header and footer,
 * until the next address. No Suspense here: the first page's code is there before the first render
 * (main.tsx), and a navigation keeps the page on screen until the next one's code has arrived.
 */
function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteErrorPage} resetKeys={[pathname]}>
      <Outlet />
    </ErrorBoundary>
  );
}

function LazyLayout({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageFallback />}>{children}</Suspense>;
}

/**
 * The root route: picks the pre- or post-login layout (§2), or the back office's for staff pages
 * and runs per-navigation effects.
 */
export function RootLayout() {
  const signedIn = useSignedInAtNavigation();
  const postLoginReady = PostLoginLayout.useReady(signedIn);
  const backOffice = useBackOfficeAccess();
  usePageView();
  useScrollRestoration();
  let page: ReactNode;
  if (backOffice === 'checking') {
    page = <PageFallback />;
  } else if (backOffice !== 'refused') {
    page = (
      <LazyLayout>
        <AdminLayout>
          <PageOutlet />
        </AdminLayout>
      </LazyLayout>
    );
  } else if (signedIn) {
    // Drawn once its code is here, the spinner until then; not under a Suspense boundary: React
    // hydrates what is under one only after the root, and a member's page the server drew
    // (entry-server.tsx) would take clicks and navigations before it is hydrated.
    page = postLoginReady ? (
      <PostLoginLayout>
        <PageOutlet />
      </PostLoginLayout>
    ) : (
      <PageFallback />
    );
  } else {
    page = (
      <PreLoginLayout>
        <PageOutlet />
      </PreLoginLayout>
    );
  }
  return (
    <>
      <NavigationProgress />
      {page}
    </>
  );
}
