import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { SIGN_IN_SECURITY_MESSAGES, type SignInSecurity } from '@ibc/domain';
import { memberUser, signInMember } from '@/testing/member-api';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import SecurityPage from './security-page';

const security: SignInSecurity = {
  required: true,
  enabled: false,
  sessionVerified: false,
  totp: { enabled: false, addedAt: null },
  passkeys: [],
  recoveryCodesLeft: 0,
};

function answerApi() {
  server.use(
    http.get('/api/account/security', () => HttpResponse.json(security)),
    http.get('/api/account/sessions', () =>
      HttpResponse.json({
        sessions: [
          {
            id: 's-1',
            browser: 'Chrome 131 on Windows',
            signedInAt: '2026-11-20T01:00:00.000Z',
            lastActiveAt: '2026-11-21T01:00:00.000Z',
            ipAddress: '203.0.113.7',
            current: true,
            secondFactor: null,
          },
        ],
      }),
    ),
  );
}

test('the page has two-step sign-in, the signed-in devices and the password', async () => {
  signInMember(memberUser());
  answerApi();
  renderWithRouter(<SecurityPage />, { path: '/my-account/security' });
  expect(screen.getByRole('heading', { level: 1, name: 'Sign-in and security' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Two-step sign-in',
    'Signed-in devices',
    'Password',
  ]);
  expect(await screen.findByText(/Staff accounts must use two-step sign-in/)).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Sign out this device' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign out all other devices' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
  expect(screen.queryByText(SIGN_IN_SECURITY_MESSAGES.setupNeeded)).toBeNull();
});

test('a staff user without a second factor is told to set one up first', async () => {
  signInMember(memberUser({ isStaff: true, role: 'staff', secondFactorSetupNeeded: true }));
  answerApi();
  renderWithRouter(<SecurityPage />, { path: '/admin/security' });
  expect(await screen.findByText(SIGN_IN_SECURITY_MESSAGES.setupNeeded)).toBeInTheDocument();
});
