import { describe, expect, it } from 'vitest';
import { purchaseCancelSchema, purchaseStageMoveSchema } from './purchases.ts';

describe('a stage move as staff send it', () => {
  it.each([
    ['2026-11-28', null],
    ['28/11/2026', 'Enter the date as YYYY-MM-DD.'],
    ['2026-02-30', 'Enter a real date.'],
    ['2026-13-01', 'Enter a real date.'],
  ])('%s: %s', (occurredOn, error) => {
    const parsed = purchaseStageMoveSchema.safeParse({ stage: 'in-yard', occurredOn });
    expect(parsed.success ? null : parsed.error.issues[0]!.message).toBe(error);
  });

  it('keeps the note trimmed, empty by default', () => {
    expect(purchaseStageMoveSchema.parse({ stage: 'arrived', occurredOn: '2026-11-28' }).note).toBe('');
  });
});

describe('a cancellation', () => {
  it('needs a reason, trimmed, at most 500 characters', () => {
    expect(purchaseCancelSchema.parse({ reason: '  Dealer withdrew  ' })).toEqual({
      reason: 'Dealer withdrew',
    });
    expect(purchaseCancelSchema.safeParse({ reason: '   ' }).error?.issues[0]?.message).toBe(
      'Please give the reason.',
    );
    expect(purchaseCancelSchema.safeParse({}).error?.issues[0]?.message).toBe('Please give the reason.');
    expect(purchaseCancelSchema.safeParse({ reason: 'x'.repeat(501) }).error?.issues[0]?.message).toBe(
      'At most 500 characters.',
    );
  });
});
