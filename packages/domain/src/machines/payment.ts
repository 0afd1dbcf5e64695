// The review of a payment a dealer recorded: staff confirm it (then it counts) or reject it. Checked
// on the locked payment and the locked invoices it pays, so a payment never lands on a void invoice
// and is never confirmed twice.
import { fill } from '../message-text.ts';
import { defineMachine } from './state-machine.ts';

export const PAYMENT_STATES = ['pending', 'confirmed', 'rejected'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_ACTIONS = ['confirm', 'reject'] as const;
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentState, string>> = {
  pending: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  rejected: 'Rejected',
};

export interface PaymentFacts {
  /** The number of a void invoice the payment is allocated to, if any. */
  voidInvoice: string | null;
  /** An invoice this payment would pay beyond what is left on it, with what is left ('NZD 1,200.00'). */
  overpays: { number: string; left: string } | null;
}

export const PAYMENT_MESSAGES = {
  voidInvoice: (number: string) =>
    fill(
      /*i18n*/ '{number} is void: this payment cannot be confirmed against it. Reject it and ask the dealer to record it against an open invoice.',
      { number },
    ),
  overpays: (number: string, left: string) =>
    fill(
      /*i18n*/ 'Confirming this payment would pay {number} more than the {left} left on it. Reject it and ask the dealer to record it again.',
      { number, left },
    ),
} as const;

export const PAYMENT_MACHINE = /* @__PURE__ */ defineMachine<PaymentState, PaymentAction, PaymentFacts>({
  name: 'payment',
  states: PAYMENT_STATES,
  actions: PAYMENT_ACTIONS,
  transitions: [
    {
      action: 'confirm',
      from: ['pending'],
      to: 'confirmed',
      roles: ['staff'],
      guards: [
        (facts) => (facts.voidInvoice === null ? null : PAYMENT_MESSAGES.voidInvoice(facts.voidInvoice)),
        (facts) =>
          facts.overpays === null
            ? null
            : PAYMENT_MESSAGES.overpays(facts.overpays.number, facts.overpays.left),
      ],
    },
    { action: 'reject', from: ['pending'], to: 'rejected', roles: ['staff'] },
  ],
  notAllowed: {
    confirm: /*i18n*/ 'This payment was already reviewed.',
    reject: /*i18n*/ 'This payment was already reviewed.',
  },
});

/** Only confirmed payments count towards what a dealer owes. */
export const COUNTING_PAYMENT_STATE: PaymentState = 'confirmed';
/** Payments waiting for staff. */
export const PENDING_PAYMENT_STATE: PaymentState = 'pending';
