import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Outlet, useLocation, useRoutes } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { memberUser, signInMember } from '@/testing/member-api';
import { AppProviders } from './providers';
import { buildPageRoutes } from './route-objects';

// §2 guards, redirects and 404s, and the back office: "a customer opening /admin/... gets 404
// (not a redirect that reveals it)"; the staff users page is for admins only.

let shown: string | undefined;
function Address() {
  const location = useLocation();
  shown = `${location.pathname}${location.search}`;
  return null;
}

function Pages() {
  return useRoutes([
    {
      path: '/',
      element: (
        <>
          <Address />
          <Outlet />
        </>
      ),
      children: buildPageRoutes(),
    },
  ]);
}

function open(path: string) {
  shown = undefined;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Pages />
      </MemoryRouter>
    </AppProviders>,
  );
}

const notFound = () => screen.findByRole('heading', { name: 'Page not found' });

afterEach(() => {
  document.cookie = 'isAuthenticated=; path=/; max-age=0';
});

describe('signed-in and signed-out pages (§2)', () => {
  test('a visitor opening a member page is sent to the login page', async () => {
    open('/account-summary');
    await waitFor(() => expect(shown).toBe('/account/login'));
  });

  test('a member opening the login page is sent to the account summary', async () => {
    signInMember();
    open('/account/login');
    await waitFor(() => expect(shown).toBe('/account-summary'));
  });
});

describe('old addresses and unknown ones (§2)', () => {
  test("'/vehicle/checklist' goes to '/checklist' with its id", async () => {
    open('/vehicle/checklist?id=42');
    await waitFor(() => expect(shown).toBe('/checklist?id=42'));
  });

  test('spaces in an address become hyphens', async () => {
    open('/about/contact%20us');
    await waitFor(() => expect(shown).toBe('/about/contact-us'));
  });

  test('an address of no page is the 404 page, and says so in the title', async () => {
    open('/no-such-page');
    await notFound();
    await waitFor(() => expect(document.title).toBe('Page not found | IBC Japan'));
    expect(shown).toBe('/no-such-page');
  });
});

describe('the back office', () => {
  test('a visitor gets the 404 page, not a redirect', async () => {
    open('/admin/offers');
    await notFound();
    expect(shown).toBe('/admin/offers');
  });

  test('a customer gets the 404 page', async () => {
    signInMember(memberUser());
    open('/admin');
    await notFound();
  });

  test('staff who are not admins get the 404 page for the staff users page', async () => {
    signInMember(memberUser({ isStaff: true, role: 'staff' }));
    open('/admin/staff');
    await notFound();
  });

  test('staff get the 404 page for an /admin address of no page', async () => {
    signInMember(memberUser({ isStaff: true, role: 'staff' }));
    open('/admin/no-such-page');
    await notFound();
  });
});

// §6: a page follows its menu entry's rule, typed address or not.
describe('pages of some dealers only', () => {
  const notAvailable = () => screen.findByRole('heading', { name: 'Not available for your account' });

  test.each([
    ['/my-account/buy-more-save-more', { countryId: 295, hasAccessBMSM: false }],
    ['/stocks/buy-more-save-more', { countryId: 295, hasAccessBMSM: false }],
    ['/stocks/clean-car-standard-fees', { countryId: 295, hasAccessBMSM: true }],
  ])('%s: a dealer without the rule gets "not available for your account"', async (path, facts) => {
    signInMember(memberUser(facts));
    open(path);
    await notAvailable();
    expect(screen.getByRole('link', { name: /Contact our sales team/ })).toHaveAttribute(
      'href',
      '/about/contact-us',
    );
  });

  test.each([
    ['/my-account/buy-more-save-more', 'Buy More Save More', { hasAccessBMSM: true }],
    ['/stocks/clean-car-standard-fees', /Clean Car Standard/i, { countryId: 75 }],
  ])('%s opens for a dealer the rule allows', async (path, title, facts) => {
    signInMember(memberUser(facts));
    open(path);
    await screen.findByRole('heading', { level: 1, name: title });
  });

  test('a visitor reads Buy More Save More from the pre-login menu', async () => {
    open('/stocks/buy-more-save-more');
    await screen.findByRole('heading', { level: 1, name: 'Buy More Save More' });
  });

  test('a member waiting for review is told where he stands on the watchlist, not refused', async () => {
    signInMember(memberUser({ accountStatus: 'pending' }));
    open('/my-account/watchlist');
    await screen.findByText('This page opens once the sales team has approved your account.');
    expect(screen.getByRole('heading', { level: 1, name: 'Watchlist' })).toBeInTheDocument();
  });
});
