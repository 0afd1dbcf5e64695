import type Decimal from 'decimal.js';
import { Money } from './decimal.ts';
import { groupThousands } from './written-decimal.ts';

function fixed(value: Decimal.Value, places: number): string {
  const amount = new Money(value).toDecimalPlaces(places);
  // '-0.00' is never a price anyone wants to read.
  return (amount.isZero() ? amount.abs() : amount).toFixed(places);
}

/** §9: "Amounts show thousands separators and two decimals" -> '12,345.00'. */
export function formatAmount(value: Decimal.Value): string {
  return groupThousands(fixed(value, 2));
}

/** §3 Vehicle price text as tiles show it, e.g. 'NZD 12,345' and the KAP marker 'NZD 0'. */
export function formatPriceText(currency: string, amount: Decimal.Value): string {
  return `${currency.trim().toUpperCase()} ${groupThousands(fixed(amount, 0))}`;
}
