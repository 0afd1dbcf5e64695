import { describe, expect, test } from 'vitest';
import {
  COMPARE_LIMIT_MESSAGE,
  COMPARISON_ROWS,
  addToComparison,
  compareTitle,
  formatDimensions,
  formatMileageKms,
  formatRegistration,
  monthName,
  handednessLabel,
  removeFromComparison,
  sunRoofLabel,
  wheelStyleLabel,
} from './compare.ts';

describe('comparison selection', () => {
  test.each([
    [[], 1, { ids: [1] }], // §4 Comparison selection: add
    [[1, 2, 3], 4, { ids: [1, 2, 3, 4] }], // §9 "Maximum compared vehicles 4": the fourth fits
    [[1, 2, 3, 4], 5, { ids: [1, 2, 3, 4], error: 'You can compare up to four (4) vehicles only.' }], // §5 "At most four vehicles compared"
    [[1, 2], 2, { ids: [1, 2] }], // §4 add: a vehicle already chosen is not added twice
    [[1, 2, 3, 4], 4, { ids: [1, 2, 3, 4] }], // §4 add: re-adding a chosen one is not a fifth
  ])('add %j + %i', (ids, id, result) => {
    expect(addToComparison(ids, id)).toEqual(result);
  });

  test.each([
    [[1, 2, 3], 2, [1, 3]], // §4 "remove by id"
    [[1, 3], 9, [1, 3]], // §4 remove by id: unknown id changes nothing
  ])('remove %j - %i', (ids, id, result) => {
    expect(removeFromComparison(ids, id)).toEqual(result);
  });

  test('limit message', () => {
    // §8 Comparison limit message
    expect(COMPARE_LIMIT_MESSAGE).toBe('You can compare up to four (4) vehicles only.');
  });
});

test.each([
  [2015, 'TOYOTA', 'AQUA', '2015 TOYOTA AQUA'], // §2 "title of year, make and model"
  [2015, 'TOYOTA', 'COROLLAX', '2015 TOYOTA COROLLAX'], // §9 exactly 20 characters is kept
  [2015, 'TOYOTA', 'COROLLA AXIO', '2015 TOYOTA COROLLA...'], // §9 "title cut at more than 20 characters to 19 plus '...'"
  [2018, 'MERCEDES-BENZ', 'E-CLASS', '2018 MERCEDES-BENZ ...'], // §2 "first 19 plus '...'", taken literally
  [null, 'NISSAN', null, 'NISSAN'], // §3 comparison vehicle with missing year and model
])('compareTitle(%j, %j, %j) = %j', (year, make, model, title) => {
  expect(compareTitle(year, make, model)).toBe(title);
});

test.each([
  [2015, 3, '2015 (March)'], // §2 "Year/Mo. Registration (year with month name in brackets)"
  [2020, 12, '2020 (December)'], // §2 month name in brackets
  [2019, null, '2019'], // §3 month missing: year alone
  [2019, 13, '2019'], // §3 month out of range: year alone
])('formatRegistration(%i, %j) = %j', (year, month, text) => {
  expect(formatRegistration(year, month)).toBe(text);
});

test.each([
  [45000, '45,000 KMS'], // §2 "Mileage (kms followed by KMS)"
  [999, '999 KMS'], // §2 kms followed by KMS
  [1234567.6, '1,234,568 KMS'], // §2 whole kms with separators
])('formatMileageKms(%d) = %j', (kms, text) => {
  expect(formatMileageKms(kms)).toBe(text);
});

test.each([
  [1, 'Normal'], // §4 "wheel style 1 Normal"
  [2, 'Aluminum'], // §4 "2 Aluminum"
  [3, 'Wheel Covers'], // §4 "other Wheel Covers"
  [null, 'Wheel Covers'], // §4 other (missing) Wheel Covers
])('wheelStyleLabel(%j) = %j', (style, label) => {
  expect(wheelStyleLabel(style)).toBe(label);
});

test.each([
  [true, 'Left Hand Drive', 'Yes'], // §4 handedness 'Left Hand Drive'; sun roof 'Yes'
  [false, 'Right Hand Drive', 'No'], // §4 handedness 'Right Hand Drive'; sun roof 'No'
])('%j -> %j / %j', (flag, handedness, sunRoof) => {
  expect(handednessLabel(flag)).toBe(handedness);
  expect(sunRoofLabel(flag)).toBe(sunRoof);
});

test.each([
  [4395, 1695, 1445, '4,395 x 1,695 x 1,445'], // §2 "Dimension LxWxH"
  [4395, null, 1445, '4,395 x - x 1,445'], // §3 length, width, height: one unknown
])('formatDimensions(%j, %j, %j) = %j', (l, w, h, text) => {
  expect(formatDimensions(l, w, h)).toBe(text);
});

test('comparison rows in order', () => {
  // §2 Comparison overlay rows
  expect(COMPARISON_ROWS).toHaveLength(17);
  expect(COMPARISON_ROWS[0]).toBe('Year/Mo. Registration');
  expect(COMPARISON_ROWS[16]).toBe('Dimension LxWxH');
});

test.each([
  [1, 'January'], // §3 comparison vehicle: month, monthName
  [12, 'December'], // §3
  [13, null], // not a month: no name rather than a wrong one
  [null, null], // §3 month unknown
])('monthName(%j) = %j', (month, name) => {
  expect(monthName(month)).toBe(name);
});
