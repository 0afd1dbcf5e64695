import { isRouteErrorResponse } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { memberUser, signInMember } from '@/testing/member-api';
import { staffGuardLoader } from './route-guards';

// Issue 16: "a customer opening /admin/... gets 404 (not a redirect that reveals it)"; the staff
// users page is for admins only.

async function outcome(loader: () => Promise<unknown>): Promise<number | 'allowed'> {
  try {
    await loader();
    return 'allowed';
  } catch (thrown) {
    if (isRouteErrorResponse(thrown)) return thrown.status;
    if (thrown instanceof Object && 'init' in thrown)
      return (thrown as { init: { status: number } }).init.status;
    throw thrown;
  }
}

afterEach(() => {
  queryClient.clear();
  document.cookie = 'isAuthenticated=; path=/; max-age=0';
});

describe('staffGuardLoader', () => {
  it('answers 404 to a visitor', async () => {
    expect(await outcome(staffGuardLoader())).toBe(404);
  });

  it.each([
    ['a customer', memberUser(), false, 404],
    ['a staff user', memberUser({ isStaff: true, role: 'staff' }), false, 'allowed'],
    ['a staff user on an admins-only page', memberUser({ isStaff: true, role: 'staff' }), true, 404],
    ['an admin on an admins-only page', memberUser({ isStaff: true, role: 'admin' }), true, 'allowed'],
  ] as const)('answers %s with %s', async (_who, user, adminOnly, expected) => {
    signInMember(user);
    expect(await outcome(staffGuardLoader({ adminOnly }))).toBe(expected);
  });
});
