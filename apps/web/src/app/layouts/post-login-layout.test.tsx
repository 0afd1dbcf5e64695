import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render';
import { PostLoginLayout } from './post-login-layout';

function stubUser(overrides: Record<string, unknown>) {
  const user = {
    id: 7,
    countryId: 1,
    currency: 'JPY',
    email: 'buyer@example.com',
    contact: 'Dealer One',
    hasAccessBMSM: false,
    hasIDirectAccess: false,
    exportRegion: null,
    dDUShippingFee: null,
    ...overrides,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(user), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
    ),
  );
}

const page = (
  <PostLoginLayout>
    <h1>Body</h1>
  </PostLoginLayout>
);

beforeEach(() => {
  document.cookie = 'isAuthenticated=true; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('post-login sidebar', () => {
  test('a group opens on click and closes when chosen again (§2)', async () => {
    stubUser({ hasIDirectAccess: true, countryId: 70 });
    const user = userEvent.setup();
    renderWithRouter(page);
    await screen.findByText('Dealer One');
    const nav = screen.getByRole('navigation', { name: 'Account menu' });
    const auction = within(nav).getByRole('button', { name: 'Auction' });
    await user.click(auction);
    expect(auction.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('button', { name: /Auctions in Japan/ })).toBeTruthy();
    await user.click(auction);
    expect(auction.getAttribute('aria-expanded')).toBe('false');
  });

  test('shows DDU Stock for country 70 and hides Clean Car Standard Fees', async () => {
    stubUser({ countryId: 70 });
    const user = userEvent.setup();
    renderWithRouter(page);
    await screen.findByText('Dealer One');
    const nav = screen.getByRole('navigation', { name: 'Account menu' });
    await user.click(within(nav).getByRole('button', { name: 'Stock' }));
    expect(within(nav).getByRole('link', { name: 'DDU Stock' }).getAttribute('href')).toBe(
      '/search?stockType=ibc&tab=16',
    );
    expect(within(nav).queryByRole('link', { name: 'Clean Car Standard Fees' })).toBeNull();
  });

  test('profile menu offers Switch Account, which opens SELECT ACCOUNT', async () => {
    stubUser({});
    const user = userEvent.setup();
    renderWithRouter(page);
    await screen.findByText('Dealer One');
    await user.click(screen.getByRole('button', { name: /Profile menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Switch Account' }));
    expect(await screen.findByRole('dialog', { name: 'SELECT ACCOUNT' })).toBeTruthy();
  });
});
