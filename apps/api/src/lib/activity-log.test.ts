import { describe, expect, it } from 'vitest';
import { diffFields, loggedChanges } from './activity-log.ts';

// "before/after of changed fields" — only what changed, in a form a person can read.
describe('diffFields', () => {
  it.each([
    {
      name: 'a changed price only',
      before: { basePrice: '1200.00', make: 'Toyota' },
      after: { basePrice: '1150.00', make: 'Toyota' },
      expected: { basePrice: { before: '1200.00', after: '1150.00' } },
    },
    {
      name: 'a new record: every field from null',
      before: null,
      after: { name: 'Kiwi Motors' },
      expected: { name: { before: null, after: 'Kiwi Motors' } },
    },
    {
      name: 'dates compared by instant, arrays by content',
      before: { etd: new Date('2026-12-01T00:00:00Z'), tags: [1, 2] },
      after: { etd: new Date('2026-12-01T00:00:00Z'), tags: [1, 2] },
      expected: {},
    },
    {
      name: 'a removed field becomes null',
      before: { note: 'x' },
      after: {},
      expected: { note: { before: 'x', after: null } },
    },
  ])('$name', ({ before, after, expected }) => {
    expect(diffFields(before, after)).toEqual(expected);
  });

  it('leaves out ignored fields', () => {
    expect(diffFields({ a: 1, updatedAt: 1 }, { a: 2, updatedAt: 2 }, ['updatedAt'])).toEqual({
      a: { before: 1, after: 2 },
    });
  });
});

describe('what a log entry keeps', () => {
  it('keeps the currency of a changed amount, unchanged, so the amount can be read', () => {
    expect(
      loggedChanges({
        entityType: 'offer',
        entityId: 1,
        action: 'countered',
        summary: 'x',
        before: { amount: '650000', currency: 'JPY' },
        after: { amount: '600000', currency: 'JPY' },
      }),
    ).toEqual({
      amount: { before: '650000', after: '600000' },
      currency: { before: 'JPY', after: 'JPY' },
    });
  });

  it('adds no currency where no amount changed', () => {
    expect(
      loggedChanges({
        entityType: 'invoice',
        entityId: 1,
        action: 'voided',
        summary: 'x',
        before: { status: 'open', currency: 'NZD', paidOn: '2026-11-01' },
        after: { status: 'void', currency: 'NZD', paidOn: '2026-11-02' },
      }),
    ).toEqual({
      status: { before: 'open', after: 'void' },
      paidOn: { before: '2026-11-01', after: '2026-11-02' },
    });
  });

  it('adds nothing to an entry where nothing changed', () => {
    expect(
      loggedChanges({
        entityType: 'vehicle',
        entityId: 1,
        action: 'updated',
        summary: 'x',
        before: { negotiateCurrency: 'JPY', basePrice: '650' },
        after: { negotiateCurrency: 'JPY', basePrice: '650' },
      }),
    ).toEqual({});
  });
});
