import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import ResetPasswordPage from './reset-password-page';

const TOKEN = 'a-one-time-token-of-enough-length';

test('an invited user chooses their first password with the invitation link', async () => {
  let sent: unknown;
  server.use(
    http.post('/api/account/reset-password', async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({
        message: 'Your password has been changed. Please log in with your new password.',
      });
    }),
  );
  renderWithRouter(<ResetPasswordPage />, { path: `/account/reset-password?token=${TOKEN}&invite=1` });
  expect(screen.getByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(/^Password/), 'kauri harbour 2031 lantern');
  await userEvent.type(screen.getByLabelText(/Confirm password/), 'kauri harbour 2031 lantern');
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
  expect(await screen.findByText('Your password is set. You can now log in.')).toBeInTheDocument();
  expect(sent).toEqual({ token: TOKEN, password: 'kauri harbour 2031 lantern' });
  expect(screen.getByRole('link', { name: 'Go to Login' })).toBeInTheDocument();
});

test('without the invitation flag the page resets a password', () => {
  renderWithRouter(<ResetPasswordPage />, { path: `/account/reset-password?token=${TOKEN}` });
  expect(screen.getByRole('heading', { name: 'Reset password' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
});
