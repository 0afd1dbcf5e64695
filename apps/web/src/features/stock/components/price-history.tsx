import { Trans, useLingui } from '@lingui/react/macro';
import type { PriceHistoryEntry } from '@ibc/domain';
import { CardSection } from '@/components/ui/card-section';
import { formatDateTime, formatStockPrice } from '../utils/format';

/** Every price the vehicle has been listed at, newest first ("price changes keep a history"). */
export function PriceHistory({ entries }: { entries: readonly PriceHistoryEntry[] }) {
  const { t, i18n } = useLingui();
  return (
    <CardSection id="vehicle-price-history" title={t`Price history`}>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>No price changes recorded yet.</Trans>
        </p>
      ) : (
        <ol className="mt-2 divide-y divide-slate-100 text-sm">
          {entries.map((entry) => (
            <li
              key={`${entry.changedAt}-${entry.basePrice}`}
              className="flex flex-wrap justify-between gap-x-3 py-1.5"
            >
              <span className="font-semibold text-slate-900 tabular-nums">
                {formatStockPrice(i18n, entry.currency, entry.basePrice)}
              </span>
              <span className="text-slate-600">
                <PriceChange changedAt={formatDateTime(i18n, entry.changedAt)} changedBy={entry.changedBy} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </CardSection>
  );
}

/** When the price changed, and by whom when it is known. */
function PriceChange({ changedAt, changedBy }: { changedAt: string; changedBy: string | null | undefined }) {
  return changedBy ? (
    <Trans>
      {changedAt} by {changedBy}
    </Trans>
  ) : (
    <>{changedAt}</>
  );
}
