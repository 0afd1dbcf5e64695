import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { recordPaymentSchema } from './payments.ts';

// The date paid is checked against today: the clock stands at 21:00 on 12 Mar 2026 in Japan, when it
// is already 13 Mar in New Zealand.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-12T12:00:00Z'));
});
afterAll(() => {
  vi.useRealTimers();
});

// Payments: "The dealer records a T/T payment against one or more invoices with the amount,
// date and a proof upload".
const valid = {
  currency: 'nzd',
  amount: '1200.50',
  paidOn: '2026-03-10',
  proofId: '12.abc',
  allocations: [{ invoiceId: 3, amount: '1200.50' }],
};

test('a payment with an amount, date, proof and invoices is accepted', () => {
  expect(recordPaymentSchema.parse(valid)).toEqual({
    ...valid,
    currency: 'NZD',
    reference: '',
    amount: '1200.5',
    allocations: [{ invoiceId: 3, amount: '1200.5' }],
  });
});

test('amounts are read by the one rule: separators accepted, the plain decimal kept', () => {
  expect(
    recordPaymentSchema.parse({
      ...valid,
      amount: '2,300.50',
      allocations: [{ invoiceId: 3, amount: '1,200' }],
    }),
  ).toMatchObject({ amount: '2300.5', allocations: [{ invoiceId: 3, amount: '1200' }] });
  expect(
    recordPaymentSchema.parse({
      ...valid,
      currency: 'JPY',
      amount: '430,000',
      allocations: [{ invoiceId: 3, amount: '430,000.00' }],
    }),
  ).toMatchObject({ amount: '430000', allocations: [{ amount: '430000' }] });
});

test.each([
  ['amount', { currency: 'JPY', amount: '430000.5', allocations: [{ invoiceId: 3, amount: '1' }] }],
  ['allocations', { currency: 'JPY', amount: '430000', allocations: [{ invoiceId: 3, amount: '0.5' }] }],
])('a yen payment is whole yen (%s)', (field, change) => {
  const result = recordPaymentSchema.safeParse({ ...valid, ...change });
  expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([field]);
});

test.each([
  ['amount', { amount: '0' }],
  ['amount', { amount: '12.345' }],
  ['amount', { amount: '12.345' }],
  ['paidOn', { paidOn: '10/03/2026' }],
  ['proofId', { proofId: ' ' }],
  ['allocations', { allocations: [] }],
  ['currency', { currency: 'NZ' }],
])('refuses a bad %s', (field, change) => {
  const result = recordPaymentSchema.safeParse({ ...valid, ...change });
  expect(result.success).toBe(false);
  expect(result.error?.issues[0]?.path[0]).toBe(field);
});

test.each([
  ['1900-01-01', 'The date paid cannot be more than a year ago.'],
  ['2025-03-11', 'The date paid cannot be more than a year ago.'],
  ['2026-03-14', 'The date paid cannot be in the future.'],
  ['2026-02-30', 'Enter the date you paid.'],
])('refuses the date paid %s next to the field: %s', (paidOn, message) => {
  const result = recordPaymentSchema.safeParse({ ...valid, paidOn });
  expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
    ['paidOn', message],
  ]);
});

test('accepts a date paid from a year ago up to the latest date on Earth', () => {
  for (const paidOn of ['2025-03-12', '2026-03-12', '2026-03-13']) {
    expect(recordPaymentSchema.safeParse({ ...valid, paidOn }).success, paidOn).toBe(true);
  }
});

test('invoice list filters: a purchase id, overdue only', async () => {
  const { adminInvoicesQuerySchema, invoiceListQuerySchema } = await import('./invoices.ts');
  expect(invoiceListQuerySchema.parse({ purchaseId: '12' })).toEqual({ purchaseId: 12 });
  expect(invoiceListQuerySchema.safeParse({ purchaseId: 'x' }).success).toBe(false);
  expect(adminInvoicesQuerySchema.parse({ overdue: 'true' })).toEqual({ overdue: 'true' });
});
