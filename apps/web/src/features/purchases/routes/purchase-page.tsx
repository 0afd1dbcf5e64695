import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { PurchaseDetail } from '@ibc/domain';
import { CardSection } from '@/components/ui/card-section';
import { usePurchase } from '../api/purchases';
import { formatBusinessDate } from '../components/format';
import { PartiesForm } from '../components/parties-form';
import { PurchaseRecord } from '../components/purchase-record';

/**
 * /my-account/purchases/:id: the deal page. The app's route (app/routes/purchase-page.tsx)
 * adds the invoices, payments and documents of other features below the deal through `more`.
 */
export function PurchaseView({ more }: { more?: (purchase: PurchaseDetail) => ReactNode }) {
  const { t } = useLingui();
  const purchase = usePurchase(Number(useParams().id));
  return (
    <PurchaseRecord
      viewer="dealer"
      purchase={purchase}
      notice={(deal) => deal.cancellation && <CancellationNotice cancellation={deal.cancellation} />}
      cards={(deal) => (
        <CardSection id="deal-parties" title={t`Consignee and notify party`}>
          <div className="mt-2">
            <PartiesForm purchase={deal} />
          </div>
        </CardSection>
      )}
      more={more}
    />
  );
}

/** What the dealer's cancelled purchase means for their invoices and what they paid. */
function CancellationNotice({ cancellation }: { cancellation: NonNullable<PurchaseDetail['cancellation']> }) {
  const { i18n } = useLingui();
  const on = formatBusinessDate(i18n, cancellation.on);
  const { reason } = cancellation;
  return (
    <div className="space-y-1 rounded-md border border-red-200 bg-danger-50 px-3 py-2 text-sm break-words text-danger-700">
      <p>
        <Trans>
          Our sales team cancelled this purchase on {on} (Japan time). Its open invoices were voided; any
          payment we confirmed stays as credit on your account, in the currency you paid it in.
        </Trans>
      </p>
      <p>
        <Trans>Reason: {reason}</Trans>
      </p>
    </div>
  );
}
