import { Link, useSearchParams } from 'react-router';
import { isLivePurchase, PURCHASE_STAGE_LABELS, PURCHASE_STATES } from '@ibc/domain';
import { DataTable } from '@/components/ui/data-table';
import { Field } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { QueryState } from '@/components/ui/query-state';
import { useAdminPurchases } from '../api/admin-purchases';
import { formatBusinessDate } from '../components/format';
import { agreedPriceColumn, purchasedOnColumn } from '../components/purchase-columns';
import { PurchaseStageBadge } from '../components/purchase-stage-badge';

/** /admin/purchases: every vehicle sold, newest first, by stage. */
export default function PurchasesAdminPage() {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('stage') ?? 'all';
  const stage = (PURCHASE_STATES as readonly string[]).includes(raw) ? raw : 'all';
  const purchases = useAdminPurchases(stage);
  return (
    <div className="space-y-5">
      <PageHeader
        title="Purchases"
        description="Every vehicle sold through an accepted offer: move each through its shipping stages and book it on a voyage."
      />
      <Field label="Stage" className="max-w-xs">
        <Select
          value={stage}
          onChange={(event) => setSearch(event.target.value === 'all' ? {} : { stage: event.target.value })}
        >
          <option value="all">Every stage</option>
          {PURCHASE_STATES.map((value) => (
            <option key={value} value={value}>
              {PURCHASE_STAGE_LABELS[value]}
            </option>
          ))}
        </Select>
      </Field>
      <QueryState
        query={purchases}
        loadingClassName="h-40 w-full"
        empty={{
          when: (data) => data.purchases.length === 0,
          title: 'No purchases here.',
          description: 'An offer accepted in Offers becomes a purchase here.',
        }}
      >
        {(data) => (
          <DataTable
            caption="Purchases, newest first"
            data={data.purchases}
            getRowId={(purchase) => String(purchase.id)}
            columns={[
              {
                id: 'vehicle',
                header: 'Vehicle',
                cell: (purchase) => (
                  <>
                    <Link
                      to={`/admin/purchases/${purchase.id}`}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {purchase.vehicle.name}
                    </Link>
                    <p className="text-xs text-slate-500">{purchase.vehicle.chassis}</p>
                  </>
                ),
              },
              { id: 'dealer', header: 'Dealer', cell: (purchase) => purchase.companyName },
              agreedPriceColumn(),
              {
                id: 'stage',
                header: 'Stage',
                cell: (purchase) => <PurchaseStageBadge stage={purchase.stage} />,
              },
              purchasedOnColumn('Sold'),
              {
                id: 'eta',
                header: 'ETA',
                className: 'whitespace-nowrap',
                cell: (purchase) =>
                  purchase.eta && isLivePurchase(purchase.stage) ? formatBusinessDate(purchase.eta) : '—',
              },
            ]}
          />
        )}
      </QueryState>
    </div>
  );
}
