// GET /api/admin/payments/export: the payments of the list (?status=), pending first, as a file.
import type { AdminPayment, AdminPaymentsQuery } from '@ibc/domain';
import { everyPage, type SheetColumn } from '../../lib/spreadsheet.ts';
import type { PaymentsService } from './payments.service.ts';

export const PAYMENT_SHEET_COLUMNS: readonly SheetColumn<AdminPayment>[] = [
  { header: 'Payment id', type: 'integer', value: (p) => p.id },
  { header: 'Company', value: (p) => p.companyName, width: 32 },
  { header: 'Paid on', type: 'date', value: (p) => p.paidOn },
  { header: 'Currency', value: (p) => p.currency },
  { header: 'Amount', type: 'money', value: (p) => p.amount },
  { header: 'Reference', value: (p) => p.reference, width: 24 },
  { header: 'Status', value: (p) => p.status },
  { header: 'Reject reason', value: (p) => p.rejectReason, width: 32 },
  {
    header: 'Allocated to',
    value: (p) => p.allocations.map((a) => `${a.invoiceNumber}: ${a.amount}`).join('; '),
    width: 32,
  },
  { header: 'Recorded by', value: (p) => p.recordedBy, width: 28 },
  { header: 'Recorded at (UTC)', type: 'datetime', value: (p) => p.createdAt, width: 20 },
];

/** Every payment of the list's state, pending first, as its pages show them. */
export function paymentPages(
  payments: Pick<PaymentsService, 'pageAdmin'>,
  query: AdminPaymentsQuery,
): AsyncGenerator<readonly AdminPayment[]> {
  return everyPage((page) => payments.pageAdmin({ ...query, ...page }));
}
