import {
  COMPARE_INTRO_LINES,
  COMPARISON_ROWS,
  compareTitle,
  formatDimensions,
  formatEngineDisplacement,
  formatMileageKms,
  formatRegistration,
  handednessLabel,
  sunRoofLabel,
  wheelStyleLabel,
} from '@ibc/domain';
import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { CompareVehicle } from '../api/get-compare-vehicles';
import { VehicleImage } from '@/components/ui/vehicle-image';

type ComparisonRow = (typeof COMPARISON_ROWS)[number];

/** §2 Comparison overlay rows, each with its domain formatter. */
const cells: Record<ComparisonRow, (v: CompareVehicle) => ReactNode> = {
  'Year/Mo. Registration': (v) => formatRegistration(v.year, v.month),
  'Chassis No.': (v) => (
    <a
      href={`/checklist?id=${v.id}`}
      target="_blank"
      rel="noopener"
      className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      {v.chassis}
      <span className="sr-only"> (opens the checklist in a new window)</span>
    </a>
  ),
  Make: (v) => v.make,
  Model: (v) => v.model,
  Grade: (v) => v.grade || '-',
  'Vehicle Type': (v) => v.type,
  Mileage: (v) => formatMileageKms(v.kms),
  CC: (v) => formatEngineDisplacement(v.engineDisplacement) || '-',
  Doors: (v) => v.doors,
  Handedness: (v) => handednessLabel(v.isLeftHandDrive),
  Transmission: (v) => v.transmission,
  'Engine Type': (v) => v.fuel,
  'Wheel Type': (v) => wheelStyleLabel(v.wheelStyle),
  'Interior Type': (v) => v.interiorType ?? '-',
  'Interior Color': (v) => v.interiorColor ?? '-',
  'Sun Roof': (v) => sunRoofLabel(v.hasSunRoof),
  'Dimension LxWxH': (v) => formatDimensions(v.length, v.width, v.height),
};

/** A control under a column's photo, filled by the app layer (the watchlist's heart). */
export type RenderVehicleAction = (vehicle: { id: number; name: string }) => ReactNode;

export interface ComparisonOverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  vehicles: readonly CompareVehicle[];
  renderVehicleAction?: RenderVehicleAction;
}

/** §2 Full-screen comparison: intro lines, one column per vehicle, the rows in the spec's order. */
export function ComparisonOverlay({
  open,
  onOpenChange,
  vehicles,
  renderVehicleAction,
}: ComparisonOverlayProps) {
  const showPrice = vehicles.some((v) => v.price != null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Compare Vehicles" size="full">
        <div className="space-y-3">
          <div className="text-sm text-slate-600">
            {COMPARE_INTRO_LINES.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
          <div className="overflow-x-auto rounded-lg border border-slate-200">
            <table className="w-full min-w-max border-collapse text-sm">
              <caption className="sr-only">Vehicle comparison</caption>
              <thead>
                <tr className="align-bottom">
                  <td className="sticky inset-s-0 z-10 w-28 min-w-28 bg-white sm:w-36 sm:min-w-36" />
                  {vehicles.map((v) => {
                    const title = compareTitle(v.year, v.make, v.model);
                    return (
                      <th key={v.id} scope="col" className="w-56 min-w-40 p-3 text-start align-bottom">
                        <span
                          className="block font-semibold text-brand-900"
                          title={`${v.year} ${v.make} ${v.model}`}
                        >
                          {title}
                        </span>
                        <VehicleImage
                          src={v.defaultPhoto}
                          alt={`${v.year} ${v.make} ${v.model}`}
                          className="mt-2 aspect-[4/3] w-full rounded-md"
                        />
                        <span className="mt-2 flex items-center justify-between gap-2">
                          {renderVehicleAction?.({ id: v.id, name: `${v.year} ${v.make} ${v.model}` })}
                          {showPrice && (
                            <span className="ms-auto block text-end font-semibold tabular-nums text-slate-900">
                              {v.price ?? '-'}
                            </span>
                          )}
                        </span>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {COMPARISON_ROWS.map((row) => (
                  <tr key={row} className="border-t border-slate-100 odd:bg-slate-50/60">
                    <th
                      scope="row"
                      className="sticky inset-s-0 z-10 bg-white px-3 py-2 text-start text-xs font-semibold text-slate-600 in-[tr:nth-child(odd)]:bg-slate-50 sm:whitespace-nowrap"
                    >
                      {row}
                    </th>
                    {vehicles.map((v) => (
                      <td key={v.id} className="px-3 py-2 tabular-nums text-slate-800">
                        {cells[row](v)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
