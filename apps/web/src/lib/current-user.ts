import { queryOptions, useQuery } from '@tanstack/react-query';
import { APPROVED_ACCOUNT, seesPrices, type AccountStatus, type CurrentUser } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { fromServerAnswer } from '@/lib/server-data';
import { isSignedIn, setStoredUser } from '@/lib/session';

// §3 Current user: GET /api/account/me. The schema is the shared contract (@ibc/domain).
export type { CurrentUser };

export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  const user = await apiFetch<CurrentUser>('/account/me', { ...(signal ? { signal } : {}) });
  // The stored user (§3) is what the next page load reads before this answer comes (whether to ask for
  // the member search at once): kept as fresh as the last answer, e.g. after the company's approval.
  // The server draws member pages too, and has no storage.
  if (typeof document !== 'undefined' && isSignedIn()) setStoredUser(user);
  return user;
}

export const currentUserQueryKey = ['account', 'me'] as const;

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
    // A member's /search arrives drawn for the member.
    ...fromServerAnswer<CurrentUser>(currentUserQueryKey),
  });
}

/** The signed-in user; idle (no request) while signed out. */
export function useCurrentUser() {
  return useQuery({ ...currentUserQueryOptions(), enabled: isSignedIn() });
}

/** What this browser may be shown: nothing priced yet (a visitor, or the user still loading), or the company's review status. */
export type PriceAccess = 'visitor' | 'loading' | AccountStatus;

/** A member of an approved company (or staff): the screens with prices (never a visitor, nor while loading). */
export const showsPrices = (access: PriceAccess): boolean => seesPrices(access);

/**
 * Whether this browser may be shown prices: visitors never, members once the
 * sales team approved their company. The server enforces it; this only picks the right screen.
 */
export function usePriceAccess(): PriceAccess {
  const { data: user, isError } = useCurrentUser();
  if (!isSignedIn()) return 'visitor';
  if (user) return user.accountStatus;
  // The user could not be loaded: show the member screens, whose requests tell the truth.
  return isError ? APPROVED_ACCOUNT : 'loading';
}
