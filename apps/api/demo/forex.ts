// A year of daily forex history for the demo, so the yen chart and the back office's
// history look like a real year of business: for every currency but the yen, one rate a day, a
// deterministic gentle random walk that ends at today's reference rate (reference-data.ts), which is
// the rate in force when the seed finishes. One insert for all of it.
import type { Tx } from '../src/db/client.ts';
import { forexRates } from '../src/db/schema.ts';
import { mulberry32 } from './vehicles.ts';

export const FOREX_HISTORY_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ForexHistoryRow {
  currency: string;
  jpyPerUnit: string;
  effectiveFrom: Date;
}

/**
 * Daily rates from FOREX_HISTORY_DAYS days ago up to `now` (the last one, at `now`, is `rates`'
 * figure). Walked backwards from today: each day moves at most ±0.4% with a pull towards today's
 * rate, so a year wanders a few per cent like a real currency pair, never off to zero.
 */
export function forexHistory(
  rates: readonly { code: string; jpyPerUnit: string }[],
  now: Date,
  seed = 1,
): ForexHistoryRow[] {
  const random = mulberry32(seed * 7919 + 16);
  const rows: ForexHistoryRow[] = [];
  for (const { code, jpyPerUnit } of rates) {
    if (code === 'JPY') continue;
    const today = Number(jpyPerUnit);
    // Rates under ¥10 (shillings, baht, pesos) are quoted with four decimals, the rest with two.
    const decimals = today >= 10 ? 2 : 4;
    let rate = today;
    for (let daysAgo = 0; daysAgo <= FOREX_HISTORY_DAYS; daysAgo++) {
      rows.push({
        currency: code,
        jpyPerUnit: daysAgo === 0 ? jpyPerUnit : rate.toFixed(decimals),
        effectiveFrom: new Date(now.getTime() - daysAgo * DAY_MS),
      });
      const drift = (today - rate) / today / 60;
      rate *= 1 + (random() - 0.5) * 0.008 + drift;
    }
  }
  return rows;
}

/** Inserts the history in one statement, inside the seed's transaction. */
export async function seedForexHistory(
  tx: Tx,
  rates: readonly { code: string; jpyPerUnit: string }[],
  now: Date,
  seed = 1,
): Promise<number> {
  const rows = forexHistory(rates, now, seed);
  if (rows.length > 0) await tx.insert(forexRates).values(rows);
  return rows.length;
}
