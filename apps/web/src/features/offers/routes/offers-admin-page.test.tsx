import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import type { AdminOffer } from '@ibc/domain';
import { memberUser, signInMember } from '@/testing/member-api';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import OffersAdminPage from './offers-admin-page';

const offer = (id: number): AdminOffer => ({
  id,
  kind: 'offer',
  vehicleId: 1000 + id,
  vehicleName: `2024 Nissan Leaf S #${id}`,
  chassis: `ZE1-${id}`,
  photoUrl: '',
  offerAmount: '600000',
  currency: 'JPY',
  computedFees: '7500',
  vehiclePrice: 'NZD 22,483',
  deliveryType: '',
  terms: 'FOB',
  comment: '',
  status: 'submitted',
  createdAt: '2026-11-22T04:54:00.000Z',
  checklistLink: `/checklist?id=${1000 + id}`,
  currentAmount: '600000',
  awaiting: 'staff',
  expiresAt: '2026-11-25T04:54:00.000Z',
  closedReason: null,
  purchaseId: null,
  allowedActions: [],
  listPrice: '650000',
  currentLandedPrice: null,
  companyName: 'Harbour Motors',
  contactName: 'Aroha Ngata',
  countryName: 'New Zealand',
});

let requested: URLSearchParams[] = [];

beforeEach(() => {
  requested = [];
  signInMember(memberUser({ isStaff: true, role: 'staff' }));
  // 120 offers waiting, 50 a page: the page asked for holds its own.
  server.use(
    http.get('/api/admin/offers', ({ request }) => {
      const params = new URL(request.url).searchParams;
      requested.push(params);
      const page = Number(params.get('page') ?? 1);
      const ids = Array.from({ length: 120 }, (_, k) => k + 1).slice((page - 1) * 50, page * 50);
      return HttpResponse.json({ total: 120, page, pageSize: 50, items: ids.map(offer) });
    }),
  );
});

test('pages through the inbox, the page in the address, a new filter starting again at page 1', async () => {
  const { router } = renderWithRouter(<OffersAdminPage />, { path: '/admin/offers' });
  const table = await screen.findByRole('table', { name: 'Offers, oldest first' });
  expect(within(table).getByRole('link', { name: '2024 Nissan Leaf S #1' })).toBeInTheDocument();
  expect(screen.getByText('Showing 1–50 of 120')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByRole('link', { name: '2024 Nissan Leaf S #51' })).toBeInTheDocument();
  expect(screen.getByText('Showing 51–100 of 120')).toBeInTheDocument();
  expect(requested.at(-1)?.get('page')).toBe('2');
  expect(requested.at(-1)?.get('status')).toBe('open');
  expect(router.state.location.search).toBe('?page=2');

  await userEvent.click(screen.getByRole('button', { name: 'All offers' }));
  await expect.poll(() => requested.at(-1)?.get('status')).toBe('all');
  expect(requested.at(-1)?.get('page')).toBe('1');
  expect(router.state.location.search).toBe('?status=all');
});
