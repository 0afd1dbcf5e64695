// Contracts of the forex rates: the back office enters a rate per currency with the
// moment it takes effect; rates are never overwritten, and the rate of a currency at a moment is the
// one with the latest effective-from not after it. Rates are yen per one unit (88.5 = ¥88.50 per
// NZD), exact decimal text as the member sidebar shows them; the yen itself is always 1.
import { z } from 'zod';
import { Money } from '../decimal.ts';
import {
  amountPlausibility,
  isImpossibleAmount,
  readTypedAmount,
  TYPED_AMOUNT_MESSAGES,
  type AmountPlausibility,
} from '../typed-amount.ts';
import { groupThousands } from '../written-decimal.ts';

/** numeric(14,6): up to 8 whole digits and 6 decimals. */
const RATE_DIGITS = { places: 6, maxDigits: 8 } as const;
const CURRENCY = /^[A-Z]{3}$/;

export const FOREX_MESSAGES = {
  rateFormat: /*i18n*/ 'Enter the yen per unit as a number with at most 6 decimals, e.g. 88.25.',
  ratePositive: /*i18n*/ 'The rate must be more than 0.',
  currency: /*i18n*/ 'Please choose the currency.',
  unknownCurrency: /*i18n*/ 'There is no such currency.',
  yen: /*i18n*/ 'The yen is always 1 yen per unit; it has no rate to enter.',
  effectiveFrom: /*i18n*/ 'Enter the date and time the rate takes effect.',
  past: /*i18n*/ 'A new rate cannot take effect in the past: prices already shown used the rate in force then.',
  duplicate: /*i18n*/ 'This currency already has a rate taking effect at that exact moment.',
} as const;

/** A rate as typed, read by the one rule for typed amounts ('1,234.5' is accepted); the plain decimal, or why not. */
export function readRate(text: string): { ok: true; value: string } | { ok: false; error: string } {
  const read = readTypedAmount(text, { currency: 'JPY', unit: 'units', ...RATE_DIGITS });
  if (read.ok) return { ok: true, value: read.value };
  if (read.error === TYPED_AMOUNT_MESSAGES.negative) return { ok: false, error: FOREX_MESSAGES.ratePositive };
  if (read.error === TYPED_AMOUNT_MESSAGES.notANumber || read.error === TYPED_AMOUNT_MESSAGES.empty)
    return { ok: false, error: FOREX_MESSAGES.rateFormat };
  return { ok: false, error: read.error };
}

export const jpyPerUnitSchema = z.string({ error: FOREX_MESSAGES.rateFormat }).transform((text, ctx) => {
  const read = readRate(text);
  if (read.ok) return read.value;
  ctx.addIssue({ code: 'custom', message: read.error });
  return z.NEVER;
});

/** Yen per unit as people read it: '88.5' -> '88.50', '12345.678' -> '12,345.678' (two decimals at least). */
export function rateText(jpyPerUnit: string): string {
  const [whole = '0', fraction = ''] = new Money(jpyPerUnit).toFixed().split('.');
  return groupThousands(`${whole}.${fraction.padEnd(2, '0')}`);
}

/** 'NZD 1 = JPY 88.25': what a rate means, as the form reads it back and the log writes it. */
export const rateReadBack = (currency: string, jpyPerUnit: string) =>
  `${currency} 1 = JPY ${rateText(jpyPerUnit)}`;

/** A new rate more than this share away from the one in force asks for a second look. */
export const RATE_CHANGE_TO_CONFIRM = 0.1;

/**
 * How a new rate compares with the rate in force: within 10% it is usual; further, staff confirm it;
 * beyond ten times or under a tenth of it, it can only be a slip (a unit per yen typed for yen per
 * unit, a digit too many) and the server refuses it.
 */
export function ratePlausibility(rate: string, inForce: string): AmountPlausibility {
  const slip = amountPlausibility(rate, { low: inForce, high: inForce });
  if (isImpossibleAmount(slip)) return slip;
  const current = new Money(inForce);
  return amountPlausibility(rate, {
    low: current.mul(1 - RATE_CHANGE_TO_CONFIRM).toFixed(),
    high: current.mul(1 + RATE_CHANGE_TO_CONFIRM).toFixed(),
  });
}

/** The words of rateChangeMessage (English here; the web gives the reader's). */
export interface RateChangeWords {
  impossible: (typed: string, current: string) => string;
  below: (typed: string, share: string, current: string) => string;
  above: (typed: string, share: string, current: string) => string;
}

const ENGLISH_RATE_CHANGE: RateChangeWords = {
  impossible: (typed, current) =>
    `${typed} cannot be right: the rate in force is ${current}. Enter the yen for one unit of the currency.`,
  below: (typed, share, current) =>
    `${typed} is ${share}% below the rate in force (${current}). Is it right?`,
  above: (typed, share, current) =>
    `${typed} is ${share}% above the rate in force (${current}). Is it right?`,
};

/** What the form asks, or the field is told, about a rate far from the one in force; null when usual. */
export function rateChangeMessage(
  plausibility: AmountPlausibility,
  input: { currency: string; rate: string; inForce: string },
  words: RateChangeWords = ENGLISH_RATE_CHANGE,
): string | null {
  const typed = rateReadBack(input.currency, input.rate);
  const current = rateReadBack(input.currency, input.inForce);
  const share = new Money(input.rate)
    .minus(input.inForce)
    .div(input.inForce)
    .abs()
    .mul(100)
    .toDecimalPlaces(0)
    .toFixed();
  switch (plausibility) {
    case 'usual':
      return null;
    case 'impossible-low':
    case 'impossible-high':
      return words.impossible(typed, current);
    case 'confirm-low':
      return words.below(typed, share, current);
    case 'confirm-high':
      return words.above(typed, share, current);
  }
}

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

/** The yen chart's ranges (90 days, 1 year). */
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
  range: z.enum(FOREX_CHART_RANGES, { error: /*i18n*/ 'The range is 90d or 1y.' }).default('90d'),
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
