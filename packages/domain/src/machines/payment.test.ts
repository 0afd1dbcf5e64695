import { describe, expect, it } from 'vitest';
import { PAYMENT_MACHINE, type PaymentAction, type PaymentState } from './payment.ts';
import { tableMismatches, type TableRow } from './table-check.ts';

const table: TableRow<PaymentState, PaymentAction>[] = [
  ['staff', 'confirm', 'pending', 'confirmed'],
  ['staff', 'reject', 'pending', 'rejected'],
];
const clean = { voidInvoice: null, overpays: null };

describe('payment review', () => {
  it('moves exactly as the table says: reviewed once, by staff', () => {
    expect(tableMismatches(PAYMENT_MACHINE, table)).toEqual([]);
    expect(PAYMENT_MACHINE.decide('confirmed', 'confirm', 'staff', clean)).toMatchObject({
      allowed: false,
      reason: 'This payment was already reviewed.',
    });
  });

  it('is never confirmed against a void invoice, nor beyond what is left on one', () => {
    expect(
      PAYMENT_MACHINE.decide('pending', 'confirm', 'staff', { ...clean, voidInvoice: 'IBC-2026-000012' }),
    ).toMatchObject({
      allowed: false,
      reason:
        'IBC-2026-000012 is void: this payment cannot be confirmed against it. Reject it and ask the dealer to record it against an open invoice.',
    });
    expect(
      PAYMENT_MACHINE.decide('pending', 'confirm', 'staff', {
        ...clean,
        overpays: { number: 'IBC-2026-000013', left: 'NZD 100.00' },
      }),
    ).toMatchObject({
      reason:
        'Confirming this payment would pay IBC-2026-000013 more than the NZD 100.00 left on it. Reject it and ask the dealer to record it again.',
    });
    expect(PAYMENT_MACHINE.allowedActions('pending', 'staff', { ...clean, voidInvoice: 'X' })).toEqual([
      'reject',
    ]);
    expect(PAYMENT_MACHINE.allowedActions('pending', 'staff', clean)).toEqual(['confirm', 'reject']);
  });
});
