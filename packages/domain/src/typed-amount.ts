// The one rule for an amount a person types, dealer or staff: offers, counters, stock prices (form
// and CSV), payments and forex rates all read their text through `readTypedAmount`, and the web's
// money input shows the full amount it understood before anything is sent.
//
// Units: a vehicle's yen price is typed in thousands of yen wherever it is typed (the spec keeps yen
// offers and stock prices in thousands, §9: "offer (thousands of yen)", "JPY offers are sent as offer
// times 1000"), so the dealer's offer, his new amount, the sales team's counter, the stock form and
// the stock CSV all take '2,150' for JPY 2,150,000. Every other amount is typed in whole units of
// its currency, yen included (a payment of JPY 430,000 is typed 430,000, as on the invoice).
import { fill } from './message-text.ts';
import { z } from 'zod';
import { Money } from './decimal.ts';
import { formatAmount } from './money.ts';
import { groupThousands } from './written-decimal.ts';

/** 'units': whole units of the currency; 'thousands': thousands of yen (a vehicle's yen price). */
export type AmountUnit = 'units' | 'thousands';

const YEN_PER_THOUSAND = 1000;

/** The unit a vehicle price or a negotiation amount in `currency` is typed in. */
export function priceUnitOf(currency: string): AmountUnit {
  return currency.trim().toUpperCase() === 'JPY' ? 'thousands' : 'units';
}

/** What the field says beside itself: 'in thousands of yen' or 'in NZD'. */
export function amountUnitLabel(currency: string, unit: AmountUnit): string {
  return unit === 'thousands' ? 'in thousands of yen' : `in ${currency.trim().toUpperCase()}`;
}

export const TYPED_AMOUNT_MESSAGES = {
  empty: /*i18n*/ 'Please enter an amount.',
  notANumber: /*i18n*/ 'Please enter the amount in figures, e.g. 2,150 or 2150.50.',
  separators: /*i18n*/ 'Thousands separators go every three digits, e.g. 2,150,000.',
  negative: /*i18n*/ 'The amount must be more than 0.',
  tooManyDecimals: (places: number) =>
    places === 0
      ? /*i18n*/ 'Please enter a whole amount.'
      : fill(/*i18n*/ 'At most {places} decimal places, please.', { places }),
  tooLarge: /*i18n*/ 'This amount is too large.',
} as const;

export type TypedAmount =
  | {
      ok: true;
      /** The amount in whole units of the currency, as a plain decimal ('2150000', '12500.5'). */
      value: string;
      /** The full amount as people read it: 'JPY 2,150,000', 'NZD 12,500.50'. */
      full: string;
    }
  | { ok: false; error: string };

export interface TypedAmountOptions {
  currency: string;
  unit: AmountUnit;
  /** Decimal places of the whole-unit amount (default 2: cents; a rate takes 6). */
  places?: number;
  /** Whole digits the whole-unit amount may have (default 12). */
  maxDigits?: number;
  /** 0 is a valid amount (a KAP vehicle's price); otherwise it must be more than 0. */
  allowZero?: boolean;
}

const GROUPED = /^\d{1,3}(,\d{3})+(\.\d*)?$/;
const PLAIN = /^\d+(\.\d*)?$|^\.\d+$/;

/**
 * Reads an amount as typed: spaces and thousands separators (commas every three digits) allowed,
 * a decimal point, no sign. Gives the amount in whole units of the currency (thousands of yen
 * multiplied out) and the full amount to show, or what is wrong with the text.
 */
export function readTypedAmount(text: string, options: TypedAmountOptions): TypedAmount {
  const { currency, unit, places = 2, maxDigits = 12, allowZero = false } = options;
  const typed = text.replace(/[\s\u00a0]/g, '');
  if (typed === '') return { ok: false, error: TYPED_AMOUNT_MESSAGES.empty };
  if (typed.startsWith('-')) return { ok: false, error: TYPED_AMOUNT_MESSAGES.negative };
  if (typed.includes(',') && !GROUPED.test(typed)) {
    return {
      ok: false,
      error: /^[\d,]+(\.\d*)?$/.test(typed)
        ? TYPED_AMOUNT_MESSAGES.separators
        : TYPED_AMOUNT_MESSAGES.notANumber,
    };
  }
  const plain = typed.replace(/,/g, '');
  if (!PLAIN.test(plain)) return { ok: false, error: TYPED_AMOUNT_MESSAGES.notANumber };
  const amount = new Money(plain).mul(unit === 'thousands' ? YEN_PER_THOUSAND : 1);
  // A yen price is whole yen: thousands of yen take up to 3 decimals.
  if (amount.decimalPlaces() > (unit === 'thousands' ? 0 : places)) {
    return { ok: false, error: TYPED_AMOUNT_MESSAGES.tooManyDecimals(unit === 'thousands' ? 3 : places) };
  }
  if (amount.isZero() && !allowZero) return { ok: false, error: TYPED_AMOUNT_MESSAGES.negative };
  if (amount.truncated().toFixed().length > maxDigits)
    return { ok: false, error: TYPED_AMOUNT_MESSAGES.tooLarge };
  const code = currency.trim().toUpperCase();
  return { ok: true, value: amount.toFixed(), full: fullAmount(code, amount.toFixed(), unit) };
}

/** 'JPY 2,150,000' (yen prices in whole yen), 'NZD 12,500.00' (other amounts with cents). */
export function fullAmount(
  currency: string,
  value: string,
  unit: AmountUnit = priceUnitOf(currency),
): string {
  const code = currency.trim().toUpperCase();
  return unit === 'thousands' || code === 'JPY'
    ? `${code} ${groupThousands(new Money(value).toDecimalPlaces(0).toFixed(0))}`
    : `${code} ${formatAmount(value)}`;
}

/** A whole-unit amount as it is typed in `unit`: '2150000' in thousands of yen is '2150'. */
export function amountInUnit(value: string, unit: AmountUnit): string {
  return unit === 'thousands' ? new Money(value).div(YEN_PER_THOUSAND).toFixed() : new Money(value).toFixed();
}

/** An amount kept in `unit` in whole units: a stock price of '720' thousand yen is '720000'. */
export function amountFromUnit(value: string, unit: AmountUnit): string {
  return unit === 'thousands' ? new Money(value).mul(YEN_PER_THOUSAND).toFixed() : new Money(value).toFixed();
}

/**
 * How far an amount is from the price it is about (a counter from the list price, a stock price from
 * what the stock holds): within the usual range; far enough that the person is asked to confirm; or
 * so far it can only be a slip (a unit typed wrong, a digit too many) and the server refuses it.
 */
export type AmountPlausibility =
  'usual' | 'confirm-low' | 'confirm-high' | 'impossible-low' | 'impossible-high';

export interface PriceRange {
  /** The lowest usual amount (whole units). */
  low: string;
  /** The highest usual amount (whole units). */
  high: string;
}

/** Beyond a tenth of the low end or ten times the high end, an amount is a slip, not a price. */
const IMPOSSIBLE_FACTOR = 10;

export function amountPlausibility(value: string, range: PriceRange): AmountPlausibility {
  const amount = new Money(value);
  if (amount.lt(new Money(range.low).div(IMPOSSIBLE_FACTOR))) return 'impossible-low';
  if (amount.gt(new Money(range.high).mul(IMPOSSIBLE_FACTOR))) return 'impossible-high';
  if (amount.lt(range.low)) return 'confirm-low';
  if (amount.gt(range.high)) return 'confirm-high';
  return 'usual';
}

/** A counter or a new amount on a vehicle listed at `listPrice`: usual from half the price to the price. */
export function negotiationRange(listPrice: string): PriceRange {
  return { low: new Money(listPrice).div(2).toFixed(), high: new Money(listPrice).toFixed() };
}

/**
 * What the field says when the amount is a slip, or what the confirmation asks. `below` and `above`
 * name the range's ends as the reader knows them: 'half the list price (JPY 1,425,000)'.
 */
export function plausibilityMessage(
  plausibility: AmountPlausibility,
  input: { full: string; below: string; above: string; unit: AmountUnit },
): string | null {
  switch (plausibility) {
    case 'usual':
      return null;
    case 'impossible-low':
      return fill(
        input.unit === 'thousands'
          ? /*i18n*/ '{amount} cannot be right: it is far below {limit}. Yen prices are typed in thousands: 2,150 is JPY 2,150,000.'
          : /*i18n*/ '{amount} cannot be right: it is far below {limit}.',
        { amount: input.full, limit: input.below },
      );
    case 'impossible-high':
      return fill(
        input.unit === 'thousands'
          ? /*i18n*/ '{amount} cannot be right: it is far above {limit}. Yen prices are typed in thousands: 2,150 is JPY 2,150,000.'
          : /*i18n*/ '{amount} cannot be right: it is far above {limit}.',
        { amount: input.full, limit: input.above },
      );
    case 'confirm-low':
      return fill(/*i18n*/ '{amount} is below {limit}. Is it right?', {
        amount: input.full,
        limit: input.below,
      });
    case 'confirm-high':
      return fill(/*i18n*/ '{amount} is above {limit}. Is it right?', {
        amount: input.full,
        limit: input.above,
      });
  }
}

/** An amount the server refuses outright (a slip); the ones to confirm are the person's call. */
export const isImpossibleAmount = (plausibility: AmountPlausibility): boolean =>
  plausibility === 'impossible-low' || plausibility === 'impossible-high';

/** The message that refuses an amount its check found impossible; null when the amount may be sent. */
export function refusalMessage(check: {
  plausibility: AmountPlausibility;
  message: string | null;
}): string | null {
  return isImpossibleAmount(check.plausibility) ? check.message : null;
}

/**
 * An amount field of a request or a CSV cell, read by the same rule: separators accepted, the plain
 * decimal kept ('2,150,000' -> '2150000'), in the unit the field is stored in (stock prices stay in
 * thousands of yen, as the stock holds them). Bad text gets the rule's own message.
 */
export function amountTextSchema(options: { places?: number; allowZero?: boolean; maxDigits?: number } = {}) {
  return z.string({ error: TYPED_AMOUNT_MESSAGES.empty }).transform((text, ctx) => {
    const read = readTypedAmount(text, { currency: '', unit: 'units', ...options });
    if (read.ok) return read.value;
    ctx.addIssue({ code: 'custom', message: read.error });
    return z.NEVER;
  });
}

/** A form's amount field: the text as typed, checked by the rule; the form reads it on submit. */
export function typedAmountField(options: TypedAmountOptions) {
  return z.string({ error: TYPED_AMOUNT_MESSAGES.empty }).superRefine((text, ctx) => {
    const read = readTypedAmount(text, options);
    if (!read.ok) ctx.addIssue({ code: 'custom', message: read.error });
  });
}
