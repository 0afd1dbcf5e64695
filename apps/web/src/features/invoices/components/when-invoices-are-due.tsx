import { Trans } from '@lingui/react/macro';
import { DEFAULT_DEPOSIT_DAYS, DEFAULT_DEPOSIT_PERCENT, DEFAULT_PAYMENT_TERMS_DAYS } from '@ibc/domain';

/**
 * How the portal dates a deal's invoices (spec §1 for New Zealand), from the same constants
 * the server issues them with, so the page says what the invoices will do.
 */
export function WhenInvoicesAreDue() {
  const depositPercent = DEFAULT_DEPOSIT_PERCENT;
  const depositDays = DEFAULT_DEPOSIT_DAYS;
  const paymentTermsDays = DEFAULT_PAYMENT_TERMS_DAYS;
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <p>
        <Trans>
          <span className="font-semibold text-slate-900">Proforma invoice:</span> issued when your offer is
          accepted, for a {depositPercent}% deposit of the deal, due within {depositDays} days.
        </Trans>
      </p>
      <p>
        <Trans>
          <span className="font-semibold text-slate-900">Final invoice, New Zealand:</span> issued after the
          vessel departs Japan, for the rest. Its collection dates come from the carrier&apos;s ETA: the safe
          ETA is 48 hours before it, and the earliest, medium and latest collection dates are 6, 5 and 4
          working days after the safe ETA, skipping weekends and public holidays in New Zealand, Japan, the
          Philippines and the USA. The invoice is due on the latest date; if the vessel&apos;s ETA moves, the
          dates move with it and we tell you.
        </Trans>
      </p>
      <p>
        <Trans>
          <span className="font-semibold text-slate-900">Final invoice, other markets:</span> due{' '}
          {paymentTermsDays} days after your offer was accepted.
        </Trans>
      </p>
      <p>
        <Trans>
          We remind you by notification and e-mail two working days before an invoice is due and on the day
          itself. Only payments the sales team has confirmed reduce what you owe; paying more than you owe
          leaves a credit on that currency account.
        </Trans>
      </p>
    </div>
  );
}
