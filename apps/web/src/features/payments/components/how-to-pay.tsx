import { Fragment } from 'react';
import { BANK_DETAILS } from '@ibc/domain';

/** Where and how to pay a T/T: the bank account printed on every invoice PDF. */
export function HowToPay() {
  const rows: [string, string][] = [
    ['Beneficiary', BANK_DETAILS.beneficiary],
    ['Bank', BANK_DETAILS.bank],
    ['Bank address', BANK_DETAILS.bankAddress],
    ['SWIFT', BANK_DETAILS.swift],
    ['Account', BANK_DETAILS.account],
  ];
  return (
    <div className="space-y-3 text-sm text-slate-700">
      <p>
        Pay by telegraphic transfer (T/T) to the account below, the one printed on every invoice, and quote
        the invoice number as the payment reference. Then use <strong>Record payment</strong> with the
        bank&apos;s proof, so the sales team can confirm it.
      </p>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt className="font-semibold text-slate-900">{label}</dt>
            <dd className="mb-1 break-words sm:mb-0">{value}</dd>
          </Fragment>
        ))}
      </dl>
    </div>
  );
}
