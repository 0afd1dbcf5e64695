import { Link, useSearchParams } from 'react-router';
import { isLivePurchase, PURCHASE_STAGE_LABELS, PURCHASE_STATES } from '@ibc/domain';
import { DataTable, Td, Th } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { QueryState } from '@/components/ui/query-state';
import { useAdminPurchases } from '../api/admin-purchases';
import { formatBusinessDate, formatMoney } from '../components/format';
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
          content: (
            <EmptyState
              title="No purchases here."
              description="An offer accepted in Offers becomes a purchase here."
            />
          ),
        }}
      >
        {(data) => (
          <DataTable caption="Purchases, newest first">
            <thead className="bg-slate-50">
              <tr>
                <Th>Vehicle</Th>
                <Th>Dealer</Th>
                <Th className="text-right">Agreed price</Th>
                <Th>Stage</Th>
                <Th>Sold</Th>
                <Th>ETA</Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {data.purchases.map((purchase) => (
                <tr key={purchase.id}>
                  <Td>
                    <Link
                      to={`/admin/purchases/${purchase.id}`}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {purchase.vehicle.name}
                    </Link>
                    <p className="text-xs text-slate-500">{purchase.vehicle.chassis}</p>
                  </Td>
                  <Td>{purchase.companyName}</Td>
                  <Td className="text-right whitespace-nowrap tabular-nums">
                    {formatMoney(purchase.currency, purchase.agreedAmount)} {purchase.terms}
                  </Td>
                  <Td>
                    <PurchaseStageBadge stage={purchase.stage} />
                  </Td>
                  <Td className="whitespace-nowrap">{formatBusinessDate(purchase.purchasedOn)}</Td>
                  <Td className="whitespace-nowrap">
                    {purchase.eta && isLivePurchase(purchase.stage) ? formatBusinessDate(purchase.eta) : '—'}
                  </Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </QueryState>
    </div>
  );
}
