import { data, redirect } from 'react-router';
import { toUrlSlug } from '@ibc/domain';
import { currentUserQueryOptions } from '@/lib/current-user';
import { queryClient } from '@/lib/query-client';
import { isSignedIn } from '@/lib/session';
import { guardTargets, type AppRedirect, type RouteAccess } from './routes';

/**
 * §2: a signed-in user opening a signed-out-only page goes to /account-summary; a signed-out user
 * opening a signed-in-only page goes to /account/login. Runs before the page's code is fetched.
 */
export function guardLoader(access: RouteAccess) {
  return () => {
    if (access === 'member' && !isSignedIn()) throw redirect(guardTargets.member);
    if (access === 'guest-only' && isSignedIn()) throw redirect(guardTargets['guest-only']);
    return null;
  };
}

/** What a back-office page's loader answers when the user may see it (use-route-meta reads it). */
export interface StaffGuardData {
  staff: true;
}

/**
 * Back office (issue 16): a visitor or a customer gets the 404 page, never a redirect that would
 * tell them the page exists. The server enforces the same on every /api/admin route.
 */
export function staffGuardLoader({ adminOnly = false }: { adminOnly?: boolean } = {}) {
  return async (): Promise<StaffGuardData> => {
    const notFound = () => data('Not Found', { status: 404 });
    if (!isSignedIn()) throw notFound();
    const user = await queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null);
    if (!user?.isStaff || (adminOnly && user.role !== 'admin')) throw notFound();
    return { staff: true };
  };
}

export function redirectLoader({ to, keepQuery }: AppRedirect) {
  return ({ request }: { request: Request }) => {
    const search = keepQuery ? new URL(request.url).search : '';
    return redirect(`${to}${search}`);
  };
}

/**
 * Unmatched URLs: §2 "URL handling turns spaces into hyphens and keeps slashes", so
 * '/about/contact us' is sent to '/about/contact-us'; anything else is a real 404.
 */
export function notFoundLoader({ request }: { request: Request }) {
  const url = new URL(request.url);
  const path = decodeURIComponent(url.pathname);
  const slug = toUrlSlug(path);
  if (slug !== path) throw redirect(`${slug}${url.search}`);
  return null;
}
