import type { ActivityChange } from '@ibc/domain';

const MAX_VALUE = 120;

/** 'basePrice' -> 'Base price', 'account_manager_id' -> 'Account manager id'. */
export function fieldLabel(field: string): string {
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

/** 'Base price: 650 → 620' */
export function changeLine(change: ActivityChange): string {
  return `${fieldLabel(change.field)}: ${valueText(change.before)} → ${valueText(change.after)}`;
}
