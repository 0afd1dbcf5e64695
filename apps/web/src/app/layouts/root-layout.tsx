import { lazy, Suspense } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { isSignedIn } from '@/lib/session';
import { PageFallback } from '../routes/page-fallback';
import { isStaffMatch, useRouteMeta } from '../use-route-meta';
import { useSignedInAtNavigation } from '../use-signed-in';
import { PreLoginLayout } from './pre-login-layout';

// Members' layout is a separate chunk so visitors' first page stays small; start fetching it at
// once when the browser is already signed in.
const PostLoginLayout = lazyWithPreload(() => import('./post-login-layout').then((m) => m.PostLoginLayout));
if (isSignedIn()) void PostLoginLayout.preload();
// The back office's layout (issue 16): its own chunk, fetched only when a staff page opens.
const AdminLayout = lazy(() => import('./admin-layout').then((m) => ({ default: m.AdminLayout })));

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-accent-100"
    >
      <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-accent-500 motion-reduce:animate-none" />
    </div>
  );
}

/**
 * The root route: picks the pre- or post-login layout (§2), or the back office's for staff pages
 * (issue 16), and runs per-navigation effects.
 */
export function RootLayout() {
  const signedIn = useSignedInAtNavigation();
  const inBackOffice = useMatches().some(isStaffMatch);
  useRouteMeta();
  return (
    <>
      <NavigationProgress />
      {signedIn && inBackOffice ? (
        <Suspense fallback={<PageFallback />}>
          <AdminLayout>
            <Outlet />
          </AdminLayout>
        </Suspense>
      ) : signedIn ? (
        <Suspense fallback={<PageFallback />}>
          <PostLoginLayout>
            <Outlet />
          </PostLoginLayout>
        </Suspense>
      ) : (
        <PreLoginLayout>
          <Outlet />
        </PreLoginLayout>
      )}
      <ScrollRestoration />
    </>
  );
}
