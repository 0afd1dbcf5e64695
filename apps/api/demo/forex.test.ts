import { describe, expect, it } from 'vitest';
import { FOREX_HISTORY_DAYS, forexHistory } from './forex.ts';
import { CURRENCIES } from './reference-data.ts';

describe('demo forex history', () => {
  const now = new Date('2026-03-10T01:00:00Z');
  const rows = forexHistory(CURRENCIES, now);

  it('gives every currency but the yen one rate a day for a year, ending at today’s reference rate now', () => {
    for (const { code, jpyPerUnit } of CURRENCIES) {
      const own = rows.filter((r) => r.currency === code);
      if (code === 'JPY') {
        expect(own).toEqual([]);
        continue;
      }
      expect(own).toHaveLength(FOREX_HISTORY_DAYS + 1);
      const latest = own.reduce((a, b) => (a.effectiveFrom > b.effectiveFrom ? a : b));
      expect(latest).toEqual({ currency: code, jpyPerUnit, effectiveFrom: now });
      expect(new Set(own.map((r) => r.effectiveFrom.getTime())).size).toBe(own.length);
    }
  });

  it('wanders gently: every rate is a plain decimal within 15% of today’s, and the walk is the same every seed', () => {
    for (const row of rows) {
      expect(row.jpyPerUnit).toMatch(/^\d+(\.\d{1,6})?$/);
      const today = Number(CURRENCIES.find((c) => c.code === row.currency)!.jpyPerUnit);
      expect(Math.abs(Number(row.jpyPerUnit) / today - 1)).toBeLessThan(0.15);
    }
    expect(forexHistory(CURRENCIES, now)).toEqual(rows);
  });
});
