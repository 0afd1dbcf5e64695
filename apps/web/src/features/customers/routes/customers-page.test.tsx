import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import type { CustomerListItem } from '@ibc/domain';
import { signInMember, memberUser } from '@/testing/member-api';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import CustomersPage from './customers-page';

const pending: CustomerListItem = {
  id: 12,
  name: 'Harbour Motors',
  countryName: 'New Zealand',
  status: 'pending',
  usersCount: 1,
  createdAt: '2026-11-20T00:00:00.000Z',
};
const approved: CustomerListItem = {
  ...pending,
  id: 3,
  name: 'Kiwi Cars',
  status: 'approved',
  usersCount: 2,
};

let requested: URLSearchParams[] = [];

beforeEach(() => {
  requested = [];
  signInMember(memberUser({ isStaff: true, role: 'staff' }));
  server.use(
    http.get('/api/admin/customers', ({ request }) => {
      const params = new URL(request.url).searchParams;
      requested.push(params);
      const items = params.get('status') === 'approved' ? [approved] : [pending];
      return HttpResponse.json({ total: items.length, page: 1, pageSize: 50, pendingCount: 4, items });
    }),
  );
});

test('opens on the sign-ups waiting for approval, with their count, linked to their record', async () => {
  renderWithRouter(<CustomersPage />, { path: '/admin/customers' });
  const table = await screen.findByRole('table', { name: 'Customers' });
  expect(requested[0]?.get('status')).toBe('pending');
  const tab = screen.getByRole('button', { name: 'Pending approval 4' });
  expect(tab.getAttribute('aria-pressed')).toBe('true');
  const row = within(table).getByRole('link', { name: 'Harbour Motors' }).closest('tr')!;
  expect(within(row).getByRole('link', { name: 'Harbour Motors' }).getAttribute('href')).toBe(
    '/admin/customers/12',
  );
  expect(within(row).getByText('New Zealand')).toBeInTheDocument();
  expect(within(row).getByText('Pending approval')).toBeInTheDocument();
  expect(screen.getByText('Showing 1–1 of 1')).toBeInTheDocument();
});

test('filters by status and searches by company name or e-mail, keeping both in the URL', async () => {
  const { router } = renderWithRouter(<CustomersPage />, { path: '/admin/customers' });
  await screen.findByRole('link', { name: 'Harbour Motors' });
  await userEvent.click(screen.getByRole('button', { name: 'Approved' }));
  await screen.findByRole('link', { name: 'Kiwi Cars' });
  expect(requested.at(-1)?.get('status')).toBe('approved');

  await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'kiwi');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await expect.poll(() => requested.at(-1)?.get('q')).toBe('kiwi');
  expect(requested.at(-1)?.get('status')).toBe('approved');
  expect(router.state.location.search).toBe('?status=approved&q=kiwi');

  await userEvent.click(screen.getByRole('button', { name: 'All customers' }));
  await expect.poll(() => requested.at(-1)?.has('status')).toBe(false);
  expect(requested.at(-1)?.get('q')).toBe('kiwi');
});
