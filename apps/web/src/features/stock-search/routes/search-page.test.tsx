import { screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render';
import { publicVehicleItem } from '@/testing/vehicles';
import SearchPage from './search-page';

const vehicle = publicVehicleItem({ customerTerms: null });

const member = (accountStatus: string) => ({
  id: 7,
  countryId: 75,
  currency: 'NZD',
  email: 'new@harbour.example',
  contact: 'Aroha Ngata',
  hasAccessBMSM: false,
  hasIDirectAccess: false,
  exportRegion: 'atnz',
  dDUShippingFee: null,
  accountStatus,
});

function stubApi(user: object) {
  document.cookie = 'isAuthenticated=true; path=/';
  // jsdom has no layout: every media query (the filter pop-ups' "mobile") answers false.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  vi.stubGlobal('scrollTo', () => undefined);
  const fetchMock = vi.fn((url: string) => {
    const body = url.includes('/account/me')
      ? user
      : url.includes('/search')
        ? { count: 1, pageSize: 16, vehicles: [vehicle] }
        : [];
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'isAuthenticated=; path=/; max-age=0';
});

// Issue 10, finding 7: a member whose company is under review gets the public search, no prices.
test('a member under review sees why, and the public search without prices', async () => {
  const fetchMock = stubApi(member('pending'));
  renderWithRouter(<SearchPage />, { path: '/search' });
  expect(await screen.findByText('Your account is being reviewed')).toBeTruthy();
  const tile = await screen.findByRole('article', { name: '2015 Toyota Aqua S' });
  expect(within(tile).getByText('PRICE SHOWN AFTER APPROVAL')).toBeTruthy();
  expect(within(tile).queryByRole('link', { name: 'LOGIN TO VIEW FULL PRICE' })).toBeNull();
  const urls = fetchMock.mock.calls.map(([url]) => url);
  expect(urls).toContain('/api/vehicles/prelog/search');
  expect(urls).not.toContain('/api/vehicles/postlog/search');
});

test('an approved member gets the member search', async () => {
  const fetchMock = stubApi(member('approved'));
  renderWithRouter(<SearchPage />, { path: '/search' });
  await vi.waitFor(() =>
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/vehicles/postlog/search'),
  );
  expect(screen.queryByText('Your account is being reviewed')).toBeNull();
});
