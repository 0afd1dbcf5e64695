import { businessDate } from '@ibc/domain';
import { describe, expect, it } from 'vitest';
import { chartStart, dailyCloses, type RateEntry } from './daily-closes.ts';

const at = (iso: string) => new Date(iso);
const rate = (jpyPerUnit: string, iso: string): RateEntry => ({ jpyPerUnit, effectiveFrom: at(iso) });

describe("the chart's days are business dates (Japan)", () => {
  it.each([
    ['2025-06-01T14:59:59.999Z', '2025-06-01'],
    // 15:00 UTC is midnight in Japan: the next day there.
    ['2025-06-01T15:00:00.000Z', '2025-06-02'],
    ['2025-12-31T23:00:00.000Z', '2026-01-01'],
  ])('%s is %s in Japan', (instant, date) => {
    expect(businessDate(at(instant))).toBe(date);
  });
});

describe('chartStart', () => {
  it('is midnight in Japan, days - 1 days before today there', () => {
    expect(chartStart(at('2025-06-10T03:00:00Z'), 1).toISOString()).toBe('2025-06-09T15:00:00.000Z');
    expect(chartStart(at('2025-06-10T03:00:00Z'), 3).toISOString()).toBe('2025-06-07T15:00:00.000Z');
  });
});

describe('dailyCloses', () => {
  // 12:00 on 10 June in Japan.
  const now = at('2025-06-10T03:00:00Z');

  it('gives each day the rate in force at its end, oldest first', () => {
    const rates = [
      rate('88.5', '2025-01-01T00:00:00Z'),
      // 09:00 on 8 June in Japan, then a correction at 17:00 the same day: the day closes at 89.1.
      rate('89', '2025-06-08T00:00:00Z'),
      rate('89.1', '2025-06-08T08:00:00Z'),
    ];
    expect(dailyCloses(rates, now, 4)).toEqual([
      { date: '2025-06-07', jpyPerUnit: '88.5' },
      { date: '2025-06-08', jpyPerUnit: '89.1' },
      { date: '2025-06-09', jpyPerUnit: '89.1' },
      { date: '2025-06-10', jpyPerUnit: '89.1' },
    ]);
  });

  it('closes today at the rate in force now, not at one scheduled for later today', () => {
    const rates = [rate('88.5', '2025-01-01T00:00:00Z'), rate('90', '2025-06-10T03:00:00.001Z')];
    expect(dailyCloses(rates, now, 2)).toEqual([
      { date: '2025-06-09', jpyPerUnit: '88.5' },
      { date: '2025-06-10', jpyPerUnit: '88.5' },
    ]);
    // A rate that takes effect exactly now is in force now.
    expect(dailyCloses([rate('91', '2025-06-10T03:00:00Z')], now, 1)).toEqual([
      { date: '2025-06-10', jpyPerUnit: '91' },
    ]);
  });

  it('has no point for the days before the first rate', () => {
    const rates = [rate('150.25', '2025-06-09T15:00:00Z')];
    expect(dailyCloses(rates, now, 3)).toEqual([{ date: '2025-06-10', jpyPerUnit: '150.25' }]);
    expect(dailyCloses([], now, 3)).toEqual([]);
  });

  it('a rate set at midnight in Japan belongs to the day it starts', () => {
    const rates = [rate('1', '2025-01-01T00:00:00Z'), rate('2', '2025-06-08T15:00:00Z')];
    expect(dailyCloses(rates, now, 3).map((p) => p.jpyPerUnit)).toEqual(['1', '2', '2']);
  });

  it('gives one point per day of the range', () => {
    const points = dailyCloses([rate('88.5', '2020-01-01T00:00:00Z')], now, 365);
    expect(points).toHaveLength(365);
    expect(points[0]!.date).toBe('2024-06-11');
    expect(points.at(-1)!.date).toBe('2025-06-10');
  });
});
