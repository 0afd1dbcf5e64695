// The yen chart's points: one per day, the day's close, i.e. the rate in force at the end
// of that day. Days are the exporter's business days in Japan time (UTC+9, no daylight saving), the
// days its rates are set on; today's point is the rate in force now, never a rate scheduled for later.
import { businessDate, startOfBusinessDay, type ForexChartPoint } from '@ibc/domain';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant of the Japanese day `days - 1` days before the day of `now` (the chart's start). */
export function chartStart(now: Date, days: number): Date {
  return new Date(startOfBusinessDay(businessDate(now)).getTime() - (days - 1) * DAY_MS);
}

export interface RateEntry {
  jpyPerUnit: string;
  effectiveFrom: Date;
}

/**
 * The close of each of the `days` Japanese days ending today, oldest first. `rates` are sorted by
 * effectiveFrom ascending and start with the rate in force at the chart's start (if any); days before
 * a currency's first rate have no point.
 */
export function dailyCloses(rates: readonly RateEntry[], now: Date, days: number): ForexChartPoint[] {
  const points: ForexChartPoint[] = [];
  const start = chartStart(now, days).getTime();
  let next = 0;
  let close: string | null = null;
  for (let day = 0; day < days; day++) {
    const dayStart = start + day * DAY_MS;
    // The day ends where the next begins; today ends now (what is scheduled later is not in force).
    const end = day === days - 1 ? now.getTime() + 1 : dayStart + DAY_MS;
    for (let rate = rates[next]; rate && rate.effectiveFrom.getTime() < end; rate = rates[++next]) {
      close = rate.jpyPerUnit;
    }
    if (close !== null) points.push({ date: businessDate(new Date(dayStart)), jpyPerUnit: close });
  }
  return points;
}
