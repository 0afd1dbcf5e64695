import { describe, expect, it } from 'vitest';
import {
  INVOICE_MACHINE,
  INVOICE_MESSAGES,
  isOpenInvoice,
  type InvoiceAction,
  type InvoiceState,
} from './invoice.ts';
import { tableMismatches, type TableRow } from './table-check.ts';

const table: TableRow<InvoiceState, InvoiceAction>[] = [
  ['dealer', 'pay', 'open', 'open'],
  ['staff', 'void', 'open', 'void'],
  ['system', 'cancel', 'open', 'void'],
];
const unpaid = { pendingPayments: 0, confirmedPayments: 0, balanceDue: true };

describe('invoice lifecycle', () => {
  it('moves exactly as the table says', () => {
    expect(tableMismatches(INVOICE_MACHINE, table)).toEqual([]);
  });

  it('is paid only while open with something left on it', () => {
    expect(INVOICE_MACHINE.decide('void', 'pay', 'dealer', unpaid)).toMatchObject({
      allowed: false,
      reason: 'A void invoice cannot be paid.',
    });
    expect(INVOICE_MACHINE.decide('open', 'pay', 'dealer', { ...unpaid, balanceDue: false })).toMatchObject({
      reason: INVOICE_MESSAGES.nothingToPay,
    });
    expect(INVOICE_MACHINE.allowedActions('open', 'dealer', unpaid)).toEqual(['pay']);
  });

  it('is voided by staff only with no payment on it, waiting or confirmed', () => {
    expect(INVOICE_MACHINE.decide('open', 'void', 'staff', { ...unpaid, pendingPayments: 1 })).toMatchObject({
      reason: INVOICE_MESSAGES.pendingPayments,
    });
    expect(
      INVOICE_MACHINE.decide('open', 'void', 'staff', { ...unpaid, confirmedPayments: 1 }),
    ).toMatchObject({
      reason: INVOICE_MESSAGES.confirmedPayments,
    });
    expect(INVOICE_MACHINE.decide('open', 'void', 'staff', unpaid)).toEqual({ allowed: true, to: 'void' });
    expect(INVOICE_MACHINE.decide('void', 'void', 'staff', unpaid)).toMatchObject({
      reason: 'This invoice is already void.',
    });
  });

  it('is voided with its cancelled purchase even when paid (the payments become credit)', () => {
    expect(INVOICE_MACHINE.decide('open', 'cancel', 'system', { ...unpaid, confirmedPayments: 2 })).toEqual({
      allowed: true,
      to: 'void',
    });
    expect(
      INVOICE_MACHINE.decide('open', 'cancel', 'system', { ...unpaid, pendingPayments: 1 }).allowed,
    ).toBe(false);
  });

  it('counts only open invoices', () => {
    expect(isOpenInvoice('open')).toBe(true);
    expect(isOpenInvoice('void')).toBe(false);
  });
});
