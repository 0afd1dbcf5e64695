import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import type { AdminInvoice } from '@ibc/domain';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import { OverdueInvoices } from './overdue-invoices';

const overdue = (id: number): AdminInvoice => ({
  id,
  number: `IBC-2026-${String(id).padStart(6, '0')}`,
  kind: 'proforma',
  purchaseId: id,
  vehicleName: '2024 Toyota Yaris Z',
  chassis: 'MXPA10-6929047',
  currency: 'NZD',
  jpyPerUnit: '88.50',
  total: '2300.00',
  paid: '0.00',
  balance: '2300.00',
  dueDate: '2026-11-02',
  collectionDates: null,
  status: 'overdue',
  voided: false,
  issuedAt: '2026-10-25T20:00:00.000Z',
  issuedOn: '2026-10-26',
  pdfUrl: `/api/invoices/${id}/pdf`,
  lines: [],
  allowedActions: [],
  companyId: 1,
  companyName: 'Kiwi Motors Ltd',
});

test('pages through the overdue invoices in its own address parameter, beside the payments page', async () => {
  const asked: URLSearchParams[] = [];
  // 70 overdue invoices, 50 a page.
  server.use(
    http.get('/api/admin/invoices', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const page = Number(params.get('page') ?? 1);
      const ids = Array.from({ length: 70 }, (_, k) => k + 1).slice((page - 1) * 50, page * 50);
      return HttpResponse.json({ total: 70, page, pageSize: 50, items: ids.map(overdue) });
    }),
  );
  const { router } = renderWithRouter(<OverdueInvoices />, { path: '/admin/payments?page=3' });
  expect(await screen.findByTestId('invoice-IBC-2026-000001')).toBeInTheDocument();
  expect(screen.getByText('Showing 1–50 of 70')).toBeInTheDocument();
  expect(asked.at(-1)?.get('overdue')).toBe('true');

  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByTestId('invoice-IBC-2026-000051')).toBeInTheDocument();
  expect(screen.getByText('Showing 51–70 of 70')).toBeInTheDocument();
  expect(asked.at(-1)?.get('page')).toBe('2');
  // The payments' own page stays where it was.
  expect(router.state.location.search).toBe('?page=3&overduePage=2');
});

test('says when no invoice is overdue', async () => {
  server.use(
    http.get('/api/admin/invoices', () => HttpResponse.json({ total: 0, page: 1, pageSize: 50, items: [] })),
  );
  renderWithRouter(<OverdueInvoices />);
  expect(await screen.findByText('No invoice is overdue.')).toBeInTheDocument();
});
