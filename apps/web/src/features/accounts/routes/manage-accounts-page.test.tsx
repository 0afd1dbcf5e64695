import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';
import { signInMember } from '@/testing/member-api';
import { renderWithRouter } from '@/testing/render';
import ManageAccountsPage from './manage-accounts-page';

const accounts = [
  { currency: 'JPY', forex: null },
  { currency: 'NZD', forex: '88.50' },
];

beforeEach(() => signInMember(undefined, accounts));

test('§2 accounts with forex, switching, and how to ask for another currency', async () => {
  const { router } = renderWithRouter(<ManageAccountsPage />, {
    path: '/my-account/manage-accounts',
    routes: [{ path: '/account/switch', element: <p>switching</p> }],
  });
  expect((await screen.findByRole('cell', { name: '88.50' })).textContent).toBe('88.50');
  expect(screen.getByRole('rowheader', { name: /JPY Account/ }).textContent).toContain(
    'Forex is applicable to non JPY account only',
  );
  expect(screen.getByRole('region', { name: 'How forex applies' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/about/contact-us');

  await userEvent.click(await screen.findByRole('button', { name: 'Switch to JPY' }));
  expect(router.state.location.pathname).toBe('/account/switch');
  expect(router.state.location.search).toBe('?currency=JPY');
});
