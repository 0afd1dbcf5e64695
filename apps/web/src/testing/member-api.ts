import { vi } from 'vitest';

/**
 * Signs the browser in (the §3 `isAuthenticated` cookie) and answers the member's account calls:
 * `/common-user/get-all-accounts` with `accounts`, every other call with `user` (GET /account/me).
 */
export function stubSignedInMember(user: unknown, accounts: unknown = []) {
  document.cookie = 'isAuthenticated=true; path=/';
  const fetchMock = vi.fn((url: string) =>
    Promise.resolve(
      new Response(JSON.stringify(url.includes('get-all-accounts') ? accounts : user), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
