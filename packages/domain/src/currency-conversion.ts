import type Decimal from 'decimal.js';
import { parseMoney } from './decimal.ts';

/**
 * An amount in one currency expressed in another through both currencies' yen rates (the accounts'
 * forex is "yen per unit", §3 Account forex), rounded half-up to `places`. '0' when a rate is missing
 * or not positive: a price is never invented from a rate we do not have. Exact decimal arithmetic
 * (docs/decisions/0001-domain-rounding-and-forex.md: no binary floats for amounts).
 */
export function convertAmount(
  amount: Decimal.Value,
  fromJpyPerUnit: Decimal.Value,
  toJpyPerUnit: Decimal.Value,
  places = 2,
): string {
  const value = parseMoney(amount);
  const from = parseMoney(fromJpyPerUnit);
  const to = parseMoney(toJpyPerUnit);
  if (value === null || from === null || to === null || from.lte(0) || to.lte(0)) return '0';
  const converted = value.mul(from).div(to).toDecimalPlaces(places);
  return (converted.isZero() ? converted.abs() : converted).toFixed();
}
