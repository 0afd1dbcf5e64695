import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { memberUser, signInMember } from '@/testing/member-api';
import { renderWithRouter } from '@/testing/render';
import { AdminLayout } from './admin-layout';

const staff = memberUser({
  isStaff: true,
  role: 'staff',
  email: 'sales@demo.local',
  contact: 'Sales Person',
});

function open(path: string) {
  return renderWithRouter(
    <AdminLayout>
      <h1>Offers</h1>
    </AdminLayout>,
    {
      path,
      routes: [
        {
          path: '/admin/security',
          element: (
            <AdminLayout>
              <h1>Sign-in and security</h1>
            </AdminLayout>
          ),
        },
      ],
    },
  );
}

test('a staff user without a second factor is sent to Sign-in and security from any other page', async () => {
  signInMember({ ...staff, secondFactorSetupNeeded: true });
  const { router } = open('/admin/offers');
  expect(await screen.findByRole('heading', { name: 'Sign-in and security' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/admin/security');
  // Replaced, not pushed: Back does not return to the page that sent him.
  expect(router.state.historyAction).toBe('REPLACE');
});

test('with a second factor every back-office page opens, and the navigation leads to the settings', async () => {
  signInMember(staff);
  const { router } = open('/admin/offers');
  expect(await screen.findByText('Sales · sales@demo.local')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Offers' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/admin/offers');
  const nav = screen.getAllByRole('navigation', { name: 'Back office' })[0]!;
  expect(within(nav).getByRole('link', { name: 'Sign-in and security' })).toHaveAttribute(
    'href',
    '/admin/security',
  );
});
