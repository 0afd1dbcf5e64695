import { useLingui } from '@lingui/react/macro';
import { PURCHASE_STATES } from '@ibc/domain';
import { SummaryQueryCard } from '@/components/ui/summary-query-card';
import { usePurchases } from '../api/purchases';
import { PURCHASE_STAGE_MESSAGES } from '@/lib/state-words';

/** Account summary: how many of the dealer's purchases are at each stage. */
export function PurchasesByStage() {
  const { t, i18n } = useLingui();
  const purchases = usePurchases();
  const list = purchases.data?.purchases ?? [];
  const counts = PURCHASE_STATES.map((stage) => ({
    stage,
    count: list.filter((purchase) => purchase.stage === stage).length,
  })).filter((row) => row.count > 0);
  return (
    <SummaryQueryCard
      title={t`Purchases by stage`}
      link={{ to: '/my-account/purchases', label: t`All purchases` }}
      query={purchases}
      isEmpty={() => counts.length === 0}
      emptyText={t`No purchases yet. When our sales team accepts one of your offers, the car is yours and its shipment shows here.`}
    >
      {() => (
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3" aria-label={t`Purchases by stage`}>
          {counts.map((row) => (
            <div key={row.stage} className="rounded border border-slate-100 bg-slate-50 px-3 py-2">
              <dt className="text-xs text-slate-600">{i18n._(PURCHASE_STAGE_MESSAGES[row.stage])}</dt>
              <dd className="text-lg font-semibold text-brand-900 tabular-nums">{row.count}</dd>
            </div>
          ))}
        </dl>
      )}
    </SummaryQueryCard>
  );
}
