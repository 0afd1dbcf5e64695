import Decimal from 'decimal.js';

// One Decimal flavour for every money rule: plenty of precision and half-up rounding, the way
// people round prices by hand (ADR 0001).
export const Money = /* @__PURE__ */ Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Money = Decimal;

/** Reads a decimal, or null when the text is not a finite number (so callers decide the fallback). */
export function parseMoney(value: Decimal.Value | null | undefined): Decimal | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return null;
  try {
    const parsed = new Money(typeof value === 'string' ? value.trim() : value);
    return parsed.isFinite() ? parsed : null;
  } catch {
    return null;
  }
}
