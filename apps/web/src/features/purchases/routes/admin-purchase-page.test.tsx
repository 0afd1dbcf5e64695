import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { AdminPurchaseDetail, PurchaseAction } from '@ibc/domain';
import { server } from '@/testing/msw';
import { adminPurchaseDetail } from '@/testing/purchases';
import { renderWithRouter } from '@/testing/render';
import { AdminPurchaseView } from './admin-purchase-page';

// The admin purchase page draws its forms from the purchase's allowedActions: the stages the
// machine allows, the booking while it may change, and the cancellation with its consequences.

function sale(
  allowedActions: PurchaseAction[],
  values: Partial<AdminPurchaseDetail> = {},
): AdminPurchaseDetail {
  return adminPurchaseDetail(allowedActions, {
    timeline: [
      {
        stage: 'purchased',
        label: 'Purchased',
        occurredAt: '2026-11-20T01:00:00.000Z',
        occurredOn: '2026-11-20',
        note: '',
      },
      {
        stage: 'in-yard',
        label: 'In yard',
        occurredAt: '2026-11-24T00:00:00.000Z',
        occurredOn: '2026-11-24',
        note: 'Yokohama yard',
      },
    ],
    ...values,
  });
}

function show(purchase: AdminPurchaseDetail, openInvoices?: string[]) {
  server.use(http.get('/api/admin/purchases/3', () => HttpResponse.json(purchase)));
  return renderWithRouter(<div />, {
    path: '/admin/purchases/3',
    routes: [{ path: '/admin/purchases/:id', element: <AdminPurchaseView openInvoices={openInvoices} /> }],
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 20:30 UTC on 27 Nov is 05:30 on 28 Nov in Japan.
  vi.setSystemTime(new Date('2026-11-27T20:30:00Z'));
});
afterEach(() => vi.useRealTimers());

test('offers only the stages the machine allows, dated on Japan’s today at most', async () => {
  show(sale(['mark-export-certificate', 'mark-inspected', 'book', 'cancel', 'edit-parties']));
  const form = await screen.findByRole('form', { name: 'Move to stage' });
  const stage = within(form).getByRole('combobox', { name: /^Stage/ });
  expect(
    within(stage)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Export certificate issued', 'Inspected (JEVIC/MPI)']);
  const date = within(form).getByLabelText(/^Date \(Japan time\)/);
  expect(date).toHaveProperty('value', '2026-11-28');
  expect(date.getAttribute('max')).toBe('2026-11-28');
  expect(within(form).getByText('Today in Japan: 28 Nov 2026.')).toBeInTheDocument();
  // Booking and cancelling are allowed: both are offered.
  expect(screen.getByRole('form', { name: 'Book on a voyage' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel purchase' })).toBeInTheDocument();
  // The timeline reads Japan dates.
  const timeline = screen.getByRole('list', { name: 'Shipment timeline' });
  expect(within(timeline).getAllByRole('listitem')[1]!.textContent).toBe(
    'In yard · 24 Nov 2026Yokohama yard',
  );
  expect(
    within(screen.getByRole('region', { name: 'Shipment timeline' })).getByText('Dates are Japan time.'),
  ).toBeInTheDocument();
});

test('shows the server’s refusal of a date next to the Date field', async () => {
  server.use(
    http.post('/api/admin/purchases/3/stage', () =>
      HttpResponse.json(
        {
          message: 'Please check the highlighted fields.',
          fieldErrors: {
            occurredOn:
              'The purchase reached its previous stage on 24 Nov 2026: this stage cannot be dated before it.',
          },
        },
        { status: 400 },
      ),
    ),
  );
  show(sale(['mark-export-certificate', 'mark-inspected', 'book', 'cancel', 'edit-parties']));
  const form = await screen.findByRole('form', { name: 'Move to stage' });
  const date = within(form).getByLabelText(/^Date \(Japan time\)/);
  await userEvent.clear(date);
  await userEvent.type(date, '2026-11-21');
  await userEvent.click(within(form).getByRole('button', { name: 'Save stage' }));
  const error = await within(form).findByText(
    'The purchase reached its previous stage on 24 Nov 2026: this stage cannot be dated before it.',
  );
  expect(date.getAttribute('aria-describedby')).toContain(error.id);
  expect(date.getAttribute('aria-invalid')).toBe('true');
});

test('after departure: no booking, no cancelling, only the next stage', async () => {
  show(sale(['mark-arrived'], { stage: 'departed' }));
  const form = await screen.findByRole('form', { name: 'Move to stage' });
  expect(
    within(within(form).getByRole('combobox', { name: /^Stage/ }))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Arrived']);
  expect(screen.queryByRole('form', { name: 'Book on a voyage' })).toBeNull();
  expect(screen.getByText('The vehicle has left on its voyage.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel purchase' })).toBeNull();
});

test('a payment waiting for confirmation holds the cancellation back, and says so', async () => {
  show(sale(['book', 'edit-parties'], { stage: 'inspected' }));
  await screen.findByRole('form', { name: 'Book on a voyage' });
  expect(screen.queryByRole('form', { name: 'Move to stage' })).toBeNull();
  expect(screen.getByText(/^Next, book the vehicle on a voyage/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel purchase' })).toBeNull();
  expect(
    screen.getByText(/^Payments recorded against this purchase wait for confirmation/),
  ).toBeInTheDocument();
});

test('cancelling: the dialog states what happens, needs a reason, and sends it', async () => {
  let sent: unknown = null;
  server.use(
    http.post('/api/admin/purchases/3/cancel', async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json(
        sale([], {
          stage: 'cancelled',
          cancellation: { on: '2026-11-28', reason: 'Dealer withdrew.' },
          timeline: [],
        }),
      );
    }),
  );
  show(sale(['mark-export-certificate', 'book', 'cancel', 'edit-parties']), [
    'IBC-2026-000007',
    'IBC-2026-000009',
  ]);
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel purchase' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this purchase?' });
  const text = dialog.textContent ?? '';
  expect(text).toContain('The vehicle goes back on sale');
  expect(text).toContain('Open invoices IBC-2026-000007, IBC-2026-000009 are voided.');
  expect(text).toContain('Payments already confirmed stay on Kiwi Motors Ltd’s account as credit');
  expect(text).toContain('The dealer is told');
  // Keeping it closes the dialog, nothing sent.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the purchase' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(sent).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Cancel purchase' }));
  const again = await screen.findByRole('dialog', { name: 'Cancel this purchase?' });
  await userEvent.click(within(again).getByRole('button', { name: 'Cancel purchase' }));
  expect(await within(again).findByText('Please give the reason.')).toBeInTheDocument();
  expect(sent).toBeNull();
  await userEvent.type(within(again).getByRole('textbox', { name: /^Reason/ }), 'Dealer withdrew.');
  await userEvent.click(within(again).getByRole('button', { name: 'Cancel purchase' }));
  expect(
    await screen.findByText('Purchase cancelled. The vehicle is back on sale and the dealer has been told.'),
  ).toBeInTheDocument();
  expect(sent).toEqual({ reason: 'Dealer withdrew.' });
  // The page now answers for a cancelled purchase: nothing left to do.
  expect(screen.queryByRole('button', { name: 'Cancel purchase' })).toBeNull();
  expect(screen.getByText('This purchase is cancelled: no stage is recorded any more.')).toBeInTheDocument();
  expect(screen.getByText('The purchase is cancelled: the vehicle does not ship.')).toBeInTheDocument();
  expect(screen.getByText('28 Nov 2026 (Japan time): Dealer withdrew.')).toBeInTheDocument();
});

test('with no open invoice the dialog says nothing is voided', async () => {
  show(sale(['cancel']), []);
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel purchase' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this purchase?' });
  expect(dialog.textContent).toContain('No invoice is open: none is voided.');
});

test('staff read the same deal in their words: the dealer first, no port yet, their offer page', async () => {
  show(sale([], { destinationPort: null, offerId: 12 }));
  const region = await screen.findByRole('region', { name: 'The deal' });
  const fact = (label: string) => within(region).getByText(label, { selector: 'dt' }).nextElementSibling;
  expect(region.querySelector('dt')).toHaveTextContent('Dealer');
  expect(fact('Dealer')).toHaveTextContent('Kiwi Motors Ltd');
  expect(fact('Sold')).toHaveTextContent(/^20 Nov 2026$/);
  expect(fact('Destination port')).toHaveTextContent(/^—$/);
  expect(within(region).getByRole('link', { name: 'See the negotiation' })).toHaveAttribute(
    'href',
    '/admin/offers/12',
  );
  expect(screen.getByRole('link', { name: 'All purchases' })).toHaveAttribute('href', '/admin/purchases');
});
