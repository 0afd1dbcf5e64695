// Forex rates: the back office enters a rate per currency and the moment it takes
// effect; the history is kept, never overwritten. Prices, the SELECT ACCOUNT forex lines and the
// member sidebar read the rate in force (pricing/forex-in-force.ts) live from the database, so a rate
// shows on every API instance the moment it takes effect: there is nothing here to invalidate.
import {
  FOREX_CHART_RANGE_DAYS,
  FOREX_HISTORY_LIMIT,
  FOREX_MESSAGES,
  isImpossibleAmount,
  rateChangeMessage,
  ratePlausibility,
  rateReadBack,
  type ForexChart,
  type ForexChartRange,
  type ForexCurrency,
  type ForexHistory,
  type ForexRate,
  type ForexRateInput,
} from '@ibc/domain';
import type { Db } from '../../db/client.ts';
import { recordActivity, type Actor } from '../../lib/activity-log.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { trimDecimal } from '../pricing/pricing.service.ts';
import { chartStart, dailyCloses } from './daily-closes.ts';
import { createForexRepository } from './forex.repository.ts';

/**
 * How far in the past a new rate may start: the form's minute (a datetime-local has no seconds)
 * and the trip to the server. Further back would rewrite prices already shown.
 */
export const PAST_TOLERANCE_MS = 5 * 60 * 1000;

const rateText = (rate: { jpyPerUnit: string; effectiveFrom: Date } | null) =>
  rate && { jpyPerUnit: trimDecimal(rate.jpyPerUnit), effectiveFrom: rate.effectiveFrom.toISOString() };

export interface ForexServiceDeps {
  db: Db;
  /** The clock (tests); the rate in force of prices is always the database's now(). */
  now?: () => Date;
}

export function createForexService(deps: ForexServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createForexRepository(db);

  async function requireRatedCurrency(code: string, field = 'currency') {
    if (code === 'JPY') throw badRequest(FOREX_MESSAGES.yen, { [field]: FOREX_MESSAGES.yen });
    const currency = await repo.findCurrency(code);
    if (!currency)
      throw badRequest(FOREX_MESSAGES.unknownCurrency, { [field]: FOREX_MESSAGES.unknownCurrency });
    return currency;
  }

  return {
    /** GET /api/admin/forex */
    async listCurrencies(): Promise<ForexCurrency[]> {
      const rows = await repo.listCurrencies(now());
      return rows.map((row) => ({ ...row, current: rateText(row.current), next: rateText(row.next) }));
    },

    /** GET /api/admin/forex/:currency/history */
    async history(code: string): Promise<ForexHistory> {
      if (code === 'JPY' || !(await repo.findCurrency(code)))
        throw notFound(/*i18n*/ 'There is no such currency.');
      const rows = await repo.history(code, FOREX_HISTORY_LIMIT);
      return {
        currency: code,
        items: rows.map((row) => ({
          id: row.id,
          currency: row.currency.trim(),
          jpyPerUnit: trimDecimal(row.jpyPerUnit),
          effectiveFrom: row.effectiveFrom.toISOString(),
          createdAt: row.createdAt.toISOString(),
          createdBy: row.createdBy,
        })),
      };
    },

    /** POST /api/admin/forex: a new entry in the history; 409 when one starts at that very instant. */
    async addRate(actor: Actor, input: ForexRateInput): Promise<ForexRate> {
      const currency = await requireRatedCurrency(input.currency);
      const at = now();
      const effectiveFrom = input.effectiveFrom ? new Date(input.effectiveFrom) : at;
      if (effectiveFrom.getTime() < at.getTime() - PAST_TOLERANCE_MS)
        throw badRequest(FOREX_MESSAGES.past, { effectiveFrom: FOREX_MESSAGES.past });
      const row = await db.transaction(async (tx) => {
        const txRepo = createForexRepository(tx);
        const before = await txRepo.rateAt(currency.code, effectiveFrom);
        // A rate ten times or a tenth of the one it follows is a slip (units per yen typed, a digit
        // too many): it would reprice every vehicle, so it is refused; the form asks before sending a
        // change of more than 10%.
        const plausibility = before ? ratePlausibility(input.jpyPerUnit, before.jpyPerUnit) : 'usual';
        const refusal =
          before && isImpossibleAmount(plausibility)
            ? rateChangeMessage(plausibility, {
                currency: currency.code,
                rate: input.jpyPerUnit,
                inForce: trimDecimal(before.jpyPerUnit),
              })
            : null;
        if (refusal !== null) throw badRequest(refusal, { jpyPerUnit: refusal });
        const inserted = await txRepo.insertRate({
          currency: currency.code,
          jpyPerUnit: input.jpyPerUnit,
          effectiveFrom,
          createdBy: actor.userId,
        });
        if (!inserted) throw conflict(FOREX_MESSAGES.duplicate, { effectiveFrom: FOREX_MESSAGES.duplicate });
        const rate = trimDecimal(inserted.jpyPerUnit);
        await recordActivity(tx, actor, {
          entityType: 'forex-rate',
          entityId: inserted.id,
          action: 'created',
          summary: `${rateReadBack(currency.code, rate)}${
            before ? ` (was ${rateReadBack(currency.code, trimDecimal(before.jpyPerUnit))})` : ''
          } from ${effectiveFrom.toISOString()}`,
          // Before: the rate this one replaces from its moment on (the history keeps both).
          before: before ? { currency: currency.code, jpyPerUnit: trimDecimal(before.jpyPerUnit) } : null,
          after: { currency: currency.code, jpyPerUnit: rate, effectiveFrom },
        });
        return inserted;
      });
      return {
        id: row.id,
        currency: row.currency.trim(),
        jpyPerUnit: trimDecimal(row.jpyPerUnit),
        effectiveFrom: row.effectiveFrom.toISOString(),
        createdAt: row.createdAt.toISOString(),
        createdBy: actor.email,
      };
    },

    /**
     * GET /api/forex/history: the yen chart of one currency, one point per day. Without a currency:
     * the member's active account currency, else NZD (the main market), else the first with a rate.
     */
    async chart(
      requested: string | undefined,
      range: ForexChartRange,
      preferred: string,
    ): Promise<ForexChart> {
      const at = now();
      const currencies = await repo.chartCurrencies(at);
      const has = (code: string) => currencies.some((c) => c.code === code);
      const code = requested ?? [preferred, 'NZD'].find(has) ?? currencies[0]?.code;
      if (code === undefined || !has(code)) throw notFound(/*i18n*/ 'There is no rate for that currency.');
      const days = FOREX_CHART_RANGE_DAYS[range];
      const rates = await repo.ratesBetween(code, chartStart(at, days), at);
      const points = dailyCloses(rates, at, days).map((p) => ({
        ...p,
        jpyPerUnit: trimDecimal(p.jpyPerUnit),
      }));
      return { currency: code, range, currencies, points };
    },
  };
}
