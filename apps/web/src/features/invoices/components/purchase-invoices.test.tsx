import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import type { AdminInvoice } from '@ibc/domain';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import { PurchaseInvoices } from './purchase-invoices';

const proforma: AdminInvoice = {
  id: 7,
  number: 'IBC-2026-000007',
  kind: 'proforma',
  purchaseId: 3,
  vehicleName: '2024 Toyota Yaris Z',
  chassis: 'MXPA10-6929047',
  currency: 'NZD',
  jpyPerUnit: '88.50',
  total: '2300.00',
  paid: '0.00',
  balance: '2300.00',
  dueDate: '2026-12-02',
  collectionDates: null,
  status: 'due',
  voided: false,
  // 20:00 UTC on 24 Nov: 25 Nov in Japan, the date printed on the invoice.
  issuedAt: '2026-11-24T20:00:00.000Z',
  issuedOn: '2026-11-25',
  pdfUrl: '/api/invoices/7/pdf',
  lines: [],
  allowedActions: ['void'],
  companyId: 1,
  companyName: 'Kiwi Motors Ltd',
};

test('staff void an unpaid proforma after a second look that states the consequence', async () => {
  let voided = false;
  server.use(
    http.get('/api/admin/purchases/3/invoices', () =>
      HttpResponse.json({
        invoices: [
          voided
            ? { ...proforma, voided, balance: '0.00', allowedActions: [] }
            : { ...proforma, voided, balance: '2300.00' },
        ],
      }),
    ),
    http.post('/api/admin/invoices/7/void', () => {
      voided = true;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  renderWithRouter(<PurchaseInvoices viewer="staff" purchaseId={3} />);
  const row = await screen.findByTestId('invoice-IBC-2026-000007');
  // The printed date (Japan), and the zone said once under the list.
  expect(within(row).getByText('Proforma, 25 Nov 2026')).toBeInTheDocument();
  expect(screen.getByText(/Invoice and due dates are Japan time \(JST\)/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Void IBC-2026-000007' }));
  // It asks once more and says what voiding does; Cancel keeps the invoice.
  const ask = await screen.findByRole('alertdialog', { name: 'Void IBC-2026-000007?' });
  expect(ask.textContent).toContain(
    'Kiwi Motors Ltd will no longer owe the NZD 2,300.00 of this proforma invoice, and it can no longer be paid.',
  );
  await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
  expect(voided).toBe(false);
  await userEvent.click(screen.getByRole('button', { name: 'Void IBC-2026-000007' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Void invoice' }));
  expect(await screen.findByRole('button', { name: 'Issue proforma' })).toBeInTheDocument();
  expect(voided).toBe(true);
  expect(screen.queryByRole('button', { name: 'Void IBC-2026-000007' })).toBeNull();
});

test('offers Void only when the invoice allows it (a payment waits or counts: no Void)', async () => {
  server.use(
    http.get('/api/admin/purchases/3/invoices', () =>
      HttpResponse.json({
        invoices: [
          { ...proforma, allowedActions: [] },
          { ...proforma, id: 8, number: 'IBC-2026-000008', kind: 'final', allowedActions: ['void'] },
        ],
      }),
    ),
  );
  renderWithRouter(<PurchaseInvoices viewer="staff" purchaseId={3} />);
  expect(await screen.findByRole('button', { name: 'Void IBC-2026-000008' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Void IBC-2026-000007' })).toBeNull();
});

test('a refused void shows the reason the server gave', async () => {
  server.use(
    http.get('/api/admin/purchases/3/invoices', () => HttpResponse.json({ invoices: [proforma] })),
    http.post('/api/admin/invoices/7/void', () =>
      HttpResponse.json(
        {
          message:
            'A payment recorded against this invoice waits for confirmation: confirm or reject it first.',
        },
        { status: 409 },
      ),
    ),
  );
  renderWithRouter(<PurchaseInvoices viewer="staff" purchaseId={3} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Void IBC-2026-000007' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Void invoice' }));
  expect(await screen.findByText(/waits for confirmation: confirm or reject it first/)).toBeInTheDocument();
});

test('a cancelled purchase lists its invoices but offers no new one', async () => {
  server.use(
    http.get('/api/admin/purchases/3/invoices', () =>
      HttpResponse.json({ invoices: [{ ...proforma, voided: true, balance: '0.00', allowedActions: [] }] }),
    ),
  );
  renderWithRouter(<PurchaseInvoices viewer="staff" purchaseId={3} mayIssue={false} />);
  await screen.findByTestId('invoice-IBC-2026-000007');
  expect(screen.queryByRole('button', { name: 'Issue proforma' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Issue final invoice' })).toBeNull();
});

test('the dealer reads the same list with its PDF, and no staff step', async () => {
  server.use(
    http.get('/api/invoices', ({ request }) =>
      new URL(request.url).searchParams.get('purchaseId') === '3'
        ? HttpResponse.json({ invoices: [proforma] })
        : HttpResponse.json({ invoices: [] }),
    ),
  );
  renderWithRouter(<PurchaseInvoices viewer="dealer" purchaseId={3} />);
  const row = await screen.findByTestId('invoice-IBC-2026-000007');
  expect(within(row).getByRole('button', { name: 'PDF of IBC-2026-000007' })).toBeInTheDocument();
  expect(within(row).queryByRole('button', { name: 'Void IBC-2026-000007' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Issue final invoice' })).toBeNull();
});

test("a New Zealand final invoice lists its collection dates in calendar order, §1's names explained", async () => {
  const final = {
    ...proforma,
    id: 8,
    number: 'IBC-2026-000008',
    kind: 'final',
    dueDate: '2026-12-18',
    collectionDates: {
      safeEta: '2026-12-12T20:00:00.000Z',
      safeEtaDate: '2026-12-13',
      earliest: '2026-12-22',
      medium: '2026-12-21',
      latest: '2026-12-18',
    },
  };
  server.use(http.get('/api/invoices', () => HttpResponse.json({ invoices: [final] })));
  renderWithRouter(<PurchaseInvoices viewer="dealer" purchaseId={3} />);
  const dates = await screen.findByRole('list', { name: 'Collection dates of IBC-2026-000008' });
  expect(
    within(dates)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    '18 Dec 2026: 4 working days after the safe ETA ("latest" collection date)',
    '21 Dec 2026: 5 working days after the safe ETA ("medium" collection date)',
    '22 Dec 2026: 6 working days after the safe ETA ("earliest" collection date)',
  ]);
});
