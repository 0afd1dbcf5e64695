import { msg } from '@lingui/core/macro';
import { Money, type InvoiceSummary } from '@ibc/domain';

/** An invoice the dealer still has to pay: something is left on it (a void one has nothing left). */
export const isOutstanding = (invoice: Pick<InvoiceSummary, 'balance'>) => new Money(invoice.balance).gt(0);

/** Where a dealer abroad reads the invoices' dates: they are the exporter's, in Japan. */
export const INVOICE_DATES_NOTE = msg`Invoice and due dates are Japan time (JST), except New Zealand collection dates and the due date they set, which are New Zealand dates.`;
