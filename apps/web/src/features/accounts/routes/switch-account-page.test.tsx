import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import { server } from '@/testing/msw';
import { memberUser, signInMember } from '@/testing/member-api';
import { renderWithRouter } from '@/testing/render';
import SwitchAccountPage from './switch-account-page';

// §2 '/account/switch?currency={currency}': only a currency of the member's accounts is switched to.
let switched: unknown[] = [];
beforeEach(() => {
  switched = [];
  signInMember(memberUser({ currency: 'NZD' }), [
    { currency: 'NZD', forex: '88.50' },
    { currency: 'JPY', forex: null },
  ]);
  server.use(
    http.post('/api/common-user/switch-account', async ({ request }) => {
      switched.push(await request.json());
      return HttpResponse.json(memberUser({ currency: 'JPY' }));
    }),
  );
});

test('a currency he has no account in is answered on the page, without asking the API', async () => {
  renderWithRouter(<SwitchAccountPage />, { path: '/account/switch?currency=usd' });
  expect(
    await screen.findByText('You have no USD account. Your accounts are in NZD, JPY.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Manage accounts' })).toHaveAttribute(
    'href',
    '/my-account/manage-accounts',
  );
  expect(switched).toEqual([]);
});

test('one of his currencies is switched to, and he goes back', async () => {
  const { router } = renderWithRouter(<SwitchAccountPage />, { path: '/account/switch?currency=JPY' });
  await waitFor(() => expect(switched).toEqual([{ currency: 'JPY' }]));
  await waitFor(() => expect(router.state.location.pathname).not.toBe('/account/switch'));
});

test('the active currency needs no switch', async () => {
  const { router } = renderWithRouter(<SwitchAccountPage />, { path: '/account/switch?currency=NZD' });
  await waitFor(() => expect(router.state.location.pathname).not.toBe('/account/switch'));
  expect(switched).toEqual([]);
});
