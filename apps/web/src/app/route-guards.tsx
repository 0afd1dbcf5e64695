import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toUrlSlug } from '@ibc/domain';
import { currentUserQueryOptions } from '@/lib/current-user';
import { decodeUriOrKeep } from '@/lib/decode-uri';
import NotFoundPage from './routes/not-found-page';
import { guardTargets, type AppRedirect } from './routes';
import { useSignedInAtNavigation } from './use-signed-in';

/**
 * §2: a signed-in user opening a signed-out-only page goes to /account-summary; a signed-out user
 * opening a signed-in-only page goes to /account/login. Decided before the page's code is fetched.
 */
export function SignInGuard({ access, children }: { access: 'member' | 'guest-only'; children: ReactNode }) {
  const signedIn = useSignedInAtNavigation();
  if (access === 'member' && !signedIn) return <Navigate to={guardTargets.member} replace />;
  if (access === 'guest-only' && signedIn) return <Navigate to={guardTargets['guest-only']} replace />;
  return children;
}

/** Whether a path is in the back office (admin-routes.ts: every page of it is under /admin). */
export function isBackOfficePath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** 'refused' outside the back office too; 'admin' may also open the admins-only pages. */
export type BackOfficeAccess = 'refused' | 'checking' | 'staff' | 'admin';

/**
 * Back office: who may see the page on screen. A visitor or a customer gets the 404 page,
 * never a redirect that would tell them the page exists. The server enforces the same on every
 * /api/admin route.
 */
export function useBackOfficeAccess(): BackOfficeAccess {
  const { pathname } = useLocation();
  const signedIn = useSignedInAtNavigation();
  const wanted = signedIn && isBackOfficePath(pathname);
  const user = useQuery({ ...currentUserQueryOptions(), enabled: wanted });
  if (!wanted) return 'refused';
  if (user.data) {
    if (!user.data.isStaff) return 'refused';
    return user.data.role === 'admin' ? 'admin' : 'staff';
  }
  return user.isError ? 'refused' : 'checking';
}

/** The old addresses (§2): the new page, with the query string when the table says so. */
export function RedirectTo({ to, keepQuery }: AppRedirect) {
  const { search } = useLocation();
  return <Navigate to={`${to}${keepQuery ? search : ''}`} replace />;
}

/**
 * Unmatched URLs: §2 "URL handling turns spaces into hyphens and keeps slashes", so
 * '/about/contact us' is sent to '/about/contact-us'; anything else is a real 404.
 */
export function UnmatchedPage() {
  const { pathname, search } = useLocation();
  const path = decodeUriOrKeep(pathname);
  const slug = toUrlSlug(path);
  if (slug !== path) return <Navigate to={`${slug}${search}`} replace />;
  return <NotFoundPage />;
}
