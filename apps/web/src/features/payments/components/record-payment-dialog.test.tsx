import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { calendarDate, type RecordPayment } from '@ibc/domain';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import { RecordPaymentDialog, type PayableInvoice } from './record-payment-dialog';

const yen: PayableInvoice = {
  id: 7,
  number: 'IBC-2026-000007',
  currency: 'JPY',
  balance: '430000.00',
  allowedActions: ['pay'],
};
const nzd: PayableInvoice = {
  id: 8,
  number: 'IBC-2026-000008',
  currency: 'NZD',
  balance: '5000.00',
  allowedActions: ['pay'],
};
const proof = new File(['%PDF-1.4 T/T'], 'swift.pdf', { type: 'application/pdf' });

/** Answers the proof upload and the payment, keeping what the dialog sent. */
function answerPayments() {
  const sent: RecordPayment[] = [];
  server.use(
    http.post('/api/payments/proofs', () => HttpResponse.json({ proofId: '1.abc', fileName: 'swift.pdf' })),
    http.post('/api/payments', async ({ request }) => {
      sent.push((await request.json()) as RecordPayment);
      return HttpResponse.json({ id: 1 });
    }),
    http.get('/api/payments', () => HttpResponse.json({ payments: [] })),
  );
  return sent;
}

async function open(invoices: PayableInvoice[]) {
  renderWithRouter(<RecordPaymentDialog invoices={invoices} />);
  await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
  return screen.findByRole('dialog', { name: 'Record payment' });
}

test('offers only the invoices the dealer may pay now', async () => {
  const dialog = await open([nzd, { ...nzd, id: 9, number: 'IBC-2026-000009', allowedActions: [] }]);
  expect(within(dialog).getByLabelText(/^Amount for IBC-2026-000008/)).toBeInTheDocument();
  expect(within(dialog).queryByLabelText(/^Amount for IBC-2026-000009/)).toBeNull();
});

test('amounts are typed in whole units with separators, show the full amount, and send it', async () => {
  const sent = answerPayments();
  const dialog = await open([yen]);
  // One invoice: the form starts with what is left on it, in whole yen.
  const amount = within(dialog).getByLabelText<HTMLInputElement>(/^Amount paid/);
  expect(amount.value).toBe('430,000');
  expect(within(dialog).getAllByText('= JPY 430,000')).toHaveLength(2);
  // The date paid starts at the dealer's own today (his browser's calendar).
  expect(within(dialog).getByLabelText<HTMLInputElement>(/^Date paid/).value).toBe(calendarDate(new Date()));
  await userEvent.clear(amount);
  await userEvent.type(amount, '430,000.5');
  await userEvent.upload(within(dialog).getByLabelText(/^Proof of payment/), proof);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
  expect(await within(dialog).findByText('Please enter a whole amount.')).toBeInTheDocument();
  await userEvent.clear(amount);
  await userEvent.type(amount, '430000');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
  expect(await screen.findByText(/your payment of JPY 430,000 was recorded/)).toBeInTheDocument();
  expect(sent).toEqual([
    expect.objectContaining({
      currency: 'JPY',
      amount: '430000',
      allocations: [{ invoiceId: 7, amount: '430000' }],
    }),
  ]);
});

test('a payment larger than what is left on the invoices asks first: the rest is credit', async () => {
  const sent = answerPayments();
  const dialog = await open([nzd]);
  const amount = within(dialog).getByLabelText(/^Amount paid/);
  await userEvent.clear(amount);
  await userEvent.type(amount, '5,200');
  expect(within(dialog).getByText('= NZD 5,200.00')).toBeInTheDocument();
  await userEvent.upload(within(dialog).getByLabelText(/^Proof of payment/), proof);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
  const ask = await screen.findByRole('alertdialog', { name: 'Record a payment that leaves credit?' });
  expect(ask.textContent).toContain(
    'NZD 200.00 of this payment is not put on any invoice. It is more than the NZD 5,000.00 left on the invoices you chose. Once our accounts team confirms the payment, NZD 200.00 stays on your NZD account as credit towards your next invoice.',
  );
  await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
  expect(sent).toEqual([]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
  const again = await screen.findByRole('alertdialog', { name: 'Record a payment that leaves credit?' });
  await userEvent.click(within(again).getByRole('button', { name: 'Record payment' }));
  expect(await screen.findByText(/your payment of NZD 5,200.00 was recorded/)).toBeInTheDocument();
  expect(sent).toEqual([
    expect.objectContaining({ amount: '5200', allocations: [{ invoiceId: 8, amount: '5000' }] }),
  ]);
});

test('a date paid over a year ago or in the future is told next to the field, before anything is sent', async () => {
  const sent = answerPayments();
  const uploads: string[] = [];
  server.use(
    http.post('/api/payments/proofs', () => {
      uploads.push('proof');
      return HttpResponse.json({ proofId: '1.abc', fileName: 'swift.pdf' });
    }),
  );
  const dialog = await open([nzd]);
  await userEvent.upload(within(dialog).getByLabelText(/^Proof of payment/), proof);
  const date = within(dialog).getByLabelText<HTMLInputElement>(/^Date paid/);
  for (const [typed, message] of [
    ['1900-01-01', 'The date paid cannot be more than a year ago.'],
    ['2999-01-01', 'The date paid cannot be in the future.'],
  ] as const) {
    await userEvent.clear(date);
    await userEvent.type(date, typed);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  }
  expect(sent).toEqual([]);
  expect(uploads).toEqual([]);
});

test("the server's field messages go next to the date and the invoices", async () => {
  server.use(
    http.post('/api/payments/proofs', () => HttpResponse.json({ proofId: '1.abc', fileName: 'swift.pdf' })),
    http.post('/api/payments', () =>
      HttpResponse.json(
        {
          message: 'Please correct the payment.',
          fieldErrors: {
            paidOn: 'The date paid cannot be in the future.',
            allocations: 'IBC-2026-000008: A void invoice cannot be paid.',
          },
        },
        { status: 400 },
      ),
    ),
  );
  const dialog = await open([nzd]);
  await userEvent.upload(within(dialog).getByLabelText(/^Proof of payment/), proof);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
  expect(await within(dialog).findByText('The date paid cannot be in the future.')).toBeInTheDocument();
  expect(within(dialog).getByText('IBC-2026-000008: A void invoice cannot be paid.')).toBeInTheDocument();
});

test('sending again after a lost answer sends the same Idempotency-Key; a changed payment a new one', async () => {
  const keys: (string | null)[] = [];
  let answers = 0;
  server.use(
    http.post('/api/payments/proofs', () => HttpResponse.json({ proofId: '1.abc', fileName: 'swift.pdf' })),
    http.post('/api/payments', ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      answers++;
      return answers < 3
        ? HttpResponse.json({ message: 'The service is restarting.' }, { status: 503 })
        : HttpResponse.json({ id: 1 });
    }),
    http.get('/api/payments', () => HttpResponse.json({ payments: [] })),
  );
  const dialog = await open([nzd]);
  await userEvent.upload(within(dialog).getByLabelText(/^Proof of payment/), proof);
  const submit = () => userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
  await submit();
  await waitFor(() => expect(keys).toHaveLength(1));
  await submit();
  await waitFor(() => expect(keys).toHaveLength(2));
  const reference = within(dialog).getByLabelText(/^Reference/);
  await userEvent.type(reference, ' changed');
  await submit();
  expect(await screen.findByText(/your payment of NZD .* was recorded/)).toBeInTheDocument();
  expect(keys[0]).toMatch(/^[\w-]{8,}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
});
