import { useSearchParams } from 'react-router';
import { isLivePurchase, PURCHASE_STAGE_LABELS, PURCHASE_STATES } from '@ibc/domain';
import { ExportDownloads } from '@/components/export-downloads';
import { Field } from '@/components/ui/field';
import { Page } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { QueryTable } from '@/components/ui/query-table';
import { useAdminPurchases } from '../api/admin-purchases';
import { formatBusinessDate } from '../components/format';
import { agreedPriceColumn, purchasedOnColumn, vehicleColumn } from '../components/purchase-columns';
import { PurchaseStageBadge } from '../components/purchase-stage-badge';

/** /admin/purchases: every vehicle sold, newest first, by stage. */
export default function PurchasesAdminPage() {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('stage') ?? 'all';
  const stage = (PURCHASE_STATES as readonly string[]).includes(raw) ? raw : 'all';
  const purchases = useAdminPurchases(stage);
  return (
    <Page
      title="Purchases"
      description="Every vehicle sold through an accepted offer: move each through its shipping stages and book it on a voyage."
      actions={
        <ExportDownloads
          path={`/admin/purchases/export${stage === 'all' ? '' : `?stage=${stage}`}`}
          name="purchases"
        />
      }
    >
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
      <QueryTable
        query={purchases}
        rows="purchases"
        loadingClassName="h-40 w-full"
        empty={{
          title: 'No purchases here.',
          description: 'An offer accepted in Offers becomes a purchase here.',
        }}
        caption="Purchases, newest first"
        getRowId={(purchase) => String(purchase.id)}
        columns={[
          vehicleColumn('/admin/purchases'),
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
    </Page>
  );
}
