import { describe, expect, it } from 'vitest';
import { searchFilterSchema } from '@ibc/domain';
import { dduFallback, DDU_FALLBACK_NOTICE } from './ddu-fallback';

const f = (input: Record<string, unknown>) => searchFilterSchema.parse(input);

describe('DDU link outside the DDU markets (§6)', () => {
  const dduLink = f({ tab: 16, stockType: 'ibc', deliveryType: 2, make: 'Toyota', page: 3 });

  it.each([70, 295, 104])('country %i keeps the DDU tab', (countryId) =>
    expect(dduFallback(dduLink, countryId, true)).toBeNull(),
  );

  it.each([75, 109, null, undefined])('country %s falls back to IBC Stock, page 1, no delivery type', (id) =>
    expect(dduFallback(dduLink, id, true)).toEqual(f({ tab: 11, stockType: 'ibc', make: 'Toyota', page: 1 })),
  );

  it('waits until the member is known, and leaves other tabs alone', () => {
    expect(dduFallback(dduLink, undefined, false)).toBeNull();
    expect(dduFallback(f({ tab: 10, stockType: 'new-arrival' }), 75, true)).toBeNull();
  });

  it('says calmly what happened', () =>
    expect(DDU_FALLBACK_NOTICE.message).toBe(
      'DDU Stock is offered only to dealers in the DDU markets; showing IBC Stock instead.',
    ));
});
