import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import type { CurrentUser } from '@ibc/domain';
import { memberUser, signInMember } from '@/testing/member-api';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import { publicVehicleItem } from '@/testing/vehicles';
import SearchPage from './search-page';

const vehicle = publicVehicleItem({ customerTerms: null });

const member = (accountStatus: CurrentUser['accountStatus']) =>
  memberUser({ email: 'new@harbour.example', contact: 'Aroha Ngata', accountStatus });

/** Signs `user` in and answers the search page's calls; returns the paths of the searches it made. */
function stubApi(user: CurrentUser) {
  signInMember(user);
  // jsdom has no layout: every media query (the filter pop-ups' "mobile") answers false.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  vi.stubGlobal('scrollTo', () => undefined);
  const searches: string[] = [];
  server.use(
    http.post('/api/vehicles/:viewer/search', ({ request }) => {
      searches.push(new URL(request.url).pathname);
      return HttpResponse.json({ count: 1, pageSize: 16, vehicles: [vehicle] });
    }),
    // The member's stock tabs: none beyond the standard ones.
    http.get('/api/common-user/get-user-vehicle-locations', () => HttpResponse.json([])),
    // The member's country has one port: no destination port to choose.
    http.get('/api/common/country/get-ports', () => HttpResponse.json([{ id: 1, name: 'Auckland' }])),
  );
  return searches;
}

afterEach(() => vi.unstubAllGlobals());

// A member whose company is under review gets the public search, no prices.
test('a member under review sees why, and the public search without prices', async () => {
  const searches = stubApi(member('pending'));
  renderWithRouter(<SearchPage />, { path: '/search' });
  expect(await screen.findByText('Your account is being reviewed')).toBeInTheDocument();
  const tile = await screen.findByRole('article', { name: '2015 Toyota Aqua S' });
  expect(within(tile).getByText('PRICE SHOWN AFTER APPROVAL')).toBeInTheDocument();
  expect(within(tile).queryByRole('link', { name: 'LOGIN TO VIEW FULL PRICE' })).toBeNull();
  // The route composes the compare feature's control into the stock search's tiles.
  expect(within(tile).getByRole('checkbox', { name: 'Compare 2015 Toyota Aqua S' })).toBeInTheDocument();
  expect(searches).toContain('/api/vehicles/prelog/search');
  expect(searches).not.toContain('/api/vehicles/postlog/search');
});

test('an approved member gets the member search', async () => {
  const searches = stubApi(member('approved'));
  renderWithRouter(<SearchPage />, { path: '/search' });
  await vi.waitFor(() => expect(searches).toContain('/api/vehicles/postlog/search'));
  expect(screen.queryByText('Your account is being reviewed')).toBeNull();
});

// No layout shift: the member search's controls come all at once, not pushing the list down
// as the tabs and the destination ports arrive one after the other.
test("a member's search draws its tabs and destination port together with the rest", async () => {
  stubApi(member('approved'));
  let sendPorts!: () => void;
  const portsSent = new Promise<void>((resolve) => (sendPorts = resolve));
  server.use(
    http.get('/api/common-user/get-user-vehicle-locations', () =>
      HttpResponse.json([{ tab: 3, label: 'Dealer Direct' }]),
    ),
    http.get('/api/common/country/get-ports', async () => {
      await portsSent;
      return HttpResponse.json([
        { id: 1, name: 'Auckland' },
        { id: 2, name: 'Wellington' },
      ]);
    }),
  );
  renderWithRouter(<SearchPage />, { path: '/search' });
  expect(await screen.findByRole('status', { name: 'Loading search' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Search stock' })).toBeNull();
  sendPorts();
  expect(await screen.findByRole('heading', { name: 'Search stock' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Destination port' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Dealer Direct' })).toBeInTheDocument();
});
