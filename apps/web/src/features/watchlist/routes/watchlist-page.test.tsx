import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import type { WatchlistItem } from '@ibc/domain';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import WatchlistPage from './watchlist-page';

// The watchlist tells the lifecycle on the dealer's side: his own car reads 'Reserved for you', then
// 'Bought by you' and still opens; a car sold to someone else or withdrawn is greyed, without a link.

const item = (overrides: Partial<WatchlistItem>): WatchlistItem => ({
  vehicleId: 1,
  vehicleFullname: '2015 Toyota Aqua S',
  chassis: 'NHP10-1234567',
  photo: '',
  status: 'available',
  buyer: null,
  statusSince: null,
  price: null,
  priceDetails: null,
  priceWhenAdded: 'NZD 11,270',
  priceDropped: false,
  isKapStock: false,
  addedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

test("marks his own cars 'Reserved for you' and 'Bought by you', and greys the ones gone to others", async () => {
  server.use(
    http.get('/api/watchlist', () =>
      HttpResponse.json({
        items: [
          item({ vehicleId: 1, vehicleFullname: 'Mine reserved', status: 'reserved', buyer: 'you' }),
          item({
            vehicleId: 2,
            vehicleFullname: 'Mine bought',
            status: 'sold',
            buyer: 'you',
            statusSince: '2026-11-20T03:00:00.000Z',
          }),
          item({ vehicleId: 3, vehicleFullname: 'Theirs', status: 'reserved', buyer: 'another-dealer' }),
          item({
            vehicleId: 4,
            vehicleFullname: 'Sold to another',
            status: 'sold',
            buyer: 'another-dealer',
            statusSince: '2026-11-20T03:00:00.000Z',
          }),
        ],
      }),
    ),
  );
  renderWithRouter(<WatchlistPage />, { path: '/my-account/watchlist' });
  const table = await screen.findByRole('table', { name: 'Watched vehicles' });
  const rows = within(table).getAllByRole('row').slice(1);
  const statusOf = (i: number) => within(rows[i]!).getAllByRole('cell')[1]!.textContent;
  expect(statusOf(0)).toBe('Reserved for you');
  expect(statusOf(1)).toMatch(/^Bought by you/);
  expect(statusOf(2)).toBe('Reserved');
  expect(statusOf(3)).toMatch(/^Sold/);
  expect(within(table).getByRole('link', { name: 'Mine bought' }).getAttribute('href')).toBe(
    '/checklist?id=2',
  );
  expect(within(table).getByRole('link', { name: 'Mine reserved' })).toBeInTheDocument();
  expect(within(table).queryByRole('link', { name: 'Sold to another' })).toBeNull();
});
