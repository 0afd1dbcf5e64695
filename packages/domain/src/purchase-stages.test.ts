import { describe, expect, it } from 'vitest';
import { partiesEditable, stageMoveRefusal } from './purchase-stages.ts';

// Issue 12: "Staff move a purchase through the stages: purchased, in yard, export certificate issued,
// inspected, booked on a voyage, loaded / departed, arrived, released."
describe('purchase stages (issue 12)', () => {
  it.each([
    ['purchased', 'in-yard', false, null],
    ['purchased', 'inspected', false, null], // skipping stages done together
    ['in-yard', 'purchased', false, 'not-forward'],
    ['inspected', 'inspected', false, 'not-forward'],
    ['inspected', 'booked', false, 'needs-voyage'],
    ['inspected', 'booked', true, null],
    ['booked', 'departed', true, null],
    ['purchased', 'departed', false, 'needs-voyage'],
    ['released', 'arrived', true, 'not-forward'],
    ['cancelled', 'in-yard', false, 'not-forward'],
  ] as const)('%s -> %s (voyage: %s) is %s', (from, to, voyage, refusal) => {
    expect(stageMoveRefusal(from, to, voyage)).toBe(refusal);
  });

  it('lets the dealer change the consignee until the vehicle is booked', () => {
    expect(partiesEditable('purchased')).toBe(true);
    expect(partiesEditable('inspected')).toBe(true);
    expect(partiesEditable('booked')).toBe(false);
    expect(partiesEditable('cancelled')).toBe(false);
  });
});
