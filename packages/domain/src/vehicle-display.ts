import { groupThousands, roundWrittenDecimal } from './written-decimal.ts';

// §2 Vehicle tile: condition grade shows one decimal; 'R' stands for a repaired / accident grade,
// which the stock feed sends as null.
export const REPAIRED_GRADE = 'R';

export function formatConditionGrade(grade: number | string | null | undefined): string {
  if (grade === null || grade === undefined) return REPAIRED_GRADE;
  const numeric = roundWrittenDecimal(String(grade), 1);
  if (numeric !== null) return numeric;
  // Letter grades ('RA', 'S') are already display text.
  const letters = String(grade).trim().toUpperCase();
  return letters === '' ? REPAIRED_GRADE : letters;
}

/**
 * §2 "engine displacement with 'CC'". Decision: '1,500 CC' (separator, space), matching the
 * comparison table's '45,000 KMS'; an unknown displacement shows nothing.
 */
export function formatEngineDisplacement(cc: number | null | undefined): string {
  if (cc === null || cc === undefined || !Number.isFinite(cc) || cc <= 0) return '';
  return `${groupThousands(Math.round(cc).toFixed(0))} CC`;
}

/** §2 "A dealer logo variant is used when the dealer is 'grand enterprise' (case-insensitive)". */
export function usesGrandEnterpriseLogo(dealer: string | null | undefined): boolean {
  return (dealer ?? '').trim().replace(/\s+/g, ' ').toLowerCase() === 'grand enterprise';
}

/**
 * §2 "The customerTerms line is hidden when terms contain 'CIF'". The argument is the vehicle's
 * `terms` field, not customerTerms; matched in any case because terms are typed by staff.
 */
export function showsCustomerTerms(terms: string | null | undefined): boolean {
  return !(terms ?? '').toUpperCase().includes('CIF');
}

/**
 * A vehicle as people name it in notifications, invoices, e-mails and lists: '2015 Toyota Aqua S'
 * (year, make, model, grade; a part that is missing is left out).
 */
export function vehicleTitle(vehicle: {
  year?: number | string | null;
  make?: string | null;
  model?: string | null;
  grade?: string | null;
}): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.grade].filter(Boolean).join(' ');
}
