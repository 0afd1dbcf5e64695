import { expect, test } from 'vitest';
import {
  formatConditionGrade,
  formatEngineDisplacement,
  showsCustomerTerms,
  usesGrandEnterpriseLogo,
  vehicleTitle,
} from './vehicle-display.ts';

test.each([
  [4.5, '4.5'], // §2 Vehicle tile: condition grade (1 decimal)
  [4, '4.0'], // §2 condition grade (1 decimal): whole grades too
  ['3.5', '3.5'], // §2 condition grade arriving as text
  [4.45, '4.5'], // §2 one decimal, rounded half-up on the written value
  [null, 'R'], // null = repaired/accident grade 'R'
  [undefined, 'R'], // missing grade treated as null
  ['', 'R'], // blank grade treated as null
  ['ra', 'RA'], // §2 letter grades are shown as letters
])('formatConditionGrade(%j) = %j', (grade, text) => {
  expect(formatConditionGrade(grade)).toBe(text);
});

test.each([
  [1500, '1,500 CC'], // §2 "engine displacement with 'CC'"
  [660, '660 CC'], // §2 with 'CC': kei cars, no separator needed
  [1998.4, '1,998 CC'], // §2 with 'CC': whole cubic centimetres
  [0, ''], // §2 with 'CC': unknown displacement shows nothing
  [null, ''], // §3 engineDisplacement missing
  [Number.NaN, ''], // §3 engineDisplacement unreadable
])('formatEngineDisplacement(%j) = %j', (cc, text) => {
  expect(formatEngineDisplacement(cc)).toBe(text);
});

test.each([
  ['grand enterprise', true], // §2 "dealer is 'grand enterprise'"
  ['Grand  ENTERPRISE ', true], // §2 "(case-insensitive)"
  ['grand enterprises ltd', false], // §2 the dealer *is* grand enterprise, not contains it
  [null, false], // §3 dealer missing
])('usesGrandEnterpriseLogo(%j) = %j', (dealer, uses) => {
  expect(usesGrandEnterpriseLogo(dealer)).toBe(uses);
});

test.each([
  ['CIF Auckland', false], // §2 "customerTerms line is hidden when terms contain 'CIF'"
  ['fob / cif', false], // §2 contain 'CIF', in any case
  ['FOB Yokohama', true], // §2 other terms keep the line
  [null, true], // §3 terms missing: nothing contains CIF
])('showsCustomerTerms(%j) = %j', (terms, shows) => {
  expect(showsCustomerTerms(terms)).toBe(shows);
});

test.each([
  [{ year: 2015, make: 'Toyota', model: 'Aqua', grade: 'S' }, '2015 Toyota Aqua S'], // as invoices and notifications write it
  [{ year: 2019, make: 'Nissan', model: 'Leaf', grade: null }, '2019 Nissan Leaf'], // no grade: nothing dangles
  [{ year: null, make: 'Isuzu', model: 'Elf', grade: '' }, 'Isuzu Elf'], // unknown year left out
])('vehicleTitle(%o) = %s', (vehicle, title) => {
  expect(vehicleTitle(vehicle)).toBe(title);
});
