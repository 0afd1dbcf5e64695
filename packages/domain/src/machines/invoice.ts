// The life of an invoice: open until voided. Paid, part-paid and overdue are read from the confirmed
// payments and the date (invoices.ts invoiceStatus), never stored. Voiding checks the payments on the
// locked invoice, and confirming a payment checks that its invoices are still open (payment.ts).
import { defineMachine } from './state-machine.ts';

export const INVOICE_STATES = ['open', 'void'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

export const INVOICE_ACTIONS = ['pay', 'void', 'cancel'] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

export interface InvoiceFacts {
  /** Payments allocated to it that staff have not confirmed or rejected yet. */
  pendingPayments: number;
  /** Confirmed payments allocated to it. */
  confirmedPayments: number;
  /** Something is left to pay on it. */
  balanceDue: boolean;
}

export const INVOICE_MESSAGES = {
  pendingPayments:
    /*i18n*/ 'A payment recorded against this invoice waits for confirmation: confirm or reject it first.',
  confirmedPayments: /*i18n*/ 'Confirmed payments are allocated to this invoice: it cannot be voided.',
  nothingToPay: /*i18n*/ 'This invoice is paid.',
} as const;

const noPending = (facts: InvoiceFacts) =>
  facts.pendingPayments > 0 ? INVOICE_MESSAGES.pendingPayments : null;

/**
 * pay: the dealer records a payment against an open invoice with something left on it (the state does
 * not change). void: staff take back an invoice nobody has paid. cancel: the purchase was cancelled,
 * so its open invoices are voided whatever was paid; confirmed payments stay on the currency account
 * as credit.
 */
export const INVOICE_MACHINE = /* @__PURE__ */ defineMachine<InvoiceState, InvoiceAction, InvoiceFacts>({
  name: 'invoice',
  states: INVOICE_STATES,
  actions: INVOICE_ACTIONS,
  transitions: [
    {
      action: 'pay',
      from: ['open'],
      to: 'open',
      roles: ['dealer'],
      guards: [(facts) => (facts.balanceDue ? null : INVOICE_MESSAGES.nothingToPay)],
    },
    {
      action: 'void',
      from: ['open'],
      to: 'void',
      roles: ['staff'],
      guards: [
        noPending,
        (facts) => (facts.confirmedPayments > 0 ? INVOICE_MESSAGES.confirmedPayments : null),
      ],
    },
    { action: 'cancel', from: ['open'], to: 'void', roles: ['system'], guards: [noPending] },
  ],
  notAllowed: {
    pay: /*i18n*/ 'A void invoice cannot be paid.',
    void: /*i18n*/ 'This invoice is already void.',
    cancel: /*i18n*/ 'This invoice is already void.',
  },
});

/** The state of an invoice that counts (for SQL that reads the open ones). */
export const OPEN_INVOICE_STATE: InvoiceState = 'open';

/** An invoice that counts: open (not void). */
export function isOpenInvoice(state: string): boolean {
  return state === OPEN_INVOICE_STATE;
}
