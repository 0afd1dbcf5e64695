import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { priceDetailLines, type PriceLine, type VehicleSearchItem } from '@ibc/domain';
import { formatMoney } from '@/lib/formats';

/**
 * The words of the fee lines (packages/domain priceDetailLines); the base and landed lines are named by
 * the price data itself (e.g. 'Landed Price (NZD incl. GST)') and stay as they come, except the
 * domain's own fallbacks.
 */
const FEE_LABELS: Partial<Record<PriceLine['key'], MessageDescriptor>> = {
  forex: msg`Forex`,
  freight: msg`Freight`,
  ofsFees: msg`OFS fees`,
  gst: msg`GST`,
};
const FALLBACK_LABELS: Partial<Record<PriceLine['key'], [string, MessageDescriptor]>> = {
  base: ['Price', msg`Price`],
  landed: ['Landed price', msg`Landed price`],
};

/**
 * §3 Price details as a compact, right-aligned breakdown (members only). Every amount names
 * its currency and lines that play no part in the price are left out (domain priceDetailLines).
 */
export function PriceDetailsList({
  vehicle,
  className,
}: {
  vehicle: Pick<VehicleSearchItem, 'priceDetails' | 'pricingRegion' | 'isKapStock'>;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  const money = (code: string, amount: string) => formatMoney(i18n, code, amount);
  const label = (line: PriceLine): string => {
    const fee = FEE_LABELS[line.key];
    if (fee) return i18n._(fee);
    const fallback = FALLBACK_LABELS[line.key];
    return fallback && fallback[0] === line.label ? i18n._(fallback[1]) : line.label;
  };
  const rows: [string, string][] = vehicle.isKapStock
    ? // KAP stock has no figures: its zeros are the enquiry marker, not a price.
      [[t`Price`, t`On enquiry`]]
    : priceDetailLines(vehicle.priceDetails, vehicle.pricingRegion, money).map((line) => [
        label(line),
        line.value,
      ]);
  return (
    <dl className={className ?? 'grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 text-xs'}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="min-w-0 wrap-break-word text-slate-500">{label}</dt>
          <dd className="min-w-0 text-end font-medium wrap-anywhere text-slate-800 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
