import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, test, vi } from 'vitest';
import { ACCOUNT_MESSAGES, SIGN_IN_SECURITY_MESSAGES } from '@ibc/domain';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import { ChangePasswordCard } from './change-password-card';

const NEW_PASSWORD = 'totara ridge 2040 compass';

async function fillIn(current: string, next = NEW_PASSWORD, again = next) {
  await userEvent.type(screen.getByLabelText(/^Current password/), current);
  await userEvent.type(screen.getByLabelText(/^New password/), next);
  await userEvent.type(screen.getByLabelText(/^Confirm password/), again);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

test('the password changes with the current one; the answer of the server is shown', async () => {
  let sent: unknown;
  server.use(
    http.post('/api/account/password', async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ message: SIGN_IN_SECURITY_MESSAGES.passwordChanged });
    }),
  );
  const onChanged = vi.fn();
  renderWithRouter(<ChangePasswordCard onChanged={onChanged} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Password' })).toBeInTheDocument();

  await fillIn('kauri harbour 2031 lantern');
  expect(await screen.findByRole('status')).toHaveTextContent(SIGN_IN_SECURITY_MESSAGES.passwordChanged);
  expect(sent).toEqual({ currentPassword: 'kauri harbour 2031 lantern', newPassword: NEW_PASSWORD });
  expect(onChanged).toHaveBeenCalledTimes(1);
  expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
});

test('a wrong current password is said next to its field; passwords that differ are caught first', async () => {
  let calls = 0;
  server.use(
    http.post('/api/account/password', () => {
      calls += 1;
      return HttpResponse.json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Check the form.',
          fieldErrors: { currentPassword: SIGN_IN_SECURITY_MESSAGES.currentPasswordWrong },
        },
        { status: 400 },
      );
    }),
  );
  renderWithRouter(<ChangePasswordCard />);

  await fillIn('not it', NEW_PASSWORD, `${NEW_PASSWORD}!`);
  expect(await screen.findByText(ACCOUNT_MESSAGES.passwordsDiffer)).toBeInTheDocument();
  expect(calls).toBe(0);

  await userEvent.clear(screen.getByLabelText(/^Confirm password/));
  await userEvent.type(screen.getByLabelText(/^Confirm password/), NEW_PASSWORD);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText(SIGN_IN_SECURITY_MESSAGES.currentPasswordWrong)).toBeInTheDocument();
  expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
    SIGN_IN_SECURITY_MESSAGES.currentPasswordWrong,
  );
  expect(screen.queryByRole('alert')).toBeNull();
});
