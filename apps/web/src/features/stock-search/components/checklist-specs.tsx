import {
  formatConditionGrade,
  formatDimensions,
  formatEngineDisplacement,
  handednessLabel,
  sunRoofLabel,
  wheelStyleLabel,
} from '@ibc/domain';
import type { AnyChecklistVehicle } from '../api/get-checklist';
import { formatKms } from '../utils/vehicle-links';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

type Row = [label: string, value: string];

function Section({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <section aria-labelledby={`spec-${title}`} className="break-inside-avoid">
      <h2 id={`spec-${title}`} className="mb-2 text-sm font-semibold tracking-wide text-brand-900 uppercase">
        {title}
      </h2>
      <dl className="divide-y divide-slate-100 rounded-md border border-slate-200 bg-white text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[10rem_1fr] gap-3 px-3 py-1.5">
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
  const registration = vehicle.month
    ? `${vehicle.year} (${MONTHS[vehicle.month - 1] ?? vehicle.month})`
    : String(vehicle.year);
  const specs: Row[] = [
    ['Year / Month', registration],
    ['Make', vehicle.make],
    ['Model', vehicle.model],
    ['Grade', vehicle.grade],
    ['Chassis No.', vehicle.chassis],
    ['Vehicle Type', vehicle.bodyType],
    ['Category', vehicle.categoryName ?? ''],
    ['Engine', formatEngineDisplacement(vehicle.engineDisplacement)],
    ['Fuel', vehicle.fuel],
    ['Transmission', vehicle.transmission],
    ['Drive', vehicle.driveType],
    ['Doors', String(vehicle.doors)],
    ['Seats', vehicle.seats ? String(vehicle.seats) : ''],
    ['Handedness', handednessLabel(vehicle.isLeftHandDrive)],
    ['Colour', vehicle.color],
    ['Mileage', formatKms(vehicle.kms)],
    ['Dimension LxWxH', formatDimensions(vehicle.lengthMm, vehicle.widthMm, vehicle.heightMm)],
    ['Wheel Type', wheelStyleLabel(vehicle.wheelStyle)],
    ['Interior Type', vehicle.interiorType ?? ''],
    ['Interior Color', vehicle.interiorColor ?? ''],
    ['Sun Roof', sunRoofLabel(vehicle.hasSunRoof)],
    ['Features', vehicle.features.join(', ')],
  ];
  const condition: Row[] = [
    ['Condition Grade', formatConditionGrade(vehicle.conditionGrade)],
    ['Interior Grade', vehicle.interiorGrade ?? ''],
    ['Condition', vehicle.condition],
    ['Status', vehicle.status],
  ];
  const location: Row[] = [
    ['Location', vehicle.location],
    ['Dealer', vehicle.dealer],
    ['Prefecture', vehicle.dealerPrefecture ?? ''],
    ['Terms', vehicle.terms],
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section title="Specifications" rows={specs} />
      <div className="grid content-start gap-6">
        <Section title="Condition" rows={condition} />
        <Section title="Location" rows={location} />
      </div>
    </div>
  );
}
