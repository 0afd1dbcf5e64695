import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { BANK_DETAILS } from '@ibc/domain';

/** Where and how to pay a T/T: the bank account printed on every invoice PDF. */
export function HowToPay() {
  const { t } = useLingui();
  // [key, label, value]: the bank's details themselves stay as printed on the invoice.
  const rows: [string, string, string][] = [
    ['beneficiary', t`Beneficiary`, BANK_DETAILS.beneficiary],
    ['bank', t`Bank`, BANK_DETAILS.bank],
    ['bankAddress', t`Bank address`, BANK_DETAILS.bankAddress],
    ['swift', 'SWIFT', BANK_DETAILS.swift],
    ['account', t`Account`, BANK_DETAILS.account],
  ];
  return (
    <div className="space-y-3 text-sm text-slate-700">
      <p>
        <Trans>
          Pay by telegraphic transfer (T/T) to the account below, the one printed on every invoice, and quote
          the invoice number as the payment reference. Then use <strong>Record payment</strong> with the
          bank&apos;s proof, so the sales team can confirm it.
        </Trans>
      </p>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {rows.map(([key, label, value]) => (
          <Fragment key={key}>
            <dt className="font-semibold text-slate-900">{label}</dt>
            {/* Written in Latin letters and figures: kept left to right inside a right-to-left page. */}
            <dd className="mb-1 break-words sm:mb-0">
              <bdi>{value}</bdi>
            </dd>
          </Fragment>
        ))}
      </dl>
    </div>
  );
}
