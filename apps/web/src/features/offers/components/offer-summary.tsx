import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import {
  currencyPlaces,
  hasAmountToAccept,
  KAP_ENQUIRY_KIND,
  SOLD_TO_ANOTHER_CUSTOMER,
  type OfferThread,
} from '@ibc/domain';
import { VehicleImage } from '@/components/ui/vehicle-image';
import { OfferStatusBadge } from './offer-status-badge';
import { formatMoney, formatMoneyText } from '@/lib/formats';
import { formatOfferTime, landedText } from '../utils/offer-format';
import { PRICE_ON_ENQUIRY_MESSAGE } from '../utils/offer-labels';

/** The vehicle, the amount on the table, the status and the deadline of one offer. */
export function OfferSummary({ offer, viewer }: { offer: OfferThread['offer']; viewer: 'dealer' | 'staff' }) {
  const { t, i18n } = useLingui();
  const enquiry = offer.kind === KAP_ENQUIRY_KIND;
  const waiting =
    offer.awaiting === null
      ? null
      : offer.awaiting === (viewer === 'dealer' ? 'dealer' : 'staff')
        ? t`Waiting for your answer`
        : viewer === 'dealer'
          ? t`Waiting for our sales team`
          : t`Waiting for the dealer`;
  return (
    <section
      aria-label={t({ message: 'Offer', context: 'noun' })}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row"
    >
      <VehicleImage
        src={offer.photoUrl}
        className="h-32 w-full rounded bg-slate-100 object-cover sm:h-24 sm:w-36"
      />
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-semibold text-brand-900">{offer.vehicleName}</h2>
          <OfferStatusBadge status={offer.status} kind={offer.kind} />
          {enquiry && (
            <span className="text-xs text-slate-500">
              <Trans>Price enquiry</Trans>
            </span>
          )}
        </div>
        <p>
          <Link to={offer.checklistLink} className="text-brand-600 underline underline-offset-2">
            <bdi>{offer.chassis}</bdi>
          </Link>
          {viewer === 'staff' && (
            <span className="text-slate-600">
              {' '}
              · {offer.companyName} ({offer.contactName}
              {offer.countryName ? `, ${offer.countryName}` : ''})
            </span>
          )}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          <dt className="text-slate-500">
            <Trans>On the table</Trans>
          </dt>
          <dd className="font-semibold tabular-nums">
            {hasAmountToAccept(offer.currentAmount)
              ? formatMoney(i18n, offer.currency, offer.currentAmount)
              : t`Nothing yet: a price enquiry`}
          </dd>
          {offer.currentLandedPrice && (
            <>
              <dt className="text-slate-500">
                {viewer === 'dealer' ? t`Landed price of this amount` : t`Landed for the dealer`}
              </dt>
              <dd className="font-semibold tabular-nums" data-testid="current-landed-price">
                {formatMoneyText(i18n, offer.currentLandedPrice)}
              </dd>
            </>
          )}
          <dt className="text-slate-500">
            <Trans>Delivery term</Trans>
          </dt>
          <dd data-testid="offer-terms">{offer.terms}</dd>
          <dt className="text-slate-500">
            <Trans>Vehicle price</Trans>
          </dt>
          <dd className="tabular-nums">
            {enquiry ? i18n._(PRICE_ON_ENQUIRY_MESSAGE) : formatMoneyText(i18n, offer.vehiclePrice) || '—'}
          </dd>
          {offer.listPrice && (
            <>
              <dt className="text-slate-500">
                <Trans>List price</Trans>
              </dt>
              <dd className="tabular-nums">
                {formatMoney(i18n, offer.currency, offer.listPrice, currencyPlaces(offer.currency))}
              </dd>
            </>
          )}
          {!enquiry && (
            <>
              <dt className="text-slate-500">
                <Trans>Landed price at the first offer</Trans>
              </dt>
              <dd className="tabular-nums">{landedText(i18n, offer)}</dd>
            </>
          )}
          {offer.expiresAt && (
            <>
              <dt className="text-slate-500">
                <Trans>Expires</Trans>
              </dt>
              <dd>
                <time dateTime={offer.expiresAt}>{formatOfferTime(i18n, offer.expiresAt)}</time>
              </dd>
            </>
          )}
          {offer.closedReason && (
            <>
              <dt className="text-slate-500">
                <Trans>Reason</Trans>
              </dt>
              <dd>
                {offer.closedReason === SOLD_TO_ANOTHER_CUSTOMER
                  ? t`Sold to another customer`
                  : offer.closedReason}
              </dd>
            </>
          )}
        </dl>
        {waiting && <p className="font-medium text-accent-700">{waiting}</p>}
      </div>
    </section>
  );
}
