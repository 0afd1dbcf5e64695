import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatConditionGrade, formatDimensions, formatEngineDisplacement } from '@ibc/domain';
import type { AnyChecklistVehicle } from '../api/get-checklist';
import { formatKms } from '../utils/vehicle-links';

const MONTHS: readonly MessageDescriptor[] = [
  msg({ message: 'Jan', comment: 'Short month name' }),
  msg({ message: 'Feb', comment: 'Short month name' }),
  msg({ message: 'Mar', comment: 'Short month name' }),
  msg({ message: 'Apr', comment: 'Short month name' }),
  msg({ message: 'May', comment: 'Short month name' }),
  msg({ message: 'Jun', comment: 'Short month name' }),
  msg({ message: 'Jul', comment: 'Short month name' }),
  msg({ message: 'Aug', comment: 'Short month name' }),
  msg({ message: 'Sep', comment: 'Short month name' }),
  msg({ message: 'Oct', comment: 'Short month name' }),
  msg({ message: 'Nov', comment: 'Short month name' }),
  msg({ message: 'Dec', comment: 'Short month name' }),
];

/** [stable key, label, value] */
type Row = [key: string, label: string, value: string];

function Section({ id, title, rows }: { id: string; title: string; rows: Row[] }) {
  return (
    <section aria-labelledby={`spec-${id}`} className="break-inside-avoid">
      <h2 id={`spec-${id}`} className="mb-2 text-sm font-semibold tracking-wide text-brand-900 uppercase">
        {title}
      </h2>
      <dl className="divide-y divide-slate-100 rounded-md border border-slate-200 bg-white text-sm">
        {rows.map(([key, label, value]) => (
          <div key={key} className="grid grid-cols-[10rem_1fr] gap-3 px-3 py-1.5">
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Every specification, the condition and the location of one vehicle (checklist and printable sheet). */
export function ChecklistSpecs({ vehicle }: { vehicle: AnyChecklistVehicle }) {
  const { t, i18n } = useLingui();
  const monthName = vehicle.month ? MONTHS[vehicle.month - 1] : undefined;
  const registration = vehicle.month
    ? `${vehicle.year} (${monthName ? i18n._(monthName) : vehicle.month})`
    : String(vehicle.year);
  const wheelType =
    vehicle.wheelStyle === 1
      ? t({ message: 'Normal', comment: 'Wheel type' })
      : vehicle.wheelStyle === 2
        ? t({ message: 'Aluminum', comment: 'Wheel type' })
        : t`Wheel Covers`;
  const specs: Row[] = [
    ['yearMonth', t`Year / Month`, registration],
    ['make', t`Make`, vehicle.make],
    ['model', t`Model`, vehicle.model],
    ['grade', t`Grade`, vehicle.grade],
    ['chassis', t`Chassis No.`, vehicle.chassis],
    ['bodyType', t`Vehicle Type`, vehicle.bodyType],
    ['category', t`Category`, vehicle.categoryName ?? ''],
    ['engine', t`Engine`, formatEngineDisplacement(vehicle.engineDisplacement)],
    ['fuel', t`Fuel`, vehicle.fuel],
    ['transmission', t`Transmission`, vehicle.transmission],
    ['drive', t`Drive`, vehicle.driveType],
    ['doors', t`Doors`, String(vehicle.doors)],
    ['seats', t`Seats`, vehicle.seats ? String(vehicle.seats) : ''],
    ['handedness', t`Handedness`, vehicle.isLeftHandDrive ? t`Left Hand Drive` : t`Right Hand Drive`],
    ['colour', t`Colour`, vehicle.color],
    ['mileage', t`Mileage`, formatKms(i18n, vehicle.kms)],
    ['dimensions', t`Dimension LxWxH`, formatDimensions(vehicle.lengthMm, vehicle.widthMm, vehicle.heightMm)],
    ['wheelType', t`Wheel Type`, wheelType],
    ['interiorType', t`Interior Type`, vehicle.interiorType ?? ''],
    ['interiorColor', t`Interior Color`, vehicle.interiorColor ?? ''],
    ['sunRoof', t`Sun Roof`, vehicle.hasSunRoof ? t`Yes` : t`No`],
    ['features', t`Features`, vehicle.features.join(', ')],
  ];
  const condition: Row[] = [
    ['conditionGrade', t`Condition Grade`, formatConditionGrade(vehicle.conditionGrade)],
    ['interiorGrade', t`Interior Grade`, vehicle.interiorGrade ?? ''],
    ['condition', t`Condition`, vehicle.condition],
    ['status', t`Status`, vehicle.status],
  ];
  const location: Row[] = [
    ['location', t`Location`, vehicle.location],
    ['dealer', t`Dealer`, vehicle.dealer],
    ['prefecture', t`Prefecture`, vehicle.dealerPrefecture ?? ''],
    ['terms', t`Terms`, vehicle.terms],
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section id="specifications" title={t`Specifications`} rows={specs} />
      <div className="grid content-start gap-6">
        <Section id="condition" title={t`Condition`} rows={condition} />
        <Section id="location" title={t`Location`} rows={location} />
      </div>
    </div>
  );
}
