import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test, vi } from 'vitest';
import { startAuthentication } from '@simplewebauthn/browser';
import { SIGN_IN_SECURITY_MESSAGES, type MfaRequired } from '@ibc/domain';
import { memberUser } from '@/testing/member-api';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import LoginPage from './login-page';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

const PASSWORD = 'kauri harbour 2031 lantern';
const tokens = { access_token: 'access', refresh_token: 'refresh', token_type: 'Bearer', expires_in: 900 };
const mfaRequired = (methods: MfaRequired['methods']): MfaRequired => ({
  statusCode: 403,
  error: 'mfa_required',
  message: 'A second factor is needed.',
  mfa_token: 'mfa-token-1',
  methods,
});

/** What the page sent to the token endpoint, one form a request. */
let grants: Record<string, string>[];
/** The answer to each grant after the password one. */
let answerSecondStep: (grant: Record<string, string>) => Response;

function useTokenEndpoint(methods: MfaRequired['methods']) {
  server.use(
    http.post('/api/authenticate', async ({ request }) => {
      const grant = Object.fromEntries(new URLSearchParams(await request.text()));
      grants.push(grant);
      if (grant.grant_type === 'password') return HttpResponse.json(mfaRequired(methods), { status: 403 });
      return answerSecondStep(grant);
    }),
    http.get('/api/account/me', () => HttpResponse.json(memberUser())),
  );
}

beforeEach(() => {
  grants = [];
  answerSecondStep = () => HttpResponse.json(tokens);
});

function openLoginPage() {
  return renderWithRouter(<LoginPage />, {
    path: '/account/login',
    routes: [{ path: '/account-summary', element: <h1>Account summary</h1> }],
  });
}

async function enterPassword() {
  await userEvent.type(screen.getByLabelText(/^Email/), 'buyer@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), PASSWORD);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByRole('heading', { name: 'Two-step sign-in' });
}

test('a user with an authenticator app types its code after the password, and a wrong one is said next to the field', async () => {
  useTokenEndpoint(['totp', 'recovery-code']);
  answerSecondStep = ({ otp }) =>
    otp === '123456'
      ? HttpResponse.json(tokens)
      : HttpResponse.json(
          {
            statusCode: 400,
            error: 'invalid_grant',
            message: 'Check the code.',
            fieldErrors: { otp: SIGN_IN_SECURITY_MESSAGES.codeWrong },
          },
          { status: 400 },
        );
  const { router } = openLoginPage();
  await enterPassword();

  expect(screen.getByText(SIGN_IN_SECURITY_MESSAGES.secondStep)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Use your passkey' })).toBeNull();
  const code = screen.getByRole('textbox', { name: /Authentication code/ });
  expect(code).toHaveAttribute('inputmode', 'numeric');
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');

  await userEvent.type(code, '654 321');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText(SIGN_IN_SECURITY_MESSAGES.codeWrong)).toBeInTheDocument();
  expect(code).toHaveAccessibleDescription(expect.stringContaining(SIGN_IN_SECURITY_MESSAGES.codeWrong));
  expect(screen.queryByRole('alert')).toBeNull();

  await userEvent.clear(code);
  await userEvent.type(code, '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('heading', { name: 'Account summary' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/account-summary');
  expect(grants.at(-1)).toEqual({
    grant_type: 'mfa-otp',
    mfa_token: 'mfa-token-1',
    otp: '123456',
    client_id: 'web',
  });
  expect(document.cookie).toContain('isAuthenticated=true');
});

test('a recovery code finishes the sign-in when the authenticator app is out of reach', async () => {
  useTokenEndpoint(['totp', 'recovery-code']);
  answerSecondStep = ({ recovery_code }) =>
    recovery_code === 'abcd2345efgh'
      ? HttpResponse.json(tokens)
      : HttpResponse.json(
          {
            statusCode: 400,
            error: 'invalid_grant',
            message: 'No.',
            fieldErrors: { recovery_code: SIGN_IN_SECURITY_MESSAGES.recoveryCodeWrong },
          },
          { status: 400 },
        );
  openLoginPage();
  await enterPassword();

  await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
  expect(screen.queryByLabelText(/Authentication code/)).toBeNull();
  expect(screen.getByRole('button', { name: 'Use your authenticator app' })).toBeInTheDocument();
  const field = screen.getByRole('textbox', { name: /Recovery code/ });

  await userEvent.type(field, 'zzzz-zzzz');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText(SIGN_IN_SECURITY_MESSAGES.recoveryCodeWrong)).toBeInTheDocument();

  await userEvent.clear(field);
  await userEvent.type(field, 'ABCD-2345-EFGH');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('heading', { name: 'Account summary' })).toBeInTheDocument();
  expect(grants.at(-1)).toMatchObject({ grant_type: 'mfa-recovery-code', recovery_code: 'abcd2345efgh' });
});

test('Back to login returns to the password step with the e-mail kept', async () => {
  useTokenEndpoint(['totp', 'recovery-code']);
  openLoginPage();
  await enterPassword();

  await userEvent.click(screen.getByRole('button', { name: 'Back to login' }));
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(screen.getByLabelText(/^Email/)).toHaveValue('buyer@example.com');
  expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a second step that came too late goes back to the password step and says why', async () => {
  useTokenEndpoint(['totp', 'recovery-code']);
  answerSecondStep = () =>
    HttpResponse.json(
      {
        statusCode: 400,
        error: 'Bad Request',
        message: SIGN_IN_SECURITY_MESSAGES.signInExpired,
        code: 'sign_in_expired',
      },
      { status: 400 },
    );
  openLoginPage();
  await enterPassword();

  await userEvent.type(screen.getByRole('textbox', { name: /Authentication code/ }), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(SIGN_IN_SECURITY_MESSAGES.signInExpired);
});

test('a passkey signs in with the challenge of the password step; a cancelled one says so', async () => {
  useTokenEndpoint(['passkey', 'recovery-code']);
  let optionsAskedWith: unknown;
  server.use(
    http.post('/api/account/sign-in/passkey-options', async ({ request }) => {
      optionsAskedWith = await request.json();
      return HttpResponse.json({ challenge: 'challenge-1', rpId: 'localhost', allowCredentials: [] });
    }),
  );
  const assertion = {
    id: 'cred-1',
    rawId: 'cred-1',
    type: 'public-key',
    response: {},
    clientExtensionResults: {},
  };
  vi.mocked(startAuthentication)
    .mockRejectedValueOnce(
      Object.assign(new Error('The operation was cancelled.'), { name: 'NotAllowedError' }),
    )
    .mockResolvedValueOnce(assertion as never);
  openLoginPage();
  await enterPassword();
  expect(screen.queryByLabelText(/Authentication code/)).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Use your passkey' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/cancelled or timed out/);

  await userEvent.click(screen.getByRole('button', { name: 'Use your passkey' }));
  expect(await screen.findByRole('heading', { name: 'Account summary' })).toBeInTheDocument();
  expect(optionsAskedWith).toEqual({ mfa_token: 'mfa-token-1' });
  expect(vi.mocked(startAuthentication)).toHaveBeenCalledWith({
    optionsJSON: { challenge: 'challenge-1', rpId: 'localhost', allowCredentials: [] },
  });
  expect(grants.at(-1)).toMatchObject({ grant_type: 'mfa-passkey', mfa_token: 'mfa-token-1' });
  expect(JSON.parse(grants.at(-1)?.passkey ?? '')).toEqual(assertion);
});
