import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  amountFromUnit,
  currencyPlaces,
  priceUnitOf,
  type ActivityChange,
  type ActivityEntry,
} from '@ibc/domain';
import { formatAmount, formatMoney, formatRate } from '@/lib/formats';
import { stateText } from '@/lib/state-words';

const MAX_VALUE = 120;

/** Fields whose name does not read well word by word. */
const FIELD_LABELS: Readonly<Record<string, MessageDescriptor>> = { jpyPerUnit: msg`Yen per unit` };

/**
 * 'basePrice' -> 'Base price', 'account_manager_id' -> 'Account manager id'. A field the list does
 * not name reads as its name, word by word (the log's own words).
 */
export function fieldLabel(i18n: I18n, field: string): string {
  const named = FIELD_LABELS[field];
  if (named) return i18n._(named);
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A logged value as one short line: empty as '(empty)', long text cut with '…'. */
export function valueText(i18n: I18n, value: unknown): string {
  let text: string;
  if (value === null || value === undefined || value === '') return i18n._(msg`(empty)`);
  if (typeof value === 'boolean') text = value ? i18n._(msg`yes`) : i18n._(msg`no`);
  else if (typeof value === 'string') text = value;
  else if (typeof value === 'number') text = String(value);
  else text = JSON.stringify(value);
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/** The fields whose value is a record's status or stage (read by its words, lib/state-words.ts). */
const STATE_FIELDS = new Set(['status', 'stage']);

/** Money fields ('amount', 'basePrice', 'total', 'paid', 'balanceDue'), not their dates ('paidAt'). */
const AMOUNT_FIELD = /^(?!.*(At|Date|On)$).*(amount|price|total|paid|balance|deposit)/i;
const RATE_FIELD = 'jpyPerUnit';
const CURRENCY_FIELDS = ['currency', 'negotiateCurrency'];
const DECIMAL = /^\d+(\.\d+)?$/;

/** The currency an entry's amounts are in, when the entry names it (a new record, a changed currency). */
function currencyOf(changes: readonly ActivityChange[]): string | null {
  for (const change of changes) {
    if (!CURRENCY_FIELDS.includes(change.field)) continue;
    const value = change.after ?? change.before;
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

/**
 * One value of one field as staff read it: a status by its label, an amount as money ('JPY 650,000';
 * a vehicle's yen price is kept in thousands), a rate as yen per unit; anything else as written.
 */
function readableValue(
  i18n: I18n,
  value: unknown,
  field: string,
  context: { entityType: string; currency: string | null },
): string {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text === 'string' && text !== '') {
    if (STATE_FIELDS.has(field)) {
      const label = stateText(i18n, context.entityType, text);
      if (label) return label;
    }
    if (DECIMAL.test(text)) {
      if (field === RATE_FIELD) return `JPY ${formatRate(i18n, text)}`;
      if (AMOUNT_FIELD.test(field)) {
        // With no currency to go by, the amount keeps the decimals it was logged with.
        if (!context.currency) return formatAmount(i18n, text, text.split('.')[1]?.length ?? 0);
        // A vehicle's price is stored as it is typed: thousands of yen for a yen price.
        const inThousands =
          context.entityType === 'vehicle' &&
          field === 'basePrice' &&
          priceUnitOf(context.currency) === 'thousands';
        const amount = inThousands ? amountFromUnit(text, 'thousands') : text;
        return formatMoney(i18n, context.currency, amount, currencyPlaces(context.currency));
      }
    }
  }
  return valueText(i18n, value);
}

/** 'Status: Available → Reserved', 'Amount: JPY 650,000 → JPY 600,000' for each changed field. */
export function changeLines(i18n: I18n, entry: Pick<ActivityEntry, 'entityType' | 'changes'>): string[] {
  const context = { entityType: entry.entityType, currency: currencyOf(entry.changes) };
  // A field logged unchanged is context (the currency of a changed amount), not a change to list.
  const changed = entry.changes.filter(
    (change) => JSON.stringify(change.before) !== JSON.stringify(change.after),
  );
  return changed.map((change) => {
    const field = fieldLabel(i18n, change.field);
    const before = readableValue(i18n, change.before, change.field, context);
    const after = readableValue(i18n, change.after, change.field, context);
    return i18n._(msg`${field}: ${before} → ${after}`);
  });
}
