import { http, HttpResponse } from 'msw';
import type { CurrentUser } from '@ibc/domain';
import { server } from './msw';

/** §3 Current user (GET /api/account/me): an approved New Zealand dealer, NZD account. */
export const memberUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 7,
  countryId: 75,
  currency: 'NZD',
  email: 'buyer@example.com',
  contact: 'Dealer One',
  hasAccessBMSM: false,
  hasIDirectAccess: false,
  exportRegion: 'atnz',
  dDUShippingFee: null,
  isStaff: false,
  role: 'customer',
  accountStatus: 'approved',
  firstSignIn: false,
  secondFactorSetupNeeded: false,
  language: null,
  ...overrides,
});

/**
 * Signs the browser in (the §3 `isAuthenticated` cookie) and answers the member's account calls:
 * GET /account/me with `user`, GET /common-user/get-all-accounts with `accounts`.
 */
export function signInMember(user: CurrentUser = memberUser(), accounts: unknown[] = []) {
  document.cookie = 'isAuthenticated=true; path=/';
  server.use(
    http.get('/api/account/me', () => HttpResponse.json(user)),
    http.get('/api/common-user/get-all-accounts', () => HttpResponse.json(accounts)),
  );
}
