import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test } from 'vitest';
import type { OfferHistoryItem } from '@ibc/domain';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import OfferHistoryPage from './offer-history-page';

let offers: OfferHistoryItem[] = [];

beforeEach(() => {
  document.cookie = 'isAuthenticated=true; path=/';
  server.use(http.get('/api/vehicle-auction/my-offers', () => HttpResponse.json({ offers })));
});
afterEach(() => {
  offers = [];
});

test('a member without offers sees how offers work and a way to the stock search', async () => {
  renderWithRouter(<OfferHistoryPage />, { path: '/my-account/my-offer-history' });
  expect(await screen.findByText('You have not sent any offers yet.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Search stock' }).getAttribute('href')).toBe('/search');
  expect(screen.getByRole('link', { name: 'Search stock to make an offer' }).getAttribute('href')).toBe(
    '/search',
  );
  const how = screen.getByRole('region', { name: 'How offers work' });
  expect(how.textContent).toContain('within one business day');
  const statuses = screen.getByRole('region', { name: 'What the statuses mean' });
  for (const label of ['Submitted', 'Countered', 'Accepted', 'Declined', 'Withdrawn', 'Expired']) {
    expect(within(statuses).getByText(label)).toBeInTheDocument();
  }
});

test('sent offers are listed above the same explanations', async () => {
  offers = [
    {
      id: 1,
      kind: 'offer',
      vehicleId: 9,
      vehicleName: '2024 Nissan Leaf S',
      chassis: 'ZE1-1851876',
      photoUrl: '',
      offerAmount: '600000',
      currency: 'JPY',
      computedFees: '7500',
      vehiclePrice: 'NZD 22,483',
      deliveryType: '',
      terms: 'FOB',
      comment: '',
      status: 'accepted',
      createdAt: '2026-11-22T04:54:00.000Z',
      checklistLink: '/checklist?id=9',
      currentAmount: '600000',
      awaiting: null,
      expiresAt: null,
      closedReason: null,
      purchaseId: 4,
      allowedActions: [],
      listPrice: '650000',
      currentLandedPrice: 'NZD 7,950.00',
    },
  ];
  renderWithRouter(<OfferHistoryPage />, { path: '/my-account/my-offer-history' });
  const row = (await screen.findAllByRole('row')).find((r) => r.textContent?.includes('ZE1-1851876'));
  expect(row?.textContent).toContain('JPY 600,000.00');
  expect(screen.queryByText('You have not sent any offers yet.')).toBeNull();
  expect(screen.getByRole('region', { name: 'What the statuses mean' })).toBeInTheDocument();
});

test('a price enquiry is listed with its state, without the NZD 0 marker', async () => {
  const enquiry: OfferHistoryItem = {
    id: 2,
    kind: 'kap-enquiry',
    vehicleId: 271,
    vehicleName: '2019 Nissan Note e-Power X',
    chassis: 'HE12-4863413',
    photoUrl: '',
    offerAmount: '0.00',
    currency: 'NZD',
    computedFees: '0.00',
    vehiclePrice: 'NZD 0',
    deliveryType: '',
    terms: 'FOB',
    comment: '',
    status: 'submitted',
    createdAt: '2026-11-25T05:48:00.000Z',
    checklistLink: '/checklist?id=271',
    currentAmount: '0.00',
    awaiting: 'staff',
    expiresAt: '2026-11-28T05:48:00.000Z',
    closedReason: null,
    purchaseId: null,
    allowedActions: ['withdraw'],
    listPrice: null,
    currentLandedPrice: null,
  };
  offers = [
    enquiry,
    {
      ...enquiry,
      id: 3,
      status: 'countered',
      currentAmount: '12500.00',
      awaiting: 'dealer',
      allowedActions: ['accept', 'reoffer', 'withdraw'],
      currentLandedPrice: 'NZD 12,500.00',
    },
  ];
  renderWithRouter(<OfferHistoryPage />, { path: '/my-account/my-offer-history' });
  await screen.findAllByRole('row');
  const rows = screen.getAllByRole('row').filter((r) => r.textContent?.includes('HE12-4863413'));
  expect(rows).toHaveLength(2);
  expect(rows[0]!.textContent).toContain('Price enquiry');
  expect(rows[0]!.textContent).toContain('Awaiting price');
  expect(rows[0]!.textContent).toContain('No price yet');
  expect(rows[0]!.textContent).not.toContain('NZD 0');
  expect(rows[1]!.textContent).toContain('Price received');
  expect(rows[1]!.textContent).toContain('NZD 12,500.00');
  // The way to answer is drawn from what the dealer may do, not from the status.
  expect(within(rows[1]!).getByRole('link', { name: 'See the price and answer' })).toBeInTheDocument();
  expect(within(rows[0]!).queryByRole('link', { name: 'See the price and answer' })).toBeNull();
  expect(
    within(rows[0]!).getAllByRole('link', { name: '2019 Nissan Note e-Power X' })[0]!.getAttribute('title'),
  ).toBe('2019 Nissan Note e-Power X');
});
