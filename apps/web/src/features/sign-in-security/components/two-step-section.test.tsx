import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { startRegistration } from '@simplewebauthn/browser';
import { SIGN_IN_SECURITY_MESSAGES, type SignInSecurity } from '@ibc/domain';
import { memberUser, signInMember } from '@/testing/member-api';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import { TwoStepSignInSection } from './two-step-section';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

const CODES = ['k7m2-p9x4', 'r3t8-w6q1', 'c5v7-n2b8'];
const off: SignInSecurity = {
  required: false,
  enabled: false,
  sessionVerified: false,
  totp: { enabled: false, addedAt: null },
  passkeys: [],
  recoveryCodesLeft: 0,
};
const on: SignInSecurity = {
  required: false,
  enabled: true,
  sessionVerified: true,
  totp: { enabled: true, addedAt: '2026-11-02T09:00:00.000Z' },
  passkeys: [
    {
      id: 1,
      name: 'Work laptop',
      createdAt: '2026-11-03T09:00:00.000Z',
      lastUsedAt: '2026-11-20T09:00:00.000Z',
    },
    { id: 2, name: 'Phone', createdAt: '2026-11-04T09:00:00.000Z', lastUsedAt: null },
  ],
  recoveryCodesLeft: 7,
};

let security: SignInSecurity;

beforeEach(() => {
  signInMember(memberUser());
  server.use(http.get('/api/account/security', () => HttpResponse.json(security)));
});

afterEach(() => vi.mocked(startRegistration).mockReset());

/** jsdom's Blob has no text(): read it as a page would have to. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

const open = () => renderWithRouter(<TwoStepSignInSection />, { path: '/my-account/security' });

test('two-step sign-in on: the passkeys, the app, and the recovery codes left', async () => {
  security = on;
  open();
  expect(await screen.findByText('Two-step sign-in is on.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Two-step sign-in' })).toBeInTheDocument();

  const passkeys = screen.getByRole('list', { name: 'Your passkeys' });
  const items = within(passkeys).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent('Work laptop');
  expect(items[0]).toHaveTextContent('Added 3 Nov 2026 · Last used 20 Nov 2026');
  expect(items[1]).toHaveTextContent('Never used');
  expect(screen.getByRole('button', { name: 'Remove passkey Phone' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Passkey name/ })).toBeInTheDocument();

  const app = screen.getByRole('region', { name: 'Authenticator app' });
  expect(within(app).getByText('Added 2 Nov 2026')).toBeInTheDocument();
  expect(within(app).getByRole('button', { name: 'Remove authenticator app' })).toBeInTheDocument();

  expect(screen.getByText('7 of 10 recovery codes left')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Make new recovery codes' })).toBeInTheDocument();
});

test.each([
  [false, 'Two-step sign-in is off. Add a passkey or an authenticator app to turn it on.'],
  [true, 'Staff accounts must use two-step sign-in. Add a passkey or an authenticator app.'],
])('two-step sign-in off (required: %s) says how to turn it on', async (required, line) => {
  security = { ...off, required };
  open();
  expect(await screen.findByText(line)).toBeInTheDocument();
  expect(screen.getByText('No passkeys yet.')).toBeInTheDocument();
  expect(screen.queryByText(/recovery codes left/)).toBeNull();
});

test('removing a passkey asks first; a refusal of the server is shown', async () => {
  security = on;
  let removed: string | undefined;
  server.use(
    http.delete('/api/account/security/passkeys/:id', ({ params }) => {
      removed = String(params.id);
      return HttpResponse.json(
        { statusCode: 403, error: 'Forbidden', message: SIGN_IN_SECURITY_MESSAGES.staffKeepsAFactor },
        { status: 403 },
      );
    }),
  );
  open();
  await userEvent.click(await screen.findByRole('button', { name: 'Remove passkey Work laptop' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Remove passkey Work laptop?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
  expect(await screen.findByText(SIGN_IN_SECURITY_MESSAGES.staffKeepsAFactor)).toBeInTheDocument();
  expect(removed).toBe('1');
});

test('the first factor (an authenticator app) shows the recovery codes once, to download, until Done', async () => {
  security = off;
  let confirmed: unknown;
  server.use(
    http.post('/api/account/security/totp/setup', () =>
      HttpResponse.json({
        secret: 'JBSWY3DPEHPK3PXP',
        uri: 'otpauth://totp/IBC:buyer?secret=JBSWY3DPEHPK3PXP',
      }),
    ),
    http.post('/api/account/security/totp', async ({ request }) => {
      confirmed = await request.json();
      if ((confirmed as { code: string }).code !== '123456')
        return HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'No.',
            fieldErrors: { code: SIGN_IN_SECURITY_MESSAGES.codeWrong },
          },
          { status: 400 },
        );
      security = {
        ...off,
        enabled: true,
        sessionVerified: true,
        totp: { enabled: true, addedAt: '2026-11-21T00:00:00.000Z' },
        recoveryCodesLeft: 10,
      };
      return HttpResponse.json({ recoveryCodes: CODES });
    }),
  );
  const saved: Blob[] = [];
  const createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:codes';
  });
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  open();

  await userEvent.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
  expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
  expect(screen.getByText('Or type this key:')).toBeInTheDocument();
  expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

  const code = screen.getByRole('textbox', { name: /6-digit code/ });
  await userEvent.type(code, '000000');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText(SIGN_IN_SECURITY_MESSAGES.codeWrong)).toBeInTheDocument();
  await userEvent.clear(code);
  await userEvent.type(code, '123 456');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

  const panel = await screen.findByRole('region', { name: 'Your recovery codes' });
  expect(confirmed).toEqual({ code: '123456' });
  expect(
    within(panel).getByText('Each code works once. Keep them somewhere safe: they are shown only now.'),
  ).toBeInTheDocument();
  const list = within(panel).getByRole('list', { name: 'Recovery codes' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(CODES);
  expect(await screen.findByText('Two-step sign-in is on.')).toBeInTheDocument();
  expect(screen.getByText('10 of 10 recovery codes left')).toBeInTheDocument();

  await userEvent.click(within(panel).getByRole('button', { name: 'Download' }));
  expect(clicked).toHaveBeenCalledTimes(1);
  const file = clicked.mock.contexts[0] as HTMLAnchorElement;
  expect(file.download).toBe('ibc-recovery-codes.txt');
  expect(await readText(saved[0]!)).toContain(CODES.join('\n'));

  await userEvent.click(within(panel).getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('region', { name: 'Your recovery codes' })).toBeNull();
  expect(screen.queryByText(CODES[0]!)).toBeNull();
  clicked.mockRestore();
});

test('new recovery codes replace the old ones after a second look', async () => {
  security = on;
  server.use(
    http.post('/api/account/security/recovery-codes', () => HttpResponse.json({ recoveryCodes: CODES })),
  );
  open();
  await userEvent.click(await screen.findByRole('button', { name: 'Make new recovery codes' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Make new recovery codes?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
  const panel = await screen.findByRole('region', { name: 'Your recovery codes' });
  expect(within(panel).getAllByRole('listitem')).toHaveLength(CODES.length);
});

test('a passkey the browser does not make is explained; one it makes is sent with its name', async () => {
  security = { ...on, passkeys: [] };
  let registered: unknown;
  server.use(
    http.post('/api/account/security/passkeys/options', () => HttpResponse.json({ challenge: 'c-1' })),
    http.post('/api/account/security/passkeys', async ({ request }) => {
      registered = await request.json();
      return HttpResponse.json({ recoveryCodes: null });
    }),
  );
  const made = {
    id: 'cred-9',
    rawId: 'cred-9',
    type: 'public-key',
    response: {},
    clientExtensionResults: {},
  };
  vi.mocked(startRegistration)
    .mockRejectedValueOnce(
      Object.assign(new Error('The operation was cancelled.'), { name: 'NotAllowedError' }),
    )
    .mockResolvedValueOnce(made as never);
  open();

  await userEvent.type(await screen.findByRole('textbox', { name: /Passkey name/ }), 'Office PC');
  await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/No passkey was added/);
  expect(registered).toBeUndefined();

  await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
  await vi.waitFor(() => expect(registered).toEqual({ name: 'Office PC', response: made }));
  expect(vi.mocked(startRegistration)).toHaveBeenLastCalledWith({ optionsJSON: { challenge: 'c-1' } });
  expect(screen.queryByRole('region', { name: 'Your recovery codes' })).toBeNull();
});
