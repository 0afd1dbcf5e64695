import { expect, test } from 'vitest';
import {
  canAccessVehicle,
  canSeeCleanCarStandardFees,
  canSeeDduStock,
  canUseMemberFeature,
  isDduVehicle,
  type MemberAccessFacts,
} from './market-access.ts';

const dealer = (facts: Partial<MemberAccessFacts>): MemberAccessFacts => ({
  countryId: 1,
  hasAccessBMSM: false,
  hasIDirectAccess: false,
  ...facts,
});

test.each([
  ['buyMoreSaveMore', dealer({ hasAccessBMSM: true }), true], // §6 BMSM only with hasAccessBMSM
  ['buyMoreSaveMore', dealer({ countryId: 295 }), false], // §6 ... a DDU dealer without it: no
  ['iDirect', dealer({ hasIDirectAccess: true }), true], // §6 'Auctions in Japan' with hasIDirectAccess
  ['iDirect', dealer({}), false],
  ['dduStock', dealer({ countryId: 104 }), true], // §6 DDU for countryId 70, 295 or 104
  ['dduStock', dealer({ countryId: 75, hasAccessBMSM: true }), false],
  ['cleanCarStandardFees', dealer({ countryId: 75 }), true], // §6 Clean Car Standard Fees for 75
  ['cleanCarStandardFees', dealer({ countryId: 295 }), false],
  ['dduStock', null, false], // nobody while the user is unknown
] as const)('%s for %j: %j', (feature, user, allowed) => {
  expect(canUseMemberFeature(feature, user)).toBe(allowed);
});

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

// The vehicle's own stock type decides, for visitors and members alike.
test.each([
  ['ddu', null, false], // §6 a visitor never reaches a DDU unit
  ['ddu', 75, false], // §6 an NZ member (countryId 75) does not either
  ['ddu', 1, false], // §6 nor any other market
  ['ddu', 70, true], // §6 DDU markets: countryId 70
  ['ddu', 295, true], // §6 ... 295
  ['ddu', 104, true], // §6 ... 104
  ['ibc', null, true], // §1 the rest of the stock is public (prices aside)
  ['ibc', 75, true],
  ['dealer-direct', 75, true],
  ['new-arrival', null, true],
])('stock type %j seen by country %j: access %j', (stockType, countryId, allowed) => {
  const viewer = countryId === null ? null : { countryId };
  expect(canAccessVehicle({ stockType }, viewer)).toBe(allowed);
  expect(isDduVehicle({ stockType })).toBe(stockType === 'ddu');
});
