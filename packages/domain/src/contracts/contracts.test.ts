import { expect, test } from 'vitest';
import { announcementSchema } from './announcements.ts';
import { compareRequestSchema } from './compare.ts';
import { geoLookupResponseSchema } from './geo.ts';

test.each([
  [[1, 2, 3, 4], true], // §9 "Maximum compared vehicles 4"
  [[1, 2, 3, 4, 5], false], // §5 "At most four vehicles compared"
  [['7'], true], // ids may arrive as strings
  [[0], false],
])('compareRequestSchema accepts %j: %s', (ids, ok) => {
  expect(compareRequestSchema.safeParse(ids).success).toBe(ok);
});

test('a fifth id is refused with the spec message', () => {
  const result = compareRequestSchema.safeParse([1, 2, 3, 4, 5]);
  expect(result.error?.issues[0]?.message).toBe('You can compare up to four (4) vehicles only.');
});

test('announcement dates are calendar dates', () => {
  const base = {
    id: 1,
    slug: 's',
    title: 't',
    bodyHtml: '',
    startDate: null,
    audience: 'nz',
    storageKey: 'k',
    showAsPopup: true,
    component: null,
  };
  expect(announcementSchema.safeParse({ ...base, endDate: '2025-07-11' }).success).toBe(true);
  expect(announcementSchema.safeParse({ ...base, endDate: 'July 11' }).success).toBe(false);
  expect(geoLookupResponseSchema.parse({ country: null, countryCode: null })).toEqual({
    country: null,
    countryCode: null,
  });
});
