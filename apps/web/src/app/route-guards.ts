import { redirect } from 'react-router';
import { toUrlSlug } from '@ibc/domain';
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
