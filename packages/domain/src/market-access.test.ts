import { expect, test } from 'vitest';
import { canSeeCleanCarStandardFees, canSeeDduStock } from './market-access.ts';

test.each([
  [70, true, false], // §6 DDU only for countryId 70
  [295, true, false], // §6 ... 295
  [104, true, false], // §6 ... or 104
  [75, false, true], // §6 Clean Car Standard Fees only for countryId 75
  [1, false, false], // §6 other countries see neither
  [null, false, false], // §6 signed-out visitors have no country
])('country %j: DDU %j, clean car %j', (countryId, ddu, cleanCar) => {
  expect(canSeeDduStock(countryId)).toBe(ddu);
  expect(canSeeCleanCarStandardFees(countryId)).toBe(cleanCar);
});
