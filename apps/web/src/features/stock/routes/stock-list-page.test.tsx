import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import type { StockListItem } from '@ibc/domain';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import StockListPage from './stock-list-page';

const item = (overrides: Partial<StockListItem> = {}): StockListItem => ({
  id: 42,
  chassis: 'NHP10-1234567',
  make: 'Toyota',
  model: 'Aqua',
  grade: 'S',
  year: 2015,
  month: 3,
  kms: 45_000,
  negotiateCurrency: 'JPY',
  basePrice: '650.00',
  status: 'reserved',
  stockTab: 1,
  stockType: 'ibc',
  location: 'Yokohama',
  listedAt: '2026-01-12T03:00:00.000Z',
  ...overrides,
});

/** The query strings the page asked the API for, in order. */
let asked: string[] = [];

beforeEach(() => {
  asked = [];
  document.cookie = 'isAuthenticated=true; path=/';
  server.use(
    http.get('/api/admin/stock', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params.toString());
      const page = Number(params.get('page') ?? 1);
      return HttpResponse.json({
        total: 120,
        page,
        pageSize: 50,
        items: [
          item({ id: page }),
          item({
            id: 100 + page,
            chassis: 'ZVW30-7654321',
            status: 'available',
            negotiateCurrency: 'NZD',
            basePrice: '14990.00',
          }),
        ],
      });
    }),
    http.get('/api/vehicles/prelog/get-vehicle-makes-and-model', () =>
      HttpResponse.json([
        { make: 'Nissan', models: [{ model: 'Note' }] },
        { make: 'Toyota', models: [{ model: 'Aqua' }] },
      ]),
    ),
  );
});

test('lists stock with its status and price, links each row to its page, and pages on the server', async () => {
  const { router } = renderWithRouter(<StockListPage />, { path: '/admin/stock' });
  const table = await screen.findByRole('table', { name: 'Vehicles in stock' });
  expect(asked[0]).toBe('page=1&pageSize=50&sort=listedAt&direction=desc');
  const [, first, second] = within(table).getAllByRole('row');
  expect(within(first!).getByRole('link', { name: 'NHP10-1234567' }).getAttribute('href')).toBe(
    '/admin/stock/1',
  );
  expect(within(first!).getByText('Reserved')).toBeInTheDocument();
  // JPY prices are thousands of yen (§9).
  expect(within(first!).getByText('JPY 650,000')).toBeInTheDocument();
  expect(within(first!).getByText('45,000 km')).toBeInTheDocument();
  expect(within(second!).getByText('NZD 14,990')).toBeInTheDocument();
  expect(screen.getByText('Showing 1–50 of 120')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add vehicle' }).getAttribute('href')).toBe('/admin/stock/new');

  await userEvent.click(screen.getByRole('button', { name: /Next page/ }));
  expect(await screen.findByText('Showing 51–100 of 120')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?page=2');
});

test('filters and sorts through the URL, each change back on page 1', async () => {
  const { router } = renderWithRouter(<StockListPage />, { path: '/admin/stock?page=2' });
  await screen.findByRole('table', { name: 'Vehicles in stock' });

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Reserved');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tab' }), 'DDU');
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Make' }), 'Toyota');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search chassis or name' }), 'aqua{Enter}');
  await userEvent.click(screen.getByRole('button', { name: /^Price/ }));

  expect(router.state.location.search).toBe(
    '?sort=price&direction=asc&status=reserved&tab=16&make=Toyota&q=aqua',
  );
  await waitFor(() =>
    expect(asked.at(-1)).toBe(
      'page=1&pageSize=50&sort=price&direction=asc&status=reserved&tab=16&make=Toyota&q=aqua',
    ),
  );
  expect(screen.getByRole('columnheader', { name: /^Price/ }).getAttribute('aria-sort')).toBe('ascending');
});
