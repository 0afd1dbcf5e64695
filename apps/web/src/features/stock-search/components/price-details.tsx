import { formatAmount, type PriceDetails } from '@ibc/domain';

/** §3 Price details as a compact, right-aligned breakdown (members only). */
export function PriceDetailsList({ details, className }: { details: PriceDetails; className?: string }) {
  const rows: [string, string][] = [
    [
      details.basePriceLabel || 'Base price',
      `${details.negotiateCurrency} ${formatAmount(details.basePrice)}`,
    ],
    ['Forex', details.forex],
    ['Freight', formatAmount(details.freightCost)],
    ['OFS fees', formatAmount(details.ofsFees)],
    ['GST', details.gst],
    [details.landedPriceLabel || 'Landed price', formatAmount(details.landedPrice)],
  ];
  return (
    <dl className={className ?? 'grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 text-xs'}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="text-right font-medium text-slate-800 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
