import { priceDetailLines, type VehicleSearchItem } from '@ibc/domain';

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
  const rows: [string, string][] = vehicle.isKapStock
    ? // KAP stock has no figures: its zeros are the enquiry marker, not a price.
      [['Price', 'On enquiry']]
    : priceDetailLines(vehicle.priceDetails, vehicle.pricingRegion).map((line) => [line.label, line.value]);
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
