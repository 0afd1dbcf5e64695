// GET /api/admin/invoices/export: the invoices of the list (?overdue=, ?purchaseId=), as a file.
import { INVOICE_STATUS_LABELS, type AdminInvoice, type AdminInvoicesQuery } from '@ibc/domain';
import { everyPage, type SheetColumn } from '../../lib/spreadsheet.ts';
import type { InvoicesService } from './invoices.service.ts';

export const INVOICE_SHEET_COLUMNS: readonly SheetColumn<AdminInvoice>[] = [
  { header: 'Invoice', value: (i) => i.number, width: 16 },
  { header: 'Kind', value: (i) => i.kind },
  { header: 'Purchase id', type: 'integer', value: (i) => i.purchaseId },
  { header: 'Company', value: (i) => i.companyName, width: 32 },
  { header: 'Vehicle', value: (i) => i.vehicleName, width: 32 },
  { header: 'Chassis', value: (i) => i.chassis, width: 18 },
  { header: 'Currency', value: (i) => i.currency },
  { header: 'Total', type: 'money', value: (i) => i.total },
  { header: 'Paid', type: 'money', value: (i) => i.paid },
  { header: 'Balance', type: 'money', value: (i) => i.balance },
  { header: 'Issued on (Japan)', type: 'date', value: (i) => i.issuedOn },
  { header: 'Due date', type: 'date', value: (i) => i.dueDate },
  { header: 'Status', value: (i) => INVOICE_STATUS_LABELS[i.status] ?? i.status },
];

/** Every invoice of the list's filters, soonest due first, as its pages show them. */
export function invoicePages(
  invoices: Pick<InvoicesService, 'pageAdmin'>,
  query: AdminInvoicesQuery,
): AsyncGenerator<readonly AdminInvoice[]> {
  return everyPage((page) => invoices.pageAdmin({ ...query, ...page }));
}
