// Contracts of the forex rates (issue 16): the back office enters a rate per currency with the
// moment it takes effect; rates are never overwritten, and the rate of a currency at a moment is the
// one with the latest effective-from not after it. Rates are yen per one unit (88.5 = ¥88.50 per
// NZD), exact decimal text as the member sidebar shows them; the yen itself is always 1.
import { z } from 'zod';

/** numeric(14,6): up to 8 whole digits and 6 decimals, written as plain digits. */
const JPY_PER_UNIT = /^\d{1,8}(\.\d{1,6})?$/;
const CURRENCY = /^[A-Z]{3}$/;

export const FOREX_MESSAGES = {
  rateFormat: 'Enter the yen per unit as a number with at most 6 decimals, e.g. 88.25.',
  ratePositive: 'The rate must be more than 0.',
  currency: 'Please choose the currency.',
  unknownCurrency: 'There is no such currency.',
  yen: 'The yen is always 1 yen per unit; it has no rate to enter.',
  effectiveFrom: 'Enter the date and time the rate takes effect.',
  past: 'A new rate cannot take effect in the past: prices already shown used the rate in force then.',
  duplicate: 'This currency already has a rate taking effect at that exact moment.',
} as const;

export const jpyPerUnitSchema = z
  .string({ error: FOREX_MESSAGES.rateFormat })
  .trim()
  .regex(JPY_PER_UNIT, { error: FOREX_MESSAGES.rateFormat })
  .refine((value) => /[1-9]/.test(value), { error: FOREX_MESSAGES.ratePositive });

/** POST /api/admin/forex: a new rate; without effectiveFrom it takes effect now. */
export const forexRateInputSchema = z.object({
  currency: z
    .string({ error: FOREX_MESSAGES.currency })
    .trim()
    .toUpperCase()
    .regex(CURRENCY, { error: FOREX_MESSAGES.currency }),
  jpyPerUnit: jpyPerUnitSchema,
  effectiveFrom: z.iso.datetime({ offset: true, error: FOREX_MESSAGES.effectiveFrom }).optional(),
});
export type ForexRateInput = z.infer<typeof forexRateInputSchema>;

/** One entry of a currency's history. */
export const forexRateSchema = z.object({
  id: z.number().int(),
  currency: z.string(),
  jpyPerUnit: z.string(),
  effectiveFrom: z.string(),
  createdAt: z.string(),
  /** E-mail of the staff user who entered it; null for rates the system wrote (seed, migration). */
  createdBy: z.string().nullable(),
});
export type ForexRate = z.infer<typeof forexRateSchema>;

const rateAtSchema = z.object({ jpyPerUnit: z.string(), effectiveFrom: z.string() });

/** GET /api/admin/forex: every currency with the rate in force and the next scheduled one. */
export const forexCurrencySchema = z.object({
  code: z.string(),
  name: z.string(),
  current: rateAtSchema.nullable(),
  next: rateAtSchema.nullable(),
});
export type ForexCurrency = z.infer<typeof forexCurrencySchema>;
export const forexCurrencyListSchema = z.object({ currencies: z.array(forexCurrencySchema) });
export type ForexCurrencyList = z.infer<typeof forexCurrencyListSchema>;

/** GET /api/admin/forex/:currency/history: the newest entries first (scheduled ones included). */
export const FOREX_HISTORY_LIMIT = 100;
export const forexHistorySchema = z.object({ currency: z.string(), items: z.array(forexRateSchema) });
export type ForexHistory = z.infer<typeof forexHistorySchema>;

/** The yen chart's ranges (issue 16: 90 days, 1 year). */
export const FOREX_CHART_RANGES = ['90d', '1y'] as const;
export type ForexChartRange = (typeof FOREX_CHART_RANGES)[number];
export const FOREX_CHART_RANGE_DAYS: Readonly<Record<ForexChartRange, number>> = { '90d': 90, '1y': 365 };

/** GET /api/forex/history?currency=NZD&range=90d; without a currency, the member's own (or NZD). */
export const forexChartQuerySchema = z.object({
  currency: z
    .string({ error: FOREX_MESSAGES.currency })
    .trim()
    .toUpperCase()
    .regex(CURRENCY, { error: FOREX_MESSAGES.currency })
    .optional(),
  range: z.enum(FOREX_CHART_RANGES, { error: 'The range is 90d or 1y.' }).default('90d'),
});

/** A day's close: the rate in force at the end of that day (Japan time), yen per unit. */
export const forexChartPointSchema = z.object({ date: z.string(), jpyPerUnit: z.string() });
export type ForexChartPoint = z.infer<typeof forexChartPointSchema>;

export const forexChartSchema = z.object({
  currency: z.string(),
  range: z.enum(FOREX_CHART_RANGES),
  /** Currencies that have a rate, for the page's currency selector. */
  currencies: z.array(z.object({ code: z.string(), name: z.string() })),
  points: z.array(forexChartPointSchema),
});
export type ForexChart = z.infer<typeof forexChartSchema>;
