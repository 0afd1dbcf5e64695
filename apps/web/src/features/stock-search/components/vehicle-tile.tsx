import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Info, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  fobPriceText,
  formatConditionGrade,
  isPricedOnEnquiry,
  formatEngineDisplacement,
  showsCustomerTerms,
  usesGrandEnterpriseLogo,
  type PublicVehicleSearchItem,
  type VehicleSearchItem,
} from '@ibc/domain';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { formatMoney, formatMoneyText } from '@/lib/formats';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { checklistHref, emailChecklistHref, formatKms } from '../utils/vehicle-links';
import { showNoCarImage } from '@/components/ui/no-car-image';

// Members only: visitors' tiles never show price details, so the money formatting (decimal.js)
// stays out of the public search's first download. Brought with the member search (preloadMemberSearch)
// and drawn without a Suspense boundary: a boundary the server drew is hydrated after the
// page, and a change of the search made meanwhile waited for all sixteen.
const PriceDetailsList = lazyWithPreload(() => import('./price-details').then((m) => m.PriceDetailsList));

/** Brings the tiles' price details (a member's page is drawn, or hydrated, with them). */
export function preloadPriceDetails(): Promise<unknown> {
  return PriceDetailsList.preload();
}

export const DEALER_DIRECT_LINES: readonly MessageDescriptor[] = [
  msg`This is a Dealer Direct Unit. This is on a No Claim Policy.`,
  msg`For more information on this new feature, please contact your Account Manager.`,
];

export interface VehicleTileProps {
  /** A member item (with price) or a public item (no price fields at all). */
  vehicle: VehicleSearchItem | PublicVehicleSearchItem;
  /** The search tab the tile is shown on (links carry the DDU delivery type). */
  tab: number;
  deliveryType?: number | undefined;
  /** Members: opens the offer dialog (Offer and Negotiate buttons). */
  onOffer?: ((vehicle: VehicleSearchItem) => void) | undefined;
  /** The compare toggle ('Compare <vehicle name>'), supplied by the page. */
  compareSlot?: ReactNode;
  /** The member's watchlist heart. */
  watchSlot?: ReactNode;
  /** The port the member's C&F or landed price is to, named beside it. */
  destinationPort?: string | undefined;
  /** Extra actions rendered at the end of the action row. */
  actions?: ReactNode;
  /** The first row of tiles loads its photo eagerly (largest contentful paint). */
  eager?: boolean;
  /** The first tile's photo is the page's largest paint: fetched before the other images. */
  priority?: boolean;
  /**
   * A signed-in member whose company the sales team has not approved yet sees public tiles: they say
   * so instead of asking to log in.
   */
  underReview?: boolean;
}

export function isMemberItem(
  vehicle: VehicleSearchItem | PublicVehicleSearchItem,
): vehicle is VehicleSearchItem {
  return 'price' in vehicle && typeof vehicle.price === 'string';
}

/** §2 Vehicle tile. */
export function VehicleTile({
  vehicle,
  tab,
  deliveryType,
  onOffer,
  compareSlot,
  watchSlot,
  destinationPort,
  actions,
  eager,
  priority = false,
  underReview = false,
}: VehicleTileProps) {
  const { t, i18n } = useLingui();
  const member = isMemberItem(vehicle) ? vehicle : null;
  // KAP stock has no price ('NZD 0' is the enquiry marker): the tile asks for one.
  const onEnquiry = member !== null && isPricedOnEnquiry(member);
  const fobPrice =
    member && !onEnquiry
      ? fobPriceText(member.priceDetails, (code, whole) => formatMoney(i18n, code, whole, 0))
      : null;
  const priceDetailsReady = PriceDetailsList.useReady(member !== null && !onEnquiry);
  const href = checklistHref(vehicle, tab, deliveryType);
  const isDealerDirect = vehicle.stockType === 'dealer-direct';
  const dealer = vehicle.dealer || '—';
  const dealerDirectLines = DEALER_DIRECT_LINES.map((line) => i18n._(line));
  // [stable key, label, value]
  const specs: [string, string, ReactNode][] = [
    [
      'grade',
      t({ message: 'Grade', context: 'condition grade' }),
      formatConditionGrade(vehicle.conditionGrade),
    ],
    ['kms', t`Kms`, <bdi>{formatKms(i18n, vehicle.kms)}</bdi>],
    ['engine', t`Engine`, formatEngineDisplacement(vehicle.engineDisplacement)],
    [
      'transmission',
      t({ message: 'Trans.', comment: 'Short for transmission, in a narrow vehicle tile' }),
      vehicle.transmission,
    ],
    ['fuel', t`Fuel`, vehicle.fuel],
    ['colour', t`Colour`, vehicle.color],
  ];

  return (
    <article
      aria-label={vehicle.vehicleFullname}
      className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs transition-shadow hover:shadow-md"
    >
      <Link to={href} className="relative block aspect-[4/3] bg-slate-100" tabIndex={-1} aria-hidden>
        <img
          src={vehicle.frontPhotoMedium}
          alt=""
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          width={320}
          height={240}
          onError={showNoCarImage}
          className="size-full object-cover"
        />
        {vehicle.isMaxcareUnit && (
          <span className="absolute top-2 inset-s-2 rounded bg-brand-900/90 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-white">
            <Trans>MAXCARE UNIT</Trans>
          </span>
        )}
      </Link>
      {/* Reserved stock stays in the searches, marked, and takes no offers; its buyer reads
          'Reserved for you'. */}
      {vehicle.isReserved &&
        (member?.buyer === 'you' ? (
          <p className="bg-green-100 px-3 py-1 text-xs font-bold tracking-wide text-green-900 uppercase">
            <Trans>
              Reserved for you<span className="sr-only">: your purchase holds it</span>
            </Trans>
          </p>
        ) : (
          <p className="bg-amber-100 px-3 py-1 text-xs font-bold tracking-wide text-amber-900 uppercase">
            <Trans>
              Reserved<span className="sr-only"> for another buyer: no offers can be sent</span>
            </Trans>
          </p>
        ))}

      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-sm leading-snug font-semibold text-brand-900">
            <Link to={href} className="hover:underline">
              {/* Names and figures read left to right in a right-to-left page too. */}
              <bdi>{vehicle.vehicleFullname}</bdi>
            </Link>
          </h3>
          {isDealerDirect && (
            <Tooltip
              content={
                <>
                  {dealerDirectLines.map((line) => (
                    <p key={line}>{line}</p>
                  ))}
                </>
              }
            >
              <button
                type="button"
                className="shrink-0 rounded-full p-0.5 text-brand-600 hover:bg-brand-50"
                aria-label={t`Dealer Direct unit`}
              >
                <Info aria-hidden className="size-4" />
                <span className="sr-only">{dealerDirectLines.join(' ')}</span>
              </button>
            </Tooltip>
          )}
        </div>

        <p className="-mt-1 flex flex-wrap items-center justify-between gap-x-2 text-[11px] text-slate-500">
          <span className="min-w-0 font-mono wrap-anywhere" title={t`Chassis number`}>
            <span className="sr-only">
              <Trans>Chassis</Trans>{' '}
            </span>
            <bdi>{vehicle.chassis}</bdi>
          </span>
          <span className="ms-auto min-w-0 text-end wrap-anywhere">{vehicle.location}</span>
        </p>

        <div className="min-h-6">
          {member ? (
            <>
              {!onEnquiry && member.priceDetails.landedPriceLabel && (
                <p
                  className="text-[11px] leading-tight wrap-anywhere text-slate-500"
                  data-testid="price-label"
                >
                  {member.priceDetails.landedPriceLabel}
                  {destinationPort ? ` · ${destinationPort}` : ''}
                </p>
              )}
              <p
                className="text-lg font-bold wrap-anywhere text-slate-900 tabular-nums"
                data-testid="vehicle-price"
              >
                {onEnquiry ? t`Price on enquiry` : formatMoneyText(i18n, member.price)}
              </p>
              {fobPrice && (
                <p className="text-xs wrap-anywhere text-slate-600 tabular-nums" data-testid="fob-price">
                  {fobPrice}
                </p>
              )}
            </>
          ) : underReview ? (
            <p className="text-xs font-bold tracking-wide text-slate-600">
              <Trans>PRICE SHOWN AFTER APPROVAL</Trans>
            </p>
          ) : (
            <Link
              to="/account/login"
              className="text-xs font-bold tracking-wide text-accent-700 hover:underline"
            >
              <Trans>LOGIN TO VIEW FULL PRICE</Trans>
            </Link>
          )}
        </div>

        {/* A figure is never cut short: a value too long to sit beside its label moves under it, and
            a single word too long for the tile breaks (a narrow four-column tile: '13,464 km', a long colour). */}
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
          {specs.map(([key, label, value]) => (
            <div key={key} className="flex min-w-0 flex-wrap justify-between gap-x-2">
              <dt className="text-slate-500">{label}</dt>
              <dd className="ms-auto min-w-0 text-end font-medium wrap-anywhere text-slate-800 tabular-nums">
                <bdi>{value || '—'}</bdi>
              </dd>
            </div>
          ))}
        </dl>

        <p className="flex items-center gap-1.5 text-xs text-slate-600">
          {usesGrandEnterpriseLogo(vehicle.dealer) ? (
            <span
              role="img"
              aria-label={t`Grand Enterprise logo`}
              data-logo="grand-enterprise"
              className="rounded-sm bg-brand-900 px-1 text-[9px] font-black tracking-wider text-accent-300"
            >
              GE
            </span>
          ) : null}
          <span>
            <Trans>
              Dealer: <span className="font-medium text-slate-800">{dealer}</span>
            </Trans>
          </span>
        </p>

        {vehicle.customerTerms && showsCustomerTerms(vehicle.terms) && (
          <p className="text-xs text-slate-600" data-testid="customer-terms">
            {vehicle.customerTerms}
          </p>
        )}

        {member && !onEnquiry && (
          <details className="rounded-md bg-slate-50 px-2 py-1">
            <summary className="cursor-pointer text-xs font-semibold text-brand-700">
              <Trans>Price details</Trans>
            </summary>
            {priceDetailsReady && (
              <PriceDetailsList
                vehicle={member}
                className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 text-xs"
              />
            )}
          </details>
        )}

        <div className={cn('mt-auto flex flex-wrap items-center gap-2 border-t border-slate-100 pt-2')}>
          {member && onOffer && !vehicle.isReserved && onEnquiry && (
            <button
              type="button"
              onClick={() => onOffer(member)}
              className="rounded-md bg-accent-700 px-2.5 py-1 text-xs font-semibold text-white uppercase hover:bg-accent-800"
            >
              <Trans>Ask for price</Trans>
            </button>
          )}
          {member && onOffer && !vehicle.isReserved && !onEnquiry && (
            <>
              <button
                type="button"
                onClick={() => onOffer(member)}
                className="rounded-md bg-accent-700 px-2.5 py-1 text-xs font-semibold text-white uppercase hover:bg-accent-800"
              >
                <Trans>Offer</Trans>
              </button>
              <button
                type="button"
                onClick={() => onOffer(member)}
                className="rounded-md border border-slate-300 px-2.5 py-1 text-xs font-semibold text-slate-800 uppercase hover:bg-slate-50"
              >
                <Trans>Negotiate</Trans>
              </button>
            </>
          )}
          {/* §2 "Signed-in tiles offer price, negotiate and email checklist"; §6 no e-mailed checklist for visitors. */}
          {member && (
            <Link
              to={emailChecklistHref(vehicle, tab, deliveryType)}
              className="inline-flex items-center gap-1 text-xs font-semibold text-brand-700 hover:underline"
            >
              <Mail aria-hidden className="size-3.5" />
              <Trans>EMAIL CHECKLIST</Trans>
            </Link>
          )}
          <span className="ms-auto flex items-center gap-2">
            {watchSlot}
            {compareSlot}
            {actions}
          </span>
        </div>
      </div>
    </article>
  );
}
