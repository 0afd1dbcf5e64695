import { describe, expect, test } from 'vitest';
import { safeEta } from './nz-collection-calendar.ts';
import { addWorkingDays, collectionDates, isNzCollectionWorkingDay } from './nz-collection.ts';

// Midday in New Zealand (NZDT +13 in summer, NZST +12 in winter) on the given date.
const nzNoon = (date: string, offset = '+13:00') => new Date(`${date}T12:00:00${offset}`);
const day = (date: Date) => date.toISOString().slice(0, 10);

test('safe ETA is 48 hours before scheduled arrival', () => {
  // §1 "due dates rest on a safe ETA, 48 hours before scheduled arrival"
  expect(safeEta(new Date('2025-12-26T12:00:00+13:00'))).toEqual(new Date('2025-12-24T12:00:00+13:00'));
});

describe('isNzCollectionWorkingDay', () => {
  test.each([
    ['2025-12-24', '+13:00', true], // §1 working day: an ordinary Wednesday
    ['2025-12-25', '+13:00', false], // §1 public holiday: Christmas (all four countries)
    ['2025-12-26', '+13:00', false], // §1 New Zealand public holiday: Boxing Day
    ['2025-12-27', '+13:00', false], // §1 working days are weekdays: Saturday
    ['2025-12-30', '+13:00', false], // §1 Philippines public holiday: Rizal Day
    ['2025-12-31', '+13:00', true], // §1 New Year's Eve is no public holiday in the four countries
    ['2026-01-01', '+13:00', false], // §1 New Year's Day
    ['2026-01-02', '+13:00', false], // §1 New Zealand: day after New Year's Day
    ['2025-04-29', '+12:00', false], // §1 Japan public holiday: Showa Day (Golden Week)
    ['2025-04-30', '+12:00', true], // §1 Golden Week gap day is a working day
    ['2025-05-01', '+12:00', false], // §1 Philippines public holiday: Labour Day
    ['2025-05-05', '+12:00', false], // §1 Japan: Children's Day
    ['2025-05-06', '+12:00', false], // §1 Japan: substitute holiday for Greenery Day
    ['2025-05-07', '+12:00', true], // §1 after Golden Week
    ['2025-02-06', '+13:00', false], // §1 New Zealand public holiday: Waitangi Day
    ['2027-02-08', '+13:00', false], // §1 Waitangi Day on a Saturday is observed on the Monday
    ['2025-11-27', '+13:00', false], // §1 USA public holiday: Thanksgiving
    ['2025-11-28', '+13:00', true], // §1 the day after Thanksgiving is not a public holiday
  ])('%s is a working day: %j', (date, offset, working) => {
    expect(isNzCollectionWorkingDay(nzNoon(date, offset))).toBe(working);
  });

  test('counts the New Zealand date, not the UTC date', () => {
    // §1 NZ notice: 24 Dec 12:00 UTC is already Christmas Day in New Zealand
    expect(isNzCollectionWorkingDay(new Date('2025-12-24T12:00:00Z'))).toBe(false);
  });
});

describe('addWorkingDays', () => {
  test.each([
    ['2025-12-24', 0, '2025-12-24'], // §1 zero working days is the day itself
    ['2025-12-24', 1, '2025-12-29'], // §1 over Christmas, Boxing Day and the weekend
    ['2025-12-24', 3, '2026-01-05'], // §1 over Rizal Day and New Year
  ])('%s + %i = %s', (from, days, to) => {
    expect(day(addWorkingDays(nzNoon(from), days))).toBe(to);
  });

  test.each([[-1], [1.5]])('%d working days is a programming error', (days) => {
    // §9 "Collection dates 6, 5, 4 working days": whole, positive counts only
    expect(() => addWorkingDays(nzNoon('2025-12-24'), days)).toThrow(RangeError);
  });
});

describe('collectionDates', () => {
  test.each([
    ['2025-12-26T12:00:00+13:00', '2025-12-24', '2026-01-08', '2026-01-07', '2026-01-06'], // §1 across Christmas / New Year
    ['2025-05-01T12:00:00+12:00', '2025-04-29', '2025-05-12', '2025-05-09', '2025-05-08'], // §1 across Golden Week
    ['2025-02-07T12:00:00+13:00', '2025-02-05', '2025-02-18', '2025-02-14', '2025-02-13'], // §1 across Waitangi Day, JP Foundation Day, US Presidents' Day
    ['2025-11-26T12:00:00+13:00', '2025-11-24', '2025-12-03', '2025-12-02', '2025-12-01'], // §1 across Thanksgiving
  ])('arrival %s', (arrival, eta, earliest, medium, latest) => {
    // §1 "collection dates after ETA are earliest 6, medium 5, latest 4 working days"
    const dates = collectionDates(new Date(arrival));
    expect(day(new Date(dates.safeEta.getTime() + 13 * 3600 * 1000))).toBe(eta);
    expect([day(dates.earliest), day(dates.medium), day(dates.latest)]).toEqual([earliest, medium, latest]);
  });
});
