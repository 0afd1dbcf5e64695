import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import type { CustomerDetail } from '@ibc/domain';
import { memberUser, signInMember } from '@/testing/member-api';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import CustomerPage from './customer-page';

const company: CustomerDetail = {
  id: 12,
  name: 'Harbour Motors',
  countryId: 75,
  countryName: 'New Zealand',
  portId: 7501,
  exportRegion: 'atnz',
  emails: ['buyer@harbour.example'],
  phone: '+64 9 555 0100',
  address: '12 Wharf Road\nAuckland 1010',
  hasAccessBmsm: false,
  hasIdirectAccess: false,
  dduShippingCompanyName: null,
  status: 'pending',
  reviewNote: null,
  reviewedAt: null,
  accountManagerId: null,
  createdAt: '2026-11-20T00:00:00.000Z',
  users: [
    {
      id: 40,
      email: 'buyer@harbour.example',
      contactName: 'Aroha Ngata',
      emailVerified: true,
      deactivatedAt: null,
      createdAt: '2026-11-20T00:00:00.000Z',
    },
  ],
  currencyAccounts: [
    { id: 1, currency: 'JPY', jpyPerUnit: null },
    { id: 2, currency: 'NZD', jpyPerUnit: '88.500000' },
  ],
  allowedActions: ['approve', 'reject'],
};

const options = {
  countries: [
    { id: 13, name: 'Australia', ports: [{ id: 1301, name: 'Melbourne' }] },
    {
      id: 75,
      name: 'New Zealand',
      ports: [
        { id: 7501, name: 'Auckland' },
        { id: 7502, name: 'Wellington' },
      ],
    },
  ],
  accountManagers: [{ id: 5, contactName: 'Sales Person', email: 'sales@demo.local' }],
  currencies: [
    { code: 'AUD', name: 'Australian Dollar' },
    { code: 'JPY', name: 'Japanese Yen' },
    { code: 'NZD', name: 'New Zealand Dollar' },
  ],
};

let current: CustomerDetail;
let sent: Array<{ path: string; body: unknown }> = [];

beforeEach(() => {
  current = structuredClone(company);
  sent = [];
  signInMember(memberUser({ isStaff: true, role: 'staff' }));
  const record = (path: string, body: unknown) => sent.push({ path, body });
  server.use(
    http.get('/api/admin/customers/form-options', () => HttpResponse.json(options)),
    http.get('/api/admin/customers/12', () => HttpResponse.json(current)),
    http.post('/api/admin/customers/12/approve', () => {
      record('approve', null);
      current = {
        ...current,
        status: 'approved',
        reviewedAt: '2026-11-21T00:00:00.000Z',
        allowedActions: [],
      };
      return HttpResponse.json(current);
    }),
    http.post('/api/admin/customers/12/reject', async ({ request }) => {
      const body = (await request.json()) as { reason: string };
      record('reject', body);
      current = {
        ...current,
        status: 'rejected',
        reviewNote: body.reason,
        reviewedAt: '2026-11-21T00:00:00.000Z',
        allowedActions: ['approve'],
      };
      return HttpResponse.json(current);
    }),
    http.put('/api/admin/customers/12', async ({ request }) => {
      record('put', await request.json());
      return HttpResponse.json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Please check the highlighted fields.',
          fieldErrors: { accountManagerId: 'The account manager must be an active staff user.' },
        },
        { status: 400 },
      );
    }),
    http.post('/api/admin/customers/12/users', async ({ request }) => {
      const body = (await request.json()) as { email: string; contactName: string };
      record('invite', body);
      current = {
        ...current,
        users: [
          ...current.users,
          {
            id: 41,
            ...body,
            emailVerified: false,
            deactivatedAt: null,
            createdAt: '2026-11-21T00:00:00.000Z',
          },
        ],
      };
      return HttpResponse.json(current);
    }),
    http.post('/api/admin/users/40/deactivate', () => {
      record('deactivate', null);
      current = {
        ...current,
        users: current.users.map((u) =>
          u.id === 40 ? { ...u, deactivatedAt: '2026-11-21T00:00:00.000Z' } : u,
        ),
      };
      return HttpResponse.json({ id: 40, deactivatedAt: '2026-11-21T00:00:00.000Z' });
    }),
    http.post('/api/admin/customers/12/currency-accounts', async ({ request }) => {
      const body = (await request.json()) as { currency: string };
      record('currency', body);
      current = {
        ...current,
        currencyAccounts: [
          ...current.currencyAccounts,
          { id: 3, currency: body.currency, jpyPerUnit: '97.200000' },
        ],
      };
      return HttpResponse.json(current);
    }),
  );
});

const open = () =>
  renderWithRouter(<div />, {
    path: '/admin/customers/12',
    routes: [{ path: '/admin/customers/:id', element: <CustomerPage /> }],
  });

test('approving a pending sign-up', async () => {
  open();
  await screen.findByRole('heading', { name: 'Harbour Motors' });
  await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
  expect(
    await screen.findByText('Approved. The customer now sees prices and has been e-mailed.'),
  ).toBeInTheDocument();
  expect(sent).toEqual([{ path: 'approve', body: null }]);
  expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
});

test('rejecting asks for the reason that is e-mailed to the applicant', async () => {
  open();
  await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject Harbour Motors' });
  // The dialog says what the rejection does before anything is sent.
  expect(
    within(dialog).getByText(
      'Its users keep seeing the stock without prices and cannot send offers. The applicant is e-mailed this reason; you can still approve the company later.',
    ),
  ).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject sign-up' }));
  expect(
    await within(dialog).findByText('Please give the reason; it is sent to the applicant.'),
  ).toBeInTheDocument();
  expect(sent).toEqual([]);
  await userEvent.type(within(dialog).getByLabelText(/Reason/), 'No dealer licence.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject sign-up' }));
  expect(
    await screen.findByText('Rejected. The applicant has been e-mailed the reason.'),
  ).toBeInTheDocument();
  expect(sent).toEqual([{ path: 'reject', body: { reason: 'No dealer licence.' } }]);
  expect(screen.getByText('No dealer licence.')).toBeInTheDocument();
  // A rejected company may still be approved on a second look; it cannot be rejected again.
  expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
});

test.each([
  [
    ['approve', 'reject'],
    ['Approve', 'Reject'],
  ],
  [['approve'], ['Approve']],
  [[], []],
] as const)('the review buttons are the steps the server allows: %j', async (allowed, buttons) => {
  // Whatever the status says, the buttons come from allowedActions alone.
  current = { ...current, status: 'pending', allowedActions: [...allowed] };
  open();
  await screen.findByRole('heading', { name: 'Harbour Motors' });
  const shown = ['Approve', 'Reject'].filter((name) => screen.queryByRole('button', { name }) !== null);
  expect(shown).toEqual(buttons);
});

test('the company form sends the edited fields and shows the server message next to its field', async () => {
  open();
  const form = await screen.findByRole('form', { name: 'Company details' });
  expect(within(form).getByLabelText<HTMLSelectElement>('Port').value).toBe('7501');
  // A new country clears the port; its own ports are offered.
  await userEvent.selectOptions(within(form).getByLabelText(/Country/), 'Australia');
  expect(within(form).getByLabelText<HTMLSelectElement>('Port').value).toBe('');
  await userEvent.selectOptions(within(form).getByLabelText('Port'), 'Melbourne');
  await userEvent.selectOptions(
    within(form).getByLabelText('Account manager'),
    'Sales Person (sales@demo.local)',
  );
  await userEvent.click(within(form).getByLabelText('BMSM access'));
  await userEvent.type(within(form).getByLabelText(/Notification e-mails/), '\nops@harbour.example');
  expect(within(form).getByLabelText<HTMLTextAreaElement>(/Postal address/).value).toBe(
    '12 Wharf Road\nAuckland 1010',
  );
  await userEvent.type(within(form).getByLabelText(/Postal address/), '\nNew Zealand');
  await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
  expect(
    await within(form).findByText('The account manager must be an active staff user.'),
  ).toBeInTheDocument();
  expect(sent).toEqual([
    {
      path: 'put',
      body: {
        name: 'Harbour Motors',
        countryId: 13,
        portId: 1301,
        exportRegion: 'atnz',
        emails: ['buyer@harbour.example', 'ops@harbour.example'],
        hasAccessBmsm: true,
        hasIdirectAccess: false,
        dduShippingCompanyName: null,
        accountManagerId: 5,
        address: '12 Wharf Road\nAuckland 1010\nNew Zealand',
      },
    },
  ]);
});

test('inviting a user, deactivating one, adding a currency account', async () => {
  open();
  const users = await screen.findByRole('table', { name: 'Users' });
  await userEvent.click(screen.getByRole('button', { name: 'Invite user' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite a user to Harbour Motors' });
  await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'Ops@Harbour.example');
  await userEvent.type(within(dialog).getByLabelText(/Contact name/), 'Mere Ops');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  expect(
    await screen.findByText('An invitation has been e-mailed to ops@harbour.example.'),
  ).toBeInTheDocument();
  expect(await within(users).findByText('Mere Ops')).toBeInTheDocument();

  await userEvent.click(within(users).getByRole('button', { name: 'Deactivate buyer@harbour.example' }));
  const confirm = await screen.findByRole('dialog', { name: 'Deactivate buyer@harbour.example?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate user' }));
  expect(
    await screen.findByText('buyer@harbour.example is deactivated and has been signed out everywhere.'),
  ).toBeInTheDocument();
  expect(
    await within(users).findByRole('button', { name: 'Reactivate buyer@harbour.example' }),
  ).toBeInTheDocument();

  const accounts = screen.getByRole('list', { name: 'Currency accounts' });
  expect(within(accounts).getByText('Forex: 1 NZD = 88.50 JPY')).toBeInTheDocument();
  expect(within(accounts).getByText('Forex is applicable to non JPY account only')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add currency account' }));
  expect(await within(accounts).findByText('Forex: 1 AUD = 97.20 JPY')).toBeInTheDocument();

  expect(sent).toEqual([
    { path: 'invite', body: { email: 'ops@harbour.example', contactName: 'Mere Ops' } },
    { path: 'deactivate', body: null },
    { path: 'currency', body: { currency: 'AUD' } },
  ]);
});
