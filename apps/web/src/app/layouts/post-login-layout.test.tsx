import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import type { CurrentUser } from '@ibc/domain';
import { memberUser, signInMember } from '@/testing/member-api';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import { PostLoginLayout } from './post-login-layout';

function stubUser(overrides: Partial<CurrentUser>) {
  signInMember(memberUser({ countryId: 1, currency: 'JPY', exportRegion: null, ...overrides }));
  server.use(
    http.get('/api/common-user/get-idirect-link', () =>
      HttpResponse.json({ link: 'https://idirect.example/auctions' }),
    ),
  );
}

const page = (
  <PostLoginLayout>
    <h1>Body</h1>
  </PostLoginLayout>
);

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
    // §2 an external link, to the address of §7 get-idirect-link, in a new tab.
    const idirect = within(nav).getByRole('link', { name: /Auctions in Japan/ });
    await vi.waitFor(() => expect(idirect.getAttribute('href')).toBe('https://idirect.example/auctions'));
    expect(idirect.getAttribute('target')).toBe('_blank');
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
    expect(await screen.findByRole('dialog', { name: 'SELECT ACCOUNT' })).toBeInTheDocument();
  });

  test("Escape in the mobile menu's Switch Account dialog closes the dialog, not the menu under it", async () => {
    stubUser({});
    const user = userEvent.setup();
    renderWithRouter(page);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('post-login-mobile-menu')!;
    await user.click(within(menu).getByRole('button', { name: 'Switch Account' }));
    await screen.findByRole('dialog', { name: 'SELECT ACCOUNT' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'SELECT ACCOUNT' })).toBeNull();
    expect(document.getElementById('post-login-mobile-menu')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(document.getElementById('post-login-mobile-menu')).toBeNull();
  });
});
