import { ApiError, setUnauthorizedHandler } from '@/lib/api-client';
import { clearSession, getToken, isSignedIn, setToken } from '@/lib/session';
import { requestRefreshGrant } from '../api/authenticate';

// §4 "On a 401 from the product API the token is refreshed; if it succeeds the original request is
// retried with the new token; if it fails or returns a falsy result, the cookie and stored session
// data are cleared and the page reloads. Concurrent requests wait for one refresh."
//
// Refresh tokens are single-use and a reused one revokes the whole sign-in (docs/decisions/0003),
// so exactly ONE refresh may run per browser, not per tab:
//  - in this tab, concurrent 401s share one promise (single flight);
//  - across tabs, the refresh runs under the Web Lock 'ibc-token-refresh'; whoever gets the lock
//    second re-reads the stored token and, if the token it was rejected with has been replaced,
//    simply uses the new one;
//  - a token THIS tab got from a refresh a moment ago that is rejected already means the server
//    refuses the sign-in itself: that is a failed refresh (the session ends), not a token to renew.

export const REFRESH_LOCK_NAME = 'ibc-token-refresh';
/** Held for a while by the tab that just refreshed; its name carries a fingerprint of the new token. */
const REFRESHED_LOCK_PREFIX = 'ibc-token-refreshed:';
const REFRESHED_MARK_MS = 10_000;

type Outcome = 'refreshed' | 'ended' | 'unavailable';

let inFlight: Promise<Outcome> | null = null;
/** The access token this tab's last refresh stored, and when. */
let ownRefresh: { accessToken: string; at: number } | null = null;
/** The marks this tab holds: a tab never waits for a token its own refresh announced. */
const ownMarks = new Set<string>();
let ending = false;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const fingerprint = (accessToken: string | undefined) => (accessToken ?? '').slice(-24);

function locks(): LockManager | undefined {
  return typeof navigator !== 'undefined' ? navigator.locks : undefined;
}

function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const manager = locks();
  return manager ? (manager.request(REFRESH_LOCK_NAME, work) as unknown as Promise<T>) : work();
}

/**
 * localStorage reaches other tabs asynchronously in Chromium, so a tab that gets the lock right
 * after another tab refreshed may still read the old token and would replay the used refresh token
 * (which revokes the sign-in). The lock manager is consistent across tabs: the refreshing tab marks
 * its refresh with a held lock, and a tab that sees that mark waits for the new token to arrive.
 */
async function waitForTokenFromOtherTab(rejected: string | undefined): Promise<boolean> {
  const manager = locks();
  if (!manager) return false;
  const { held = [] } = await manager.query();
  const marked = held.some(
    (lock) =>
      lock.name?.startsWith(REFRESHED_LOCK_PREFIX) &&
      lock.name !== `${REFRESHED_LOCK_PREFIX}${fingerprint(rejected)}` &&
      !ownMarks.has(lock.name),
  );
  if (!marked) return false;
  for (let waited = 0; waited < 3000; waited += 25) {
    if (getToken()?.access_token !== rejected) return true;
    await sleep(25);
  }
  return true;
}

/** Resolves once the mark is held, so it is visible before the refresh lock is released. */
function markRefreshed(accessToken: string): Promise<void> {
  const manager = locks();
  if (!manager) return Promise.resolve();
  const name = `${REFRESHED_LOCK_PREFIX}${fingerprint(accessToken)}`;
  ownMarks.add(name);
  return new Promise<void>((granted) => {
    void manager.request(name, { ifAvailable: true }, async () => {
      granted();
      await sleep(REFRESHED_MARK_MS);
      ownMarks.delete(name);
    });
  });
}

async function refreshUnderLock(rejected: string | undefined): Promise<Outcome> {
  return withRefreshLock(async () => {
    const current = getToken();
    if (!current?.refresh_token) return 'ended';
    // Another tab (or an earlier flight here) already replaced the rejected token.
    if (current.access_token !== rejected) return 'refreshed';
    if (await waitForTokenFromOtherTab(rejected))
      return getToken()?.access_token !== rejected ? 'refreshed' : 'unavailable';
    const stored = getToken();
    if (!stored?.refresh_token) return 'ended';
    try {
      const next = await requestRefreshGrant(stored.refresh_token);
      if (!next?.access_token) return 'ended';
      setToken({ access_token: next.access_token, refresh_token: next.refresh_token });
      ownRefresh = { accessToken: next.access_token, at: Date.now() };
      await markRefreshed(next.access_token);
      return 'refreshed';
    } catch (error) {
      // A refused refresh token ends the session; a network failure leaves it for the next attempt.
      return error instanceof ApiError ? 'ended' : 'unavailable';
    }
  });
}

/** Resolves true when the original request should be retried with the (new) stored token. */
export async function handleUnauthorized(rejectedAccessToken: string | undefined): Promise<boolean> {
  const stored = getToken();
  // Another tab (or request) stored a newer token meanwhile: retry with it.
  if (stored && rejectedAccessToken && stored.access_token !== rejectedAccessToken) return true;
  if (!stored && !isSignedIn()) return false;
  if (isOwnFreshToken(rejectedAccessToken)) {
    endSession();
    return false;
  }
  inFlight ??= refreshUnderLock(rejectedAccessToken).finally(() => {
    inFlight = null;
  });
  const outcome = await inFlight;
  if (outcome === 'refreshed') return true;
  if (outcome === 'ended') endSession();
  return false;
}

/** The token this tab's own refresh stored less than REFRESHED_MARK_MS ago: no expiry explains a 401. */
function isOwnFreshToken(accessToken: string | undefined): boolean {
  return (
    accessToken !== undefined &&
    ownRefresh?.accessToken === accessToken &&
    Date.now() - ownRefresh.at < REFRESHED_MARK_MS
  );
}

function endSession(): void {
  clearSession();
  if (ending) return;
  ending = true;
  // Reload into the public layout (§4); the route guards send member pages to /account/login.
  window.location.reload();
}

/** Called once at start-up (main.tsx). */
export function registerTokenRefresh(): void {
  inFlight = null;
  ownRefresh = null;
  ending = false;
  setUnauthorizedHandler(handleUnauthorized);
}
