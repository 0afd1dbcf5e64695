import { Trans, useLingui } from '@lingui/react/macro';
import type { VehicleSearchItem } from '@ibc/domain';
import { formatMoney } from '@/lib/formats';
import { offerBreakdown } from '../utils/offer-breakdown';

/** Live breakdown of the typed offer: numbers right-aligned and tabular, the landed price last and bold. */
export function PriceBreakdown({
  vehicle,
  offer,
}: {
  vehicle: Pick<VehicleSearchItem, 'priceDetails' | 'pricingRegion'>;
  offer: string;
}) {
  const { t, i18n } = useLingui();
  const { landed, rows, landedLabel } = offerBreakdown(i18n, vehicle, offer);
  return (
    <section
      aria-label={t`Price breakdown`}
      className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2"
    >
      <h3 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        <Trans>Price breakdown</Trans>
      </h3>
      <dl className="divide-y divide-slate-200 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-3 py-1">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="text-end font-medium text-slate-900 tabular-nums">{row.value}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-3 py-1.5">
          <dt className="font-semibold text-brand-900">{landedLabel}</dt>
          <dd
            className="text-end text-base font-bold text-brand-900 tabular-nums"
            aria-live="polite"
            data-testid="landed-price"
          >
            {landed ? formatMoney(i18n, landed.currency, landed.amount) : '—'}
          </dd>
        </div>
      </dl>
    </section>
  );
}
