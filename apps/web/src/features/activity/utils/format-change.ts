import {
  amountFromUnit,
  CUSTOMER_STATUS_LABELS,
  fullAmount,
  groupThousands,
  INVOICE_STATUS_LABELS,
  OFFER_STATE_LABELS,
  OUTBOX_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  priceUnitOf,
  PURCHASE_STAGE_LABELS,
  rateText,
  VEHICLE_STATUS_LABELS,
  type ActivityChange,
  type ActivityEntityType,
  type ActivityEntry,
} from '@ibc/domain';

const MAX_VALUE = 120;

/** Fields whose name does not read well word by word. */
const FIELD_LABELS: Readonly<Record<string, string>> = { jpyPerUnit: 'Yen per unit' };

/** 'basePrice' -> 'Base price', 'account_manager_id' -> 'Account manager id'. */
export function fieldLabel(field: string): string {
  const named = FIELD_LABELS[field];
  if (named) return named;
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A logged value as one short line: empty as '(empty)', long text cut with '…'. */
export function valueText(value: unknown): string {
  let text: string;
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') text = value ? 'yes' : 'no';
  else if (typeof value === 'string') text = value;
  else if (typeof value === 'number') text = String(value);
  else text = JSON.stringify(value);
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/** The words staff read for each record's status or stage (the log stores the machine's states). */
const STATE_LABELS: Readonly<Partial<Record<ActivityEntityType, Readonly<Record<string, string>>>>> = {
  vehicle: VEHICLE_STATUS_LABELS,
  company: CUSTOMER_STATUS_LABELS,
  offer: OFFER_STATE_LABELS,
  purchase: PURCHASE_STAGE_LABELS,
  invoice: INVOICE_STATUS_LABELS,
  payment: PAYMENT_STATUS_LABELS,
  mail: OUTBOX_STATUS_LABELS,
};
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
  value: unknown,
  field: string,
  context: { entityType: string; currency: string | null },
): string {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text === 'string' && text !== '') {
    if (STATE_FIELDS.has(field)) {
      const labels = STATE_LABELS[context.entityType as ActivityEntityType];
      if (labels?.[text]) return labels[text];
    }
    if (DECIMAL.test(text)) {
      if (field === RATE_FIELD) return `JPY ${rateText(text)}`;
      if (AMOUNT_FIELD.test(field)) {
        if (!context.currency) return groupThousands(text);
        // A vehicle's price is stored as it is typed: thousands of yen for a yen price.
        const inThousands =
          context.entityType === 'vehicle' &&
          field === 'basePrice' &&
          priceUnitOf(context.currency) === 'thousands';
        return fullAmount(context.currency, inThousands ? amountFromUnit(text, 'thousands') : text);
      }
    }
  }
  return valueText(value);
}

/** 'Status: Available → Reserved', 'Amount: JPY 650,000 → JPY 600,000' for each changed field. */
export function changeLines(entry: Pick<ActivityEntry, 'entityType' | 'changes'>): string[] {
  const context = { entityType: entry.entityType, currency: currencyOf(entry.changes) };
  // A field logged unchanged is context (the currency of a changed amount), not a change to list.
  const changed = entry.changes.filter(
    (change) => JSON.stringify(change.before) !== JSON.stringify(change.after),
  );
  return changed.map(
    (change) =>
      `${fieldLabel(change.field)}: ${readableValue(change.before, change.field, context)} → ${readableValue(
        change.after,
        change.field,
        context,
      )}`,
  );
}
