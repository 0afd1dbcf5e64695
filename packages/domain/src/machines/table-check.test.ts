import { describe, expect, it } from 'vitest';
import { PAYMENT_MACHINE } from './payment.ts';
import { tableMismatches } from './table-check.ts';

describe('checking a machine against its written table', () => {
  it('names each combination where they differ', () => {
    expect(tableMismatches(PAYMENT_MACHINE, [['staff', 'confirm', 'pending', 'confirmed']])).toEqual([
      'staff reject pending: rejected, expected null',
    ]);
  });
});
