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
  expect(await screen.findByText('You have not sent any offers yet.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Search stock' }).getAttribute('href')).toBe('/search');
  expect(screen.getByRole('link', { name: 'Search stock to make an offer' }).getAttribute('href')).toBe(
    '/search',
  );
  const how = screen.getByRole('region', { name: 'How offers work' });
  expect(how.textContent).toContain('within one business day');
  const statuses = screen.getByRole('region', { name: 'What the statuses mean' });
  for (const label of ['Submitted', 'Countered', 'Accepted', 'Declined', 'Withdrawn', 'Expired']) {
    expect(within(statuses).getByText(label)).toBeTruthy();
  }
});

test('sent offers are listed above the same explanations', async () => {
  offers = [
    {
      id: 1,
      vehicleId: 9,
      vehicleName: '2024 Nissan Leaf S',
      chassis: 'ZE1-1851876',
      photoUrl: '',
      offerAmount: '600000',
      currency: 'JPY',
      computedFees: '7500',
      vehiclePrice: 'NZD 22,483',
      deliveryType: '',
      comment: '',
      status: 'accepted',
      createdAt: '2026-11-22T04:54:00.000Z',
      checklistLink: '/checklist?id=9',
      currentAmount: '600000',
      awaiting: null,
      expiresAt: null,
      closedReason: null,
      purchaseId: 4,
    },
  ];
  renderWithRouter(<OfferHistoryPage />, { path: '/my-account/my-offer-history' });
  const row = (await screen.findAllByRole('row')).find((r) => r.textContent?.includes('ZE1-1851876'));
  expect(row?.textContent).toContain('JPY 600,000.00');
  expect(screen.queryByText('You have not sent any offers yet.')).toBeNull();
  expect(screen.getByRole('region', { name: 'What the statuses mean' })).toBeTruthy();
});
