// Invoices: the proforma on acceptance, the final invoice (NZ: after departure, dated by
// spec §1 from the carrier's ETA), member and staff lists with what confirmed payments paid, the PDF,
// and the daily reminder and overdue jobs. Rules live in @ibc/domain invoices.ts.
import { createInvoiceIssuing, type InvoicesServiceDeps } from './invoice-issuing.ts';
import { createInvoiceJobs } from './invoice-jobs.ts';
import { createInvoiceViews } from './invoice-views.ts';
import { createInvoiceVoiding } from './invoice-voiding.ts';

export type { InvoicesServiceDeps };

/**
 * The invoices module's one service, composed of its use cases: issuing (invoice-issuing.ts), the
 * member's and staff's reads (invoice-views.ts), voiding (invoice-voiding.ts) and the daily jobs
 * (invoice-jobs.ts). Routes, deal hooks and the scheduler see one object, as before the split.
 */
export function createInvoicesService(deps: InvoicesServiceDeps) {
  return {
    ...createInvoiceJobs({ notify: deps.notify, wakeMail: deps.wakeMail ?? (() => {}) }),
    ...createInvoiceIssuing(deps),
    ...createInvoiceViews(deps.db),
    ...createInvoiceVoiding(deps.db),
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
