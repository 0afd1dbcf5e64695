import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import type { AdminPayment, AdminPaymentList } from '@ibc/domain';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import { AdminPaymentsView } from './admin-payments-page';

const pending: AdminPayment = {
  id: 21,
  currency: 'NZD',
  amount: '2300.00',
  paidOn: '2026-11-26',
  reference: 'IBC-2026-000007',
  status: 'pending',
  rejectReason: null,
  proofUrl: '/api/admin/payments/21/proof',
  proofFileName: 'swift.pdf',
  createdAt: '2026-11-26T01:00:00.000Z',
  allocations: [{ invoiceId: 7, invoiceNumber: 'IBC-2026-000007', amount: '2300.00' }],
  allowedActions: ['confirm', 'reject'],
  companyId: 1,
  companyName: 'Kiwi Motors Ltd',
  recordedBy: 'dealer@kiwi.example',
};

const LABEL = 'NZD 2,300.00 from Kiwi Motors Ltd';

/** The whole list in one page, as the API answers a short one. */
const onePage = (items: AdminPayment[]): AdminPaymentList => ({
  total: items.length,
  page: 1,
  pageSize: 50,
  items,
});

test('pages through the payments, the page in the address', async () => {
  const asked: (string | null)[] = [];
  // 120 payments, 50 a page: the page asked for holds its own.
  server.use(
    http.get('/api/admin/payments', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      asked.push(new URL(request.url).searchParams.get('page'));
      const ids = Array.from({ length: 120 }, (_, k) => 1000 + k).slice((page - 1) * 50, page * 50);
      return HttpResponse.json({
        total: 120,
        page,
        pageSize: 50,
        items: ids.map((id) => ({ ...pending, id })),
      });
    }),
  );
  const { router } = renderWithRouter(<AdminPaymentsView />, { path: '/admin/payments' });
  expect(await screen.findByTestId('payment-1000')).toBeInTheDocument();
  expect(screen.getByText('Showing 1–50 of 120')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByTestId('payment-1050')).toBeInTheDocument();
  expect(screen.getByText('Showing 51–100 of 120')).toBeInTheDocument();
  expect(asked.at(-1)).toBe('2');
  expect(router.state.location.search).toBe('?page=2');
});

test('a page past the end says so and offers the last page, not "no payments"', async () => {
  server.use(
    http.get('/api/admin/payments', () => HttpResponse.json({ total: 3, page: 9, pageSize: 50, items: [] })),
  );
  const { router } = renderWithRouter(<AdminPaymentsView />, { path: '/admin/payments?page=9' });
  expect(await screen.findByText('There is no page 9.')).toBeInTheDocument();
  expect(screen.queryByText('No payments recorded yet.')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Go to the last page (page 1)' }));
  expect(router.state.location.search).toBe('');
});

test('draws Confirm and Reject from what each payment allows, never from its status', async () => {
  server.use(
    http.get('/api/admin/payments', () =>
      HttpResponse.json(
        onePage([
          pending,
          // Waiting, but on a void invoice: it can only be rejected.
          { ...pending, id: 22, amount: '10.00', allowedActions: ['reject'] },
          { ...pending, id: 23, amount: '20.00', status: 'confirmed', allowedActions: [] },
        ]),
      ),
    ),
  );
  renderWithRouter(<AdminPaymentsView />);
  const first = await screen.findByTestId('payment-21');
  expect(within(first).getByRole('button', { name: `Confirm ${LABEL}` })).toBeInTheDocument();
  expect(within(first).getByRole('button', { name: `Reject ${LABEL}` })).toBeInTheDocument();
  const onVoid = screen.getByTestId('payment-22');
  expect(within(onVoid).queryByRole('button', { name: /^Confirm / })).toBeNull();
  expect(within(onVoid).getByRole('button', { name: /^Reject / })).toBeInTheDocument();
  expect(
    within(screen.getByTestId('payment-23')).queryAllByRole('button', { name: /^(Confirm|Reject) / }),
  ).toEqual([]);
});

test('confirming asks once more, naming what the payment counts towards', async () => {
  let confirmed = false;
  server.use(
    http.get('/api/admin/payments', () =>
      HttpResponse.json(
        onePage([confirmed ? { ...pending, status: 'confirmed', allowedActions: [] } : pending]),
      ),
    ),
    http.post('/api/admin/payments/21/confirm', () => {
      confirmed = true;
      return HttpResponse.json({ ...pending, status: 'confirmed', allowedActions: [] });
    }),
  );
  renderWithRouter(<AdminPaymentsView />);
  await userEvent.click(await screen.findByRole('button', { name: `Confirm ${LABEL}` }));
  const ask = await screen.findByRole('alertdialog', { name: `Confirm ${LABEL}?` });
  expect(ask.textContent).toContain(
    'Confirm only once the money is in our bank account. From now on it counts towards IBC-2026-000007 (NZD 2,300.00), and the dealer is told.',
  );
  await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
  expect(confirmed).toBe(false);
  await userEvent.click(screen.getByRole('button', { name: `Confirm ${LABEL}` }));
  await userEvent.click(await screen.findByRole('button', { name: 'Confirm payment' }));
  expect(await screen.findByText('Confirmed')).toBeInTheDocument();
  expect(confirmed).toBe(true);
});

test('rejecting states the consequence and sends the reason the dealer is told', async () => {
  let reason: unknown = null;
  server.use(
    http.get('/api/admin/payments', () =>
      HttpResponse.json(
        onePage([
          reason === null
            ? pending
            : { ...pending, status: 'rejected', rejectReason: 'Not received', allowedActions: [] },
        ]),
      ),
    ),
    http.post('/api/admin/payments/21/reject', async ({ request }) => {
      reason = ((await request.json()) as { reason: string }).reason;
      return HttpResponse.json({ ...pending, status: 'rejected', allowedActions: [] });
    }),
  );
  renderWithRouter(<AdminPaymentsView />);
  await userEvent.click(await screen.findByRole('button', { name: `Reject ${LABEL}` }));
  const dialog = await screen.findByRole('dialog', { name: `Reject ${LABEL}?` });
  expect(dialog.textContent).toContain(
    'The payment will not count towards IBC-2026-000007 (NZD 2,300.00): the dealer still owes it. The dealer is told the reason you give here',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
  expect(within(dialog).getByText('Tell the dealer why the payment is rejected.')).toBeInTheDocument();
  expect(reason).toBeNull();
  await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Not received');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
  expect(await screen.findByText('Rejected')).toBeInTheDocument();
  expect(reason).toBe('Not received');
  expect(screen.queryByRole('dialog')).toBeNull();
});
