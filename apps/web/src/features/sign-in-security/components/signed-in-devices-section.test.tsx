import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import type { SignedInSession } from '@ibc/domain';
import { memberUser, signInMember } from '@/testing/member-api';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import { i18n } from '@/lib/i18n';
import { storageKeys } from '@/lib/session';
import { formatDateTime } from '../utils/format';
import { SignedInDevicesSection } from './signed-in-devices-section';

const here: SignedInSession = {
  id: 'sess-here',
  browser: 'Chrome 131 on Windows',
  signedInAt: '2026-11-20T01:00:00.000Z',
  lastActiveAt: '2026-11-21T02:30:00.000Z',
  ipAddress: '203.0.113.7',
  current: true,
  secondFactor: 'passkey',
};
const phone: SignedInSession = {
  id: 'sess-phone',
  browser: 'Safari 18 on iOS',
  signedInAt: '2026-11-10T01:00:00.000Z',
  lastActiveAt: '2026-11-18T08:15:00.000Z',
  ipAddress: null,
  current: false,
  secondFactor: 'totp',
};
const tablet: SignedInSession = { ...phone, id: 'sess-tablet', browser: 'Firefox 133 on Android' };

let sessions: SignedInSession[];
const signedOut: string[] = [];

beforeEach(() => {
  signedOut.length = 0;
  signInMember(memberUser());
  server.use(
    http.get('/api/account/sessions', () => HttpResponse.json({ sessions })),
    http.delete('/api/account/sessions/:id', ({ params }) => {
      signedOut.push(String(params.id));
      sessions = sessions.filter((session) => session.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/account/sessions/sign-out-others', () => {
      const count = sessions.filter((session) => !session.current).length;
      sessions = sessions.filter((session) => session.current);
      return HttpResponse.json({ signedOut: count });
    }),
  );
});

const open = () =>
  renderWithRouter(<SignedInDevicesSection />, {
    path: '/my-account/security',
    routes: [{ path: '/account/login', element: <h1>Login</h1> }],
  });

const rowOf = (table: HTMLElement, browser: string) =>
  within(table)
    .getByRole('rowheader', { name: new RegExp(browser) })
    .closest('tr')!;

test('every signed-in device is a row; this one is marked, and another signs out by its own button', async () => {
  sessions = [here, phone];
  open();
  const table = await screen.findByRole('table', { name: 'Signed-in devices' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Browser', 'Signed in', 'Last active', 'Where from', 'Actions']);
  const mine = rowOf(table, 'Chrome 131 on Windows');
  expect(within(mine).getByText('This device')).toBeInTheDocument();
  expect(within(mine).getByText('203.0.113.7')).toBeInTheDocument();
  expect(within(mine).getByRole('button', { name: 'Sign out this device' })).toBeInTheDocument();
  const theirs = rowOf(table, 'Safari 18 on iOS');
  expect(within(theirs).queryByText('This device')).toBeNull();
  expect(within(theirs).getByText('Unknown')).toBeInTheDocument();
  expect(within(theirs).getByText(formatDateTime(i18n, phone.lastActiveAt))).toBeInTheDocument();

  await userEvent.click(
    within(theirs).getByRole('button', {
      name: `Sign out Safari 18 on iOS, last active ${formatDateTime(i18n, phone.lastActiveAt)}`,
    }),
  );
  await waitFor(() => expect(within(table).queryByText('Safari 18 on iOS')).toBeNull());
  expect(signedOut).toEqual(['sess-phone']);
  expect(screen.getByRole('button', { name: 'Sign out all other devices' })).toBeDisabled();
});

test('Sign out all other devices says how many were signed out', async () => {
  sessions = [here, phone, tablet];
  open();
  const button = await screen.findByRole('button', { name: 'Sign out all other devices' });
  expect(button).toBeEnabled();
  await userEvent.click(button);
  expect(await screen.findByRole('status')).toHaveTextContent('2 other devices signed out.');
  await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Safari/ })).toBeNull());
  expect(screen.getByRole('button', { name: 'Sign out all other devices' })).toBeDisabled();
});

test('one other device signed out is said in the singular', async () => {
  sessions = [here, phone];
  open();
  await userEvent.click(await screen.findByRole('button', { name: 'Sign out all other devices' }));
  expect(await screen.findByRole('status')).toHaveTextContent('1 other device signed out.');
});

test('signing out this device ends the browser session and opens the login page', async () => {
  sessions = [here, phone];
  localStorage.setItem(storageKeys.token, JSON.stringify({ access_token: 'a', refresh_token: 'r' }));
  const { router } = open();
  await userEvent.click(await screen.findByRole('button', { name: 'Sign out this device' }));
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/account/login');
  expect(signedOut).toEqual(['sess-here']);
  expect(localStorage.getItem(storageKeys.token)).toBeNull();
  expect(document.cookie).not.toContain('isAuthenticated=true');
});
