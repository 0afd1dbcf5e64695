import { describe, expect, it } from 'vitest';
import {
  alertReason,
  describeSavedSearch,
  newAlerts,
  savedSearchName,
  watchEvents,
  type AlertCandidate,
} from './dealer-alerts.ts';

// Watchlist: "notifies the member (bell + e-mail) when a watched vehicle's price drops or
// it is reserved by someone else".
describe('watchEvents (watchlist)', () => {
  const known = { price: '1200', currency: 'JPY', status: 'available' };
  it.each([
    ['unchanged', { ...known, reservedByWatcher: false }, []],
    ['price drop', { ...known, price: '1150', reservedByWatcher: false }, ['price-drop']],
    ['price rise', { ...known, price: '1250', reservedByWatcher: false }, []],
    ['same price written differently', { ...known, price: '1200.00', reservedByWatcher: false }, []],
    [
      'new currency (not comparable)',
      { ...known, price: '12', currency: 'NZD', reservedByWatcher: false },
      [],
    ],
    ['reserved by someone else', { ...known, status: 'reserved', reservedByWatcher: false }, ['reserved']],
    [
      'KAP stock (priced on enquiry) has no drop',
      { ...known, price: '0', reservedByWatcher: false, isKapStock: true },
      [],
    ],
    [
      'KAP stock reserved by someone else',
      { ...known, price: '0', status: 'reserved', reservedByWatcher: false, isKapStock: true },
      ['reserved'],
    ],
    ['reserved by the watcher himself', { ...known, status: 'reserved', reservedByWatcher: true }, []],
    [
      'reserved and cheaper',
      { ...known, price: '1000', status: 'reserved', reservedByWatcher: false },
      ['price-drop', 'reserved'],
    ],
    [
      'sold (not a drop, not a reservation)',
      { ...known, price: '1', status: 'sold', reservedByWatcher: false },
      [],
    ],
  ] as const)('%s', (_name, now, kinds) => {
    expect(watchEvents(known, now).map((event) => event.kind)).toEqual(kinds);
  });

  it('tells a reservation only once: known reserved stays quiet', () => {
    expect(
      watchEvents(
        { ...known, status: 'reserved' },
        { ...known, status: 'reserved', reservedByWatcher: false },
      ),
    ).toEqual([]);
  });

  it('says from and to on a drop', () => {
    expect(watchEvents(known, { ...known, price: '999.5', reservedByWatcher: false })).toEqual([
      { kind: 'price-drop', from: '1200', to: '999.5' },
    ]);
  });
});

// Saved searches: "matches newly listed or newly reduced vehicles against saved searches
// ... The same vehicle never alerts the same search twice."
describe('saved-search alerts', () => {
  const since = new Date('2026-11-20T10:00:00Z');
  const before = new Date('2026-11-01T00:00:00Z');
  const after = new Date('2026-11-20T10:00:30Z');
  const vehicle = (changes: Partial<AlertCandidate> = {}): AlertCandidate => ({
    vehicleId: 1,
    status: 'available',
    listedAt: before,
    price: '1000',
    currency: 'JPY',
    lastPriceChangeAt: null,
    previousPrice: null,
    previousCurrency: null,
    ...changes,
  });

  it.each([
    ['a vehicle listed since the last check', vehicle({ listedAt: after }), 'listed'],
    ['a vehicle listed before it, unchanged', vehicle(), null],
    [
      'a price drop since the last check',
      vehicle({ lastPriceChangeAt: after, previousPrice: '1100', previousCurrency: 'JPY' }),
      'reduced',
    ],
    [
      'a price rise since the last check',
      vehicle({ lastPriceChangeAt: after, previousPrice: '900', previousCurrency: 'JPY' }),
      null,
    ],
    [
      'a drop before the last check (already seen)',
      vehicle({ lastPriceChangeAt: before, previousPrice: '1100', previousCurrency: 'JPY' }),
      null,
    ],
    [
      'a new price in another currency',
      vehicle({ lastPriceChangeAt: after, previousPrice: '1100', previousCurrency: 'NZD' }),
      null,
    ],
    ['a new listing already reserved', vehicle({ listedAt: after, status: 'reserved' }), null],
  ] as const)('%s: %s', (_name, candidate, reason) => {
    expect(alertReason(candidate, since)).toBe(reason);
  });

  it('alerts a matching vehicle, never one already alerted, never one that is not news', () => {
    const matching = [
      vehicle({ vehicleId: 1, listedAt: after }),
      vehicle({ vehicleId: 2, listedAt: after }),
      vehicle({ vehicleId: 3, lastPriceChangeAt: after, previousPrice: '2000', previousCurrency: 'JPY' }),
      vehicle({ vehicleId: 4 }),
    ];
    expect(newAlerts(matching, since, new Set([2]))).toEqual([
      { vehicleId: 1, reason: 'listed' },
      { vehicleId: 3, reason: 'reduced' },
    ]);
    // A vehicle that does not match the search is never among `matching`: nothing to alert.
    expect(newAlerts([], since, new Set())).toEqual([]);
  });

  it.each([
    [{ make: 'Toyota', model: 'Aqua', minYear: 2015, maxYear: 2020 }, 'Toyota Aqua 2015-2020'],
    [{ make: 'Mazda', minYear: 2018 }, 'Mazda from 2018'],
    [{ maxYear: 2012 }, 'up to 2012'],
    [{ freeText: 'hybrid' }, '"hybrid"'],
    [{}, 'All vehicles'],
  ])('names %j as %s', (filter, name) => {
    expect(savedSearchName(filter)).toBe(name);
  });
});

describe('describeSavedSearch (the Saved Searches page)', () => {
  it.each([
    [{ make: 'Toyota', model: 'Aqua', minYear: 2015, maxYear: 2020 }, 'Toyota Aqua · 2015–2020'],
    [{ maxMileage: 80000 }, 'up to 80,000 km'],
    [{ minMileage: 10000, mileageUnit: 'mi' as const }, 'from 10,000 mi'],
    [{ minConditionGrade: 3.5, maxConditionGrade: 5 }, 'grade 3.5–grade 5'],
    [{ isLeftHandDrive: true, freeText: 'hybrid' }, '"hybrid" · left-hand drive'],
    [{ isLeftHandDrive: false }, 'right-hand drive'],
    [{}, 'All vehicles'],
  ])('%j reads %s', (filter, text) => {
    expect(describeSavedSearch(filter)).toBe(text);
  });
});
