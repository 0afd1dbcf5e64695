import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { COMPARISON_ROWS, compareTitle, formatDimensions, formatEngineDisplacement } from '@ibc/domain';
import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { formatMoneyText, formatWhole } from '@/lib/formats';
import type { CompareVehicle } from '../api/get-compare-vehicles';
import { VehicleImage } from '@/components/ui/vehicle-image';

type ComparisonRow = (typeof COMPARISON_ROWS)[number];

/** §2 The overlay's intro (packages/domain COMPARE_INTRO_LINES), to translate. */
const INTRO_LINES: readonly MessageDescriptor[] = [
  msg`You may compare up to four vehicles at a time.`,
  msg`Click on Chassis Number to view Checklist.`,
];

/** The rows' names (packages/domain COMPARISON_ROWS), to translate. */
const ROW_LABELS: Readonly<Record<ComparisonRow, MessageDescriptor>> = {
  'Year/Mo. Registration': msg`Year/Mo. Registration`,
  'Chassis No.': msg`Chassis No.`,
  Make: msg`Make`,
  Model: msg`Model`,
  Grade: msg`Grade`,
  'Vehicle Type': msg`Vehicle Type`,
  Mileage: msg`Mileage`,
  CC: msg({ message: 'CC', comment: 'Engine displacement (cubic centimetres)' }),
  Doors: msg`Doors`,
  Handedness: msg`Handedness`,
  Transmission: msg`Transmission`,
  'Engine Type': msg`Engine Type`,
  'Wheel Type': msg`Wheel Type`,
  'Interior Type': msg`Interior Type`,
  'Interior Color': msg`Interior Color`,
  'Sun Roof': msg`Sun Roof`,
  'Dimension LxWxH': msg`Dimension LxWxH`,
};

const MONTHS: readonly MessageDescriptor[] = [
  msg`January`,
  msg`February`,
  msg`March`,
  msg`April`,
  msg`May`,
  msg`June`,
  msg`July`,
  msg`August`,
  msg`September`,
  msg`October`,
  msg`November`,
  msg`December`,
];

/** §2 "Year/Mo. Registration (year with month name in brackets)", the month named in the active language. */
function registration(i18n: I18n, year: number, month: number | null): string {
  const name = month === null ? undefined : MONTHS[month - 1];
  return name ? `${year} (${i18n._(name)})` : String(year);
}

/** §2 Comparison overlay rows, each with its formatter. */
const cells: Record<ComparisonRow, (v: CompareVehicle, i18n: I18n) => ReactNode> = {
  'Year/Mo. Registration': (v, i18n) => registration(i18n, v.year, v.month),
  'Chassis No.': (v) => (
    <a
      href={`/checklist?id=${v.id}`}
      target="_blank"
      rel="noopener"
      className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      <bdi>{v.chassis}</bdi>
      <span className="sr-only">
        {' '}
        <Trans>(opens the checklist in a new window)</Trans>
      </span>
    </a>
  ),
  Make: (v) => v.make,
  Model: (v) => v.model,
  Grade: (v) => v.grade || '-',
  'Vehicle Type': (v) => v.type,
  Mileage: (v, i18n) => <bdi>{`${formatWhole(i18n, v.kms)} KMS`}</bdi>,
  CC: (v) => formatEngineDisplacement(v.engineDisplacement) || '-',
  Doors: (v) => v.doors,
  Handedness: (v, i18n) => i18n._(v.isLeftHandDrive ? msg`Left Hand Drive` : msg`Right Hand Drive`),
  Transmission: (v) => v.transmission,
  'Engine Type': (v) => v.fuel,
  'Wheel Type': (v, i18n) =>
    i18n._(
      v.wheelStyle === 1
        ? msg({ message: 'Normal', comment: 'Wheel type' })
        : v.wheelStyle === 2
          ? msg({ message: 'Aluminum', comment: 'Wheel type' })
          : msg`Wheel Covers`,
    ),
  'Interior Type': (v) => v.interiorType ?? '-',
  'Interior Color': (v) => v.interiorColor ?? '-',
  'Sun Roof': (v, i18n) => i18n._(v.hasSunRoof ? msg`Yes` : msg`No`),
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
  const { t, i18n } = useLingui();
  const showPrice = vehicles.some((v) => v.price != null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t`Compare Vehicles`} size="full">
        <div className="space-y-3">
          <div className="text-sm text-slate-600">
            {INTRO_LINES.map((line) => (
              <p key={line.id}>{i18n._(line)}</p>
            ))}
          </div>
          <div className="overflow-x-auto rounded-lg border border-slate-200">
            <table className="w-full min-w-max border-collapse text-sm">
              <caption className="sr-only">
                <Trans>Vehicle comparison</Trans>
              </caption>
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
                              {v.price == null ? '-' : formatMoneyText(i18n, v.price)}
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
                      {i18n._(ROW_LABELS[row])}
                    </th>
                    {vehicles.map((v) => (
                      <td key={v.id} className="px-3 py-2 tabular-nums text-slate-800">
                        {cells[row](v, i18n)}
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
