import { groupThousands } from './written-decimal.ts';

// §9 "Maximum compared vehicles 4"; §5/§8 the refusal message.
export const MAX_COMPARED_VEHICLES = 4;
export const COMPARE_LIMIT_MESSAGE = /*i18n*/ 'You can compare up to four (4) vehicles only.';
export const COMPARE_INTRO_LINES = [
  /*i18n*/ 'You may compare up to four vehicles at a time.',
  /*i18n*/ 'Click on Chassis Number to view Checklist.',
] as const;

// §2 Comparison overlay rows, in order.
export const COMPARISON_ROWS = [
  'Year/Mo. Registration',
  'Chassis No.',
  'Make',
  'Model',
  'Grade',
  'Vehicle Type',
  'Mileage',
  'CC',
  'Doors',
  'Handedness',
  'Transmission',
  'Engine Type',
  'Wheel Type',
  'Interior Type',
  'Interior Color',
  'Sun Roof',
  'Dimension LxWxH',
] as const;

/** §4 Comparison selection: add, refused with an error when four are already chosen. */
export function addToComparison(ids: readonly number[], id: number): { ids: number[]; error?: string } {
  if (ids.includes(id)) return { ids: [...ids] };
  if (ids.length >= MAX_COMPARED_VEHICLES) return { ids: [...ids], error: COMPARE_LIMIT_MESSAGE };
  return { ids: [...ids, id] };
}

export function removeFromComparison(ids: readonly number[], id: number): number[] {
  return ids.filter((selected) => selected !== id);
}

// §9 "title cut at more than 20 characters to 19 plus '...'".
const TITLE_MAX = 20;
const TITLE_KEEP = 19;

export function compareTitle(
  year: number | string | null,
  make: string | null,
  model: string | null,
): string {
  const title = [year, make, model]
    .map((part) => String(part ?? '').trim())
    .filter((part) => part.length > 0)
    .join(' ');
  return title.length > TITLE_MAX ? `${title.slice(0, TITLE_KEEP)}...` : title;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** §3 comparison vehicle `monthName`: the English name of a registration month 1..12, else null. */
export function monthName(month: number | null): string | null {
  return month === null ? null : (MONTH_NAMES[month - 1] ?? null);
}

/** §2 "Year/Mo. Registration (year with month name in brackets)"; no known month shows the year alone. */
export function formatRegistration(year: number, month: number | null): string {
  const name = monthName(month);
  return name === null ? String(year) : `${year} (${name})`;
}

/** §2 "Mileage (kms followed by KMS)". */
export function formatMileageKms(kms: number): string {
  return `${groupThousands(Math.round(kms).toFixed(0))} KMS`;
}

/** §4 "wheel style 1 Normal, 2 Aluminum, other Wheel Covers". */
export function wheelStyleLabel(style: number | null): string {
  if (style === 1) return 'Normal';
  if (style === 2) return 'Aluminum';
  return 'Wheel Covers';
}

/** §4 "handedness 'Left Hand Drive' / 'Right Hand Drive'". */
export function handednessLabel(isLeftHandDrive: boolean): string {
  return isLeftHandDrive ? 'Left Hand Drive' : 'Right Hand Drive';
}

/** §4 "sun roof 'Yes' / 'No'". */
export function sunRoofLabel(hasSunRoof: boolean): string {
  return hasSunRoof ? 'Yes' : 'No';
}

/**
 * §2 "Dimension LxWxH". Millimetres with separators and no unit (the spec names none);
 * an unknown measure shows as '-' so the other two still line up.
 */
export function formatDimensions(length: number | null, width: number | null, height: number | null): string {
  return [length, width, height]
    .map((measure) => (measure === null ? '-' : groupThousands(Math.round(measure).toFixed(0))))
    .join(' x ');
}
