import { expect, test } from 'vitest';
import { countryFromTimeZone } from './visitor-country.ts';

test.each([
  ['Pacific/Auckland', { code: 'NZ', name: 'New Zealand' }], // §3 time zone -> country code and English name
  ['Asia/Tokyo', { code: 'JP', name: 'Japan' }], // §3 time-zone table: Japan
  ['Asia/Calcutta', { code: 'IN', name: 'India' }], // §3 time-zone table "optional alias"
  ['UTC', null], // §3 a zone with no country code
  ['Mars/Olympus', null], // §3 not in the time-zone table
  ['', null], // §3 browser gave no time zone
  [null, null], // §3 browser gave no time zone
])('countryFromTimeZone(%j)', (zone, country) => {
  expect(countryFromTimeZone(zone)).toEqual(country);
});
