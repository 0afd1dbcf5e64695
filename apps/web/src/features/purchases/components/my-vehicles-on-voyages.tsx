import { Trans, useLingui } from '@lingui/react/macro';
import { isOnItsWay } from '@ibc/domain';
import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { usePurchases } from '../api/purchases';
import { formatBusinessDate } from './format';
import { vehicleColumn } from './purchase-columns';
import { PurchaseStageBadge } from './purchase-stage-badge';

/**
 * The shipping schedule's "Your vehicles on their voyages": the member's purchases booked on
 * a voyage and not yet released, with the vessel, ETD and the ETA at their port.
 */
export function MyVehiclesOnVoyages() {
  const { t, i18n } = useLingui();
  const purchases = usePurchases();
  const atSea = (purchases.data?.purchases ?? [])
    .filter((purchase) => purchase.vesselName !== null && isOnItsWay(purchase.stage))
    .sort((a, b) => (a.eta ?? '').localeCompare(b.eta ?? ''));
  return (
    <section aria-labelledby="my-voyages-heading" className="space-y-2">
      <h2 id="my-voyages-heading" className="text-base font-semibold text-brand-900">
        <Trans>Your vehicles on their voyages</Trans>
      </h2>
      <QueryState
        query={purchases}
        loadingClassName="h-16 w-full"
        empty={{
          when: () => atSea.length === 0,
          text: t`None of your vehicles is booked on a voyage at the moment. Once our team books a purchase, it shows here with its vessel and dates, and on its deal page.`,
        }}
      >
        {() => (
          <DataTable
            caption={t`Your vehicles on their voyages`}
            stacked
            data={atSea}
            getRowId={(purchase) => String(purchase.id)}
            columns={[
              vehicleColumn('/my-account/purchases', { header: t`Vehicle` }),
              {
                id: 'vessel',
                header: t`Vessel`,
                label: t`Vessel`,
                cell: (purchase) => (
                  <>
                    {purchase.vesselName} {purchase.voyageNumber}
                  </>
                ),
              },
              {
                id: 'etd',
                header: t`ETD Japan`,
                label: t`ETD Japan`,
                className: 'whitespace-nowrap tabular-nums',
                cell: (purchase) => (purchase.etd ? formatBusinessDate(i18n, purchase.etd) : '—'),
              },
              {
                id: 'eta',
                header: t`ETA`,
                label: t`ETA`,
                className: 'whitespace-nowrap tabular-nums',
                cell: (purchase) => (
                  <>
                    {purchase.eta ? formatBusinessDate(i18n, purchase.eta) : '—'}
                    {purchase.destinationPort && (
                      <span className="block text-xs text-slate-500">{purchase.destinationPort}</span>
                    )}
                  </>
                ),
              },
              {
                id: 'stage',
                header: t`Stage`,
                label: t`Stage`,
                cell: (purchase) => <PurchaseStageBadge stage={purchase.stage} />,
              },
            ]}
          />
        )}
      </QueryState>
      {atSea.length > 0 && (
        <p className="text-xs text-slate-500">
          <Trans>Dates are Japan time.</Trans>
        </p>
      )}
    </section>
  );
}
