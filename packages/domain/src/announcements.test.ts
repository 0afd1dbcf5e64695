import { describe, expect, test } from 'vitest';
import {
  ANNOUNCEMENTS,
  comparePopupOrder,
  lastSeenMarker,
  shouldShowAnnouncement,
  type Announcement,
} from './announcements.ts';

const everyone: Announcement = { endDate: '2025-07-11', audience: 'everyone' };
const nzOnly: Announcement = { endDate: null, audience: 'nz' };
const scheduled: Announcement = { startDate: '2026-12-20', endDate: '2027-01-05', audience: 'everyone' };
const nzDealer = { countryId: 75 };
const kenyaDealer = { countryId: 110 };
const NZ = 'Pacific/Auckland';

describe('shouldShowAnnouncement', () => {
  test.each([
    [everyone, '2025-07-11T09:00:00+12:00', null, null, true], // §4 "shown on load if the current date is not past its end date": the end day itself
    [everyone, '2025-07-12T00:00:00+12:00', null, nzDealer, false], // §4 "shipping notice after July 11, 2025": past the end date
    [everyone, '2025-07-10T09:00:00+12:00', '2025-07-09', null, true], // §4 "last-seen marker differs from today's date"
    [everyone, '2025-07-10T09:00:00+12:00', '2025-07-10', null, false], // §4 "at most once per day per browser"
    [everyone, '2025-07-10T23:59:00+12:00', '2025-07-10', null, false], // §9 "Announcements at most once per day": still the same day
    [everyone, '2025-07-11T00:00:00+12:00', '2025-07-10', null, true], // §4 a new day shows it again
    [nzOnly, '2030-01-01T09:00:00+13:00', null, nzDealer, true], // §4 "NZ invoicing announcement ... appear only for countryId 75"
    [nzOnly, '2030-01-01T09:00:00+13:00', null, kenyaDealer, false], // §6 "NZ announcement ... only for countryId 75"
    [nzOnly, '2030-01-01T09:00:00+13:00', null, { countryId: null }, false], // §6 a user without a country is not NZ
    [nzOnly, '2030-01-01T09:00:00+13:00', null, null, false], // §6 signed-out visitors do not see NZ notices
    [scheduled, '2026-12-19T23:59:00+13:00', null, null, false], // ours: a scheduled notice waits for its first day
    [scheduled, '2026-12-20T00:00:00+13:00', null, null, true], // ours: ... and shows from that local day on
  ])('%j at %s, seen %j, user %j -> %j', (announcement, now, lastSeen, user, shown) => {
    expect(shouldShowAnnouncement(announcement, new Date(now), lastSeen, user, NZ)).toBe(shown);
  });

  test('the browser day is the local day', () => {
    // §4 "closing stores today's date": the visitor's own day
    const now = new Date();
    const local = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    expect(lastSeenMarker(now)).toBe(local);
    expect(shouldShowAnnouncement({ endDate: null, audience: 'everyone' }, now, local, null)).toBe(false);
  });

  test.each([
    [ANNOUNCEMENTS.shippingNotice, 'shipping-bottleneck', '2025-07-11', 'nz'], // §4 shipping notice: after July 11, 2025, key shipping-bottleneck, countryId 75
    [ANNOUNCEMENTS.goldenWeek, 'obon', '2025-05-09', 'everyone'], // §4 "Golden Week after May 9, 2025 (key for obon)"
    [ANNOUNCEMENTS.auctionSchedule, 'auction-schedule', '2025-02-12', 'everyone'], // §4 "auction schedule Feb 12, 2025"
    [ANNOUNCEMENTS.nzInvoicing, 'nz-invoicing', null, 'nz'], // §1/§4 NZ invoicing notice, countryId 75, no end date given
  ])('%j', (announcement, storageKey, endDate, audience) => {
    expect(announcement).toEqual({ storageKey, endDate, audience });
  });
});

test.each([
  [{ id: 2, endDate: '2025-02-12' }, { id: 1, endDate: '2025-05-09' }, -1], // ours: the one ending soonest first
  [{ id: 1, endDate: '2025-05-09' }, { id: 2, endDate: '2025-02-12' }, 1], // ours: ... in either argument order
  [{ id: 1, endDate: null }, { id: 2, endDate: '2027-01-05' }, 1], // ours: open-ended notices (NZ invoicing) last
  [{ id: 1, endDate: '2027-01-05' }, { id: 2, endDate: null }, -1], // ours: ... in either argument order
  [{ id: 3, endDate: null }, { id: 5, endDate: null }, -2], // ours: same end date -> by id, stable
])('comparePopupOrder(%j, %j) = %i', (a, b, order) => {
  expect(Math.sign(comparePopupOrder(a, b))).toBe(Math.sign(order));
});
