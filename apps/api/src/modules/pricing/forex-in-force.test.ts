import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { forexRates } from '../../db/schema.ts';
import { describeApi } from '../../../test/helpers/index.ts';
import { jpyPerUnitInForce, rateInForce, ratesInForceJson } from './forex-in-force.ts';

// The one definition of "the rate in force", on a history of AUD rates; the reference
// data gives AUD 97.2 from 2020-01-01.
describeApi('the rate in force', (ctx) => {
  beforeAll(async () => {
    await ctx()
      .db.insert(forexRates)
      .values([
        { currency: 'AUD', jpyPerUnit: '98.1', effectiveFrom: new Date('2025-03-01T00:00:00Z') },
        { currency: 'AUD', jpyPerUnit: '99.25', effectiveFrom: new Date('2025-03-02T09:30:00Z') },
        // Scheduled far ahead: never in force during this test.
        { currency: 'AUD', jpyPerUnit: '120', effectiveFrom: new Date('2999-01-01T00:00:00Z') },
      ]);
  });

  const rateAt = async (at?: Date) => {
    const [row] = await queryRows<{ rate: string | null }>(
      ctx().db,
      sql`select ${jpyPerUnitInForce(sql`'AUD'`, at)} as rate`,
    );
    return row?.rate ?? null;
  };

  it.each([
    ['before any rate', '2019-12-31T23:59:59.999Z', null],
    ['at the first rate', '2020-01-01T00:00:00.000Z', '97.200000'],
    ['just before a change', '2025-03-01T00:00:00.000Z', '98.100000'],
    ['the instant a rate takes effect', '2025-03-02T09:30:00.000Z', '99.250000'],
    ['the moment before it', '2025-03-02T09:29:59.999Z', '98.100000'],
    ['once a scheduled rate takes effect', '2999-01-01T00:00:00.000Z', '120.000000'],
  ])('%s (%s): %s', async (_label, at, expected) => {
    expect(await rateAt(new Date(at))).toBe(expected);
  });

  it('now: the latest rate that has taken effect, not the one scheduled', async () => {
    expect(await rateAt()).toBe('99.250000');
    const [row] = await queryRows<{ effective_from: unknown }>(
      ctx().db,
      sql`select cur.effective_from from ${rateInForce(sql`'AUD'`)} cur`,
    );
    expect(new Date(row!.effective_from as string).toISOString()).toBe('2025-03-02T09:30:00.000Z');
  });

  it('prices read every currency that has a rate in force, and no other', async () => {
    const [row] = await queryRows<{ fx: unknown }>(
      ctx().db,
      sql`select ${ratesInForceJson(new Date('2025-03-01T12:00:00Z'))} as fx`,
    );
    const fx = (typeof row!.fx === 'string' ? JSON.parse(row!.fx) : row!.fx) as Record<string, string>;
    expect(fx).toMatchObject({ AUD: '98.100000', NZD: '88.500000', UGX: '0.040500' });
    // The yen has no entry of its own (pricing fixes it at 1).
    expect(Object.keys(fx).sort()).toEqual(['AUD', 'GBP', 'KES', 'NZD', 'UGX', 'USD']);
  });
});
