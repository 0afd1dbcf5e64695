import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { ADMIN_PURCHASES_PAGE_SIZE, isLivePurchase, PURCHASE_STATES } from '@ibc/domain';
import { ExportDownloads } from '@/components/export-downloads';
import { Field } from '@/components/ui/field';
import { Page } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { QueryTable } from '@/components/ui/query-table';
import { useAdminPurchases } from '../api/admin-purchases';
import { formatBusinessDate } from '../components/format';
import { agreedPriceColumn, purchasedOnColumn, vehicleColumn } from '../components/purchase-columns';
import { PurchaseStageBadge } from '../components/purchase-stage-badge';
import { useAddressPage } from '@/lib/use-address-page';
import { PURCHASE_STAGE_MESSAGES } from '@/lib/state-words';

/** /admin/purchases: every vehicle sold, newest first, by stage. */
export default function PurchasesAdminPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useSearchParams();
  const raw = search.get('stage') ?? 'all';
  const stage = (PURCHASE_STATES as readonly string[]).includes(raw) ? raw : 'all';
  const { page, onPage } = useAddressPage();
  const purchases = useAdminPurchases(stage, page);
  return (
    <Page
      title={t`Purchases`}
      description={t`Every vehicle sold through an accepted offer: move each through its shipping stages and book it on a voyage.`}
      actions={
        <ExportDownloads
          path={`/admin/purchases/export${stage === 'all' ? '' : `?stage=${stage}`}`}
          name="purchases"
        />
      }
    >
      <Field label={t`Stage`} className="max-w-xs">
        <Select
          value={stage}
          onChange={(event) => setSearch(event.target.value === 'all' ? {} : { stage: event.target.value })}
        >
          <option value="all">{t`Every stage`}</option>
          {PURCHASE_STATES.map((value) => (
            <option key={value} value={value}>
              {i18n._(PURCHASE_STAGE_MESSAGES[value])}
            </option>
          ))}
        </Select>
      </Field>
      <QueryTable
        query={purchases}
        rows="items"
        loadingClassName="h-40 w-full"
        empty={{
          title: t`No purchases here.`,
          description: t`An offer accepted in Offers becomes a purchase here.`,
        }}
        caption={t`Purchases, newest first`}
        getRowId={(purchase) => String(purchase.id)}
        paged={{
          onPage,
          pageSize: ADMIN_PURCHASES_PAGE_SIZE,
        }}
        columns={[
          vehicleColumn('/admin/purchases', { header: t`Vehicle` }),
          { id: 'dealer', header: t`Dealer`, cell: (purchase) => purchase.companyName },
          agreedPriceColumn(i18n, t`Agreed price`),
          {
            id: 'stage',
            header: t`Stage`,
            cell: (purchase) => <PurchaseStageBadge stage={purchase.stage} />,
          },
          purchasedOnColumn(i18n, t`Sold`),
          {
            id: 'eta',
            header: t`ETA`,
            className: 'whitespace-nowrap',
            cell: (purchase) =>
              purchase.eta && isLivePurchase(purchase.stage) ? formatBusinessDate(i18n, purchase.eta) : '—',
          },
        ]}
      />
    </Page>
  );
}
