import { calendarDate, type CalendarDate } from './calendar-date.ts';
import { NZ_MARKET_COUNTRY_ID } from './market-access.ts';

/** §4 'nz' pop-ups appear only for countryId 75. */
export type AnnouncementAudience = 'everyone' | 'nz';

export type Announcement = {
  /**
   * 'YYYY-MM-DD', the first day a scheduled pop-up may show; null (the spec's notices) when it may
   * show at once. Ours: the spec gives end dates only, but staff schedule notices ahead.
   */
  startDate?: CalendarDate | null;
  /** 'YYYY-MM-DD', the last day the pop-up is shown; null when it has no end. */
  endDate: CalendarDate | null;
  audience: AnnouncementAudience;
};

export type AnnouncementUser = { countryId: number | null } | null;

/**
 * §4 The pop-ups the site knows. End dates and storage keys are the spec's ("after July 11, 2025",
 * "after May 9, 2025", "Feb 12, 2025"); the NZ invoicing notice has no end date or key in the spec,
 * so it never expires and gets its own key.
 */
export const ANNOUNCEMENTS = {
  shippingNotice: { storageKey: 'shipping-bottleneck', endDate: '2025-07-11', audience: 'nz' },
  goldenWeek: { storageKey: 'obon', endDate: '2025-05-09', audience: 'everyone' },
  auctionSchedule: { storageKey: 'auction-schedule', endDate: '2025-02-12', audience: 'everyone' },
  nzInvoicing: { storageKey: 'nz-invoicing', endDate: null, audience: 'nz' },
} as const satisfies Record<string, Announcement & { storageKey: string }>;

/**
 * §4 "closing stores today's date". Decision (ADR 0001): today is the visitor's own calendar day
 * (the browser's local zone), because the promise is "at most once per day per browser".
 * `timeZone` is only for callers that are not the browser.
 */
export function lastSeenMarker(now: Date, timeZone?: string): CalendarDate {
  return calendarDate(now, timeZone);
}

/**
 * §4 Shown on load if today is not past its end date, the stored last-seen marker differs from
 * today's date (or none exists), and §6 the audience allows this user.
 */
export function shouldShowAnnouncement(
  announcement: Announcement,
  now: Date,
  lastSeen: string | null,
  user: AnnouncementUser,
  timeZone?: string,
): boolean {
  const today = lastSeenMarker(now, timeZone);
  if (announcement.startDate && today < announcement.startDate) return false;
  if (announcement.endDate !== null && today > announcement.endDate) return false;
  if (lastSeen === today) return false;
  return announcement.audience === 'everyone' || user?.countryId === NZ_MARKET_COUNTRY_ID;
}

/**
 * Which due pop-up comes first when several are due: the one that ends soonest (it has least time
 * left to be read), open-ended ones last, then by id so the order is stable. Ours; the spec shows one
 * pop-up at a time and does not order them.
 */
export function comparePopupOrder(
  a: Pick<Announcement, 'endDate'> & { id: number },
  b: Pick<Announcement, 'endDate'> & { id: number },
): number {
  if (a.endDate !== b.endDate) {
    if (a.endDate === null) return 1;
    if (b.endDate === null) return -1;
    return a.endDate < b.endDate ? -1 : 1;
  }
  return a.id - b.id;
}
