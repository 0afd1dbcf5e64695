import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { isLivePurchase } from '@ibc/domain';
import { buttonClasses } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card-section';
import { Page } from '@/components/ui/page-header';
import { QueryTable } from '@/components/ui/query-table';
import { usePurchases } from '../api/purchases';
import { formatBusinessDate } from '../components/format';
import { agreedPriceColumn, purchasedOnColumn, vehicleColumn } from '../components/purchase-columns';
import { PurchaseStageBadge } from '../components/purchase-stage-badge';

/** /my-account/purchases: the vehicles the member's company bought, newest first. */
export default function PurchasesPage() {
  const { t, i18n } = useLingui();
  const purchases = usePurchases();
  return (
    <Page
      title={t`Purchases`}
      description={t`Every vehicle you bought from us, with its agreed price and where it is on its way to you.`}
    >
      <QueryTable
        query={purchases}
        rows="purchases"
        loadingClassName="h-40 w-full"
        empty={{
          title: t`No purchases yet.`,
          description: t`When our sales team accepts your offer, or you accept their counter offer, the vehicle is reserved for you and appears here.`,
          action: (
            <Link to="/my-account/my-offer-history" className={buttonClasses('primary')}>
              <Trans>My offer history</Trans>
            </Link>
          ),
        }}
        caption={t`Your purchases, newest first`}
        getRowId={(purchase) => String(purchase.id)}
        columns={[
          vehicleColumn('/my-account/purchases', { photo: true, header: t`Vehicle` }),
          agreedPriceColumn(i18n, t`Agreed price`),
          {
            id: 'stage',
            header: t`Stage`,
            cell: (purchase) => (
              <>
                <PurchaseStageBadge stage={purchase.stage} />
                {purchase.cancellation && (
                  <p className="mt-1 max-w-64 text-xs break-words text-slate-600">
                    <CancellationLine cancellation={purchase.cancellation} />
                  </p>
                )}
              </>
            ),
          },
          purchasedOnColumn(i18n, t`Bought`),
          {
            id: 'eta',
            header: t`ETA`,
            className: 'whitespace-nowrap',
            cell: (purchase) =>
              !isLivePurchase(purchase.stage)
                ? '—'
                : purchase.eta
                  ? formatBusinessDate(i18n, purchase.eta)
                  : t`Not booked yet`,
          },
        ]}
      />
      {purchases.data && purchases.data.purchases.length > 0 && (
        <p className="text-xs text-slate-500">
          <Trans>Dates are Japan time.</Trans>
        </p>
      )}
      <PurchasesGuide />
    </Page>
  );
}

/** A cancelled purchase's date and reason, under its stage. */
function CancellationLine({ cancellation }: { cancellation: { on: string; reason: string } }) {
  const { i18n } = useLingui();
  const on = formatBusinessDate(i18n, cancellation.on);
  const { reason } = cancellation;
  return (
    <Trans>
      On {on}: {reason}
    </Trans>
  );
}

const steps = [
  msg`When our sales team accepts your offer, or you accept their counter offer, the vehicle is reserved for you and the purchase appears here.`,
  msg`Open a purchase to see the agreed price and terms, and to name the consignee and notify party for the bill of lading. You can change them until the vehicle is booked on a voyage.`,
  msg`The proforma invoice for the deposit is issued with the purchase; the final invoice follows (for New Zealand, once the vessel has left Japan). Each invoice, its PDF and its due date are on the purchase and on Payment collections, where you record your T/T payments with the bank's proof.`,
  msg`Our team moves each vehicle through its stages: in yard, export certificate, inspection, booked on a voyage, departed, arrived and released. The timeline on the purchase shows the date of each, and the bill of lading and certificates are there to download once uploaded.`,
  msg`Every step also appears on the bell at the top of the page, and by e-mail unless you turn it off in My Profile, so you never have to ask where a car is.`,
  msg`Should our team have to cancel a purchase before the vehicle leaves Japan, it shows here as Cancelled with the reason; its open invoices are voided and any payment we confirmed stays as credit on your account.`,
];

function PurchasesGuide() {
  const { t, i18n } = useLingui();
  return (
    <CardSection id="purchases-how" title={t`From offer to your port`}>
      <ol className="mt-2 list-decimal space-y-1.5 ps-5 text-sm text-slate-600 marker:text-slate-400">
        {steps.map((step) => (
          <li key={step.id}>{i18n._(step)}</li>
        ))}
      </ol>
    </CardSection>
  );
}
