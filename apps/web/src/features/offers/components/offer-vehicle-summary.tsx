import { Link } from 'react-router';
import {
  formatConditionGrade,
  formatEngineDisplacement,
  isPricedOnEnquiry,
  PRICE_ON_ENQUIRY_TEXT,
  showsCustomerTerms,
  type VehicleSearchItem,
} from '@ibc/domain';
import { VehicleImage } from '@/components/ui/vehicle-image';

interface Row {
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
  // §2 "terms or company name": DDU units are delivered by the member's DDU shipping company, so the
  // company stands where other stock shows its trade terms. §2 tile rule: the customerTerms line is
  // hidden when the terms contain 'CIF'.
  const termsRows: Row[] =
    deliveryType && companyName
      ? [{ label: 'Company', value: companyName }]
      : [
          { label: 'Terms', value: vehicle.terms || '—' },
          ...(vehicle.customerTerms && showsCustomerTerms(vehicle.terms)
            ? [{ label: 'Customer terms', value: vehicle.customerTerms }]
            : []),
        ];
  const rows: Row[] = [
    { label: 'Transmission', value: vehicle.transmission },
    { label: 'Engine', value: formatEngineDisplacement(vehicle.engineDisplacement) || '—' },
    { label: 'Fuel', value: vehicle.fuel },
    { label: 'Grade', value: formatConditionGrade(vehicle.conditionGrade) },
    {
      label: 'Chassis',
      value: (
        <Link
          to={`/checklist?id=${vehicle.id}`}
          className="font-medium text-brand-600 hover:underline"
          target="_blank"
          rel="noopener"
        >
          {vehicle.chassis}
        </Link>
      ),
    },
    { label: 'Location', value: vehicle.location },
    ...(deliveryType ? [{ label: 'Delivery type', value: deliveryType }] : []),
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
          <div key={row.label} className="contents">
            <dt className="text-slate-500">{row.label}</dt>
            <dd className="min-w-0 truncate text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex items-baseline justify-between rounded-md bg-brand-50 px-3 py-2">
        <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase">Vehicle price</span>
        <span className="text-base font-bold text-brand-900 tabular-nums">
          {isPricedOnEnquiry(vehicle) ? PRICE_ON_ENQUIRY_TEXT : vehicle.price}
        </span>
      </div>
    </div>
  );
}
