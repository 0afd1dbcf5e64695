import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import type { AdminInvoice } from '@ibc/domain';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import { AdminPurchaseInvoices } from './admin-purchase-invoices';

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
  issuedAt: '2026-11-24T09:00:00.000Z',
  pdfUrl: '/api/invoices/7/pdf',
  lines: [],
  companyId: 1,
  companyName: 'Kiwi Motors Ltd',
};

test('staff void an unpaid proforma, and may then issue a new one (issue 12)', async () => {
  let voided = false;
  server.use(
    http.get('/api/admin/purchases/3/invoices', () =>
      HttpResponse.json({ invoices: [{ ...proforma, voided, balance: voided ? '0.00' : '2300.00' }] }),
    ),
    http.post('/api/admin/invoices/7/void', () => {
      voided = true;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  renderWithRouter(<AdminPurchaseInvoices purchaseId={3} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Void IBC-2026-000007' }));
  // It asks once more; Cancel keeps the invoice.
  const ask = await screen.findByRole('alertdialog', { name: 'Void IBC-2026-000007?' });
  await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
  expect(voided).toBe(false);
  await userEvent.click(screen.getByRole('button', { name: 'Void IBC-2026-000007' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Void invoice' }));
  expect(await screen.findByRole('button', { name: 'Issue proforma' })).toBeTruthy();
  expect(voided).toBe(true);
  expect(screen.queryByRole('button', { name: 'Void IBC-2026-000007' })).toBeNull();
});
