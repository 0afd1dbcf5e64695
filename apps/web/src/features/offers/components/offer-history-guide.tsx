import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { KAP_ENQUIRY_KIND, type OfferState } from '@ibc/domain';
import { Link } from 'react-router';
import { OfferStatusBadge } from './offer-status-badge';
import { CardSection } from '@/components/ui/card-section';

const steps: readonly (readonly [key: string, text: MessageDescriptor])[] = [
  ['find', msg`Find a vehicle in the stock search and choose Offer or Negotiate on its tile.`],
  [
    'price',
    msg`Enter your price in the currency the form shows: yen offers are in thousands, so 650 means JPY 650,000. The breakdown shows what it comes to at your port before you send it.`,
  ],
  [
    'send',
    msg`Your offer goes to our sales team, and a confirmation goes to the e-mail addresses in your profile.`,
  ],
  [
    'answer',
    msg`Sales accept, counter or decline it, usually within one business day (Monday to Friday, Japan time). Open an offer to see every answer and reply to a counter offer.`,
  ],
  [
    'close',
    msg`An offer nobody has answered expires after a few days. Once accepted, the vehicle is reserved for you and the purchase appears under Purchases.`,
  ],
  [
    'enquiry',
    msg`A vehicle priced on enquiry has Ask for price on its tile instead. Your price enquiry is listed here until our sales team names a price; you can then accept it, send your own amount or withdraw.`,
  ],
];

const statuses: readonly (readonly [status: OfferState, text: MessageDescriptor, kind?: string])[] = [
  ['submitted', msg`Waiting for an answer from our sales team. There is nothing more you need to do.`],
  [
    'countered',
    msg`Sales answered with another price. Open the offer to accept it, send a new amount or withdraw.`,
  ],
  [
    'accepted',
    msg`The deal is agreed: the vehicle is reserved for you and the purchase is under Purchases, with its invoice and shipping.`,
  ],
  [
    'declined',
    msg`Sales could not accept this price, or the vehicle was sold to another customer. The reason is shown on the offer.`,
  ],
  ['withdrawn', msg`You withdrew the offer.`],
  ['expired', msg`Nobody answered in time, so the offer closed. You are welcome to send a new one.`],
  ['submitted', msg`A price enquiry waiting for our sales team to name a price.`, KAP_ENQUIRY_KIND],
  [
    'countered',
    msg`Sales named a price for your enquiry. Open it to accept the price, send your own amount or withdraw.`,
    KAP_ENQUIRY_KIND,
  ],
];

/** How offers work and what each status means (§2 Send Offer modal, §4 offer states). */
export function OfferHistoryGuide() {
  const { t, i18n } = useLingui();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <CardSection id="offers-how" title={t`How offers work`}>
        <ol className="mt-2 list-decimal space-y-1.5 ps-5 text-sm text-slate-600 marker:text-slate-400">
          {steps.map(([key, step]) => (
            <li key={key}>{i18n._(step)}</li>
          ))}
        </ol>
        <p className="mt-3 text-sm">
          <Link
            to="/search"
            className="inline-flex items-center gap-1 font-medium text-brand-600 underline-offset-2 hover:underline"
          >
            <Trans>Search stock to make an offer</Trans>
            <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
          </Link>
        </p>
      </CardSection>
      <CardSection id="offers-statuses" title={t`What the statuses mean`}>
        <dl className="mt-2 space-y-2.5 text-sm">
          {statuses.map(([status, text, kind]) => (
            <div
              key={`${kind ?? 'offer'}-${status}`}
              className="grid gap-1 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-3"
            >
              <dt>
                <OfferStatusBadge status={status} kind={kind} />
              </dt>
              <dd className="text-slate-600">{i18n._(text)}</dd>
            </div>
          ))}
        </dl>
      </CardSection>
    </div>
  );
}
