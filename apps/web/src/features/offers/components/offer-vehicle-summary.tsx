import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import {
  formatConditionGrade,
  formatEngineDisplacement,
  isPricedOnEnquiry,
  showsCustomerTerms,
  type VehicleSearchItem,
} from '@ibc/domain';
import { VehicleImage } from '@/components/ui/vehicle-image';
import { formatMoneyText } from '@/lib/formats';
import { deliveryTypeText, PRICE_ON_ENQUIRY_MESSAGE } from '../utils/offer-labels';

interface Row {
  /** Stable key of the row. */
  key: string;
  label: string;
  value: React.ReactNode;
}

/** §2 Send Offer modal: photo, name and the facts a dealer checks before naming a price. */
export function OfferVehicleSummary({
  vehicle,
  deliveryType,
  companyName,
}: {
  vehicle: VehicleSearchItem;
  /** DDU stock only (§2 "delivery type (DDU only)"). */
  deliveryType?: string | undefined;
  /** DDU stock only: the member's DDU shipping company (§3 dDUShippingFee.companyName). */
  companyName?: string | null | undefined;
}) {
  const { t, i18n } = useLingui();
  // §2 "terms or company name": DDU units are delivered by the member's DDU shipping company, so the
  // company stands where other stock shows its trade terms. §2 tile rule: the customerTerms line is
  // hidden when the terms contain 'CIF'.
  const termsRows: Row[] =
    deliveryType && companyName
      ? [{ key: 'company', label: t`Company`, value: companyName }]
      : [
          { key: 'terms', label: t`Terms`, value: vehicle.terms || '—' },
          ...(vehicle.customerTerms && showsCustomerTerms(vehicle.terms)
            ? [{ key: 'customerTerms', label: t`Customer terms`, value: vehicle.customerTerms }]
            : []),
        ];
  const rows: Row[] = [
    { key: 'transmission', label: t`Transmission`, value: vehicle.transmission },
    {
      key: 'engine',
      label: t`Engine`,
      value: formatEngineDisplacement(vehicle.engineDisplacement) || '—',
    },
    { key: 'fuel', label: t`Fuel`, value: vehicle.fuel },
    {
      key: 'grade',
      label: t({ message: 'Grade', context: 'condition grade' }),
      value: formatConditionGrade(vehicle.conditionGrade),
    },
    {
      key: 'chassis',
      label: t`Chassis`,
      value: (
        <Link
          to={`/checklist?id=${vehicle.id}`}
          className="font-medium text-brand-600 hover:underline"
          target="_blank"
          rel="noopener"
        >
          <bdi>{vehicle.chassis}</bdi>
        </Link>
      ),
    },
    { key: 'location', label: t`Location`, value: vehicle.location },
    ...(deliveryType
      ? [{ key: 'deliveryType', label: t`Delivery type`, value: deliveryTypeText(i18n, deliveryType) }]
      : []),
    ...termsRows,
  ];
  return (
    <div className="space-y-3">
      <VehicleImage
        src={vehicle.frontPhotoMedium}
        alt={vehicle.vehicleFullname}
        className="aspect-[4/3] w-full rounded-md"
      />
      <h3 className="text-base leading-snug font-semibold text-brand-900">{vehicle.vehicleFullname}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.key} className="contents">
            <dt className="text-slate-500">{row.label}</dt>
            <dd className="min-w-0 truncate text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex items-baseline justify-between rounded-md bg-brand-50 px-3 py-2">
        <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          <Trans>Vehicle price</Trans>
        </span>
        <span className="text-base font-bold text-brand-900 tabular-nums">
          {isPricedOnEnquiry(vehicle)
            ? i18n._(PRICE_ON_ENQUIRY_MESSAGE)
            : formatMoneyText(i18n, vehicle.price)}
        </span>
      </div>
    </div>
  );
}
