import type { PriceHistoryEntry } from '@ibc/domain';
import { CardSection } from '@/components/ui/card-section';
import { formatDateTime, formatStockPrice } from '../utils/format';

/** Every price the vehicle has been listed at, newest first ("price changes keep a history"). */
export function PriceHistory({ entries }: { entries: readonly PriceHistoryEntry[] }) {
  return (
    <CardSection id="vehicle-price-history" title="Price history">
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No price changes recorded yet.</p>
      ) : (
        <ol className="mt-2 divide-y divide-slate-100 text-sm">
          {entries.map((entry) => (
            <li
              key={`${entry.changedAt}-${entry.basePrice}`}
              className="flex flex-wrap justify-between gap-x-3 py-1.5"
            >
              <span className="font-semibold text-slate-900 tabular-nums">
                {formatStockPrice(entry.currency, entry.basePrice)}
              </span>
              <span className="text-slate-600">
                {formatDateTime(entry.changedAt)}
                {entry.changedBy ? ` by ${entry.changedBy}` : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
    </CardSection>
  );
}
