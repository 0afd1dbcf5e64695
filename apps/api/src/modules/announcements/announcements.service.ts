// Use cases behind the pop-ups (§4) and the notices page. The audience rule (§6 "NZ announcement and
// shipping-bottleneck notice only for countryId 75") is enforced here, not only in the browser.
import {
  addCalendarDays,
  calendarDate,
  comparePopupOrder,
  NZ_MARKET_COUNTRY_ID,
  type AnnouncementDto,
  type NoticeDto,
} from '@ibc/domain';
import type { AnnouncementRow, AnnouncementsRepository } from './announcements.repository.ts';

export interface AnnouncementViewer {
  countryId: number | null;
}

export function isVisibleTo(
  row: Pick<AnnouncementRow, 'audience'>,
  viewer: AnnouncementViewer | null,
): boolean {
  return row.audience === 'everyone' || viewer?.countryId === NZ_MARKET_COUNTRY_ID;
}

/**
 * Whether the announcement may still be current somewhere on earth. The browser applies the exact
 * §4 rule on its own calendar day (domain `shouldShowAnnouncement`); the server allows one day of
 * slack either side of its UTC date so no time zone loses a day of its pop-up.
 */
export function isCurrent(row: Pick<AnnouncementRow, 'startDate' | 'endDate'>, now: Date): boolean {
  const today = calendarDate(now, 'UTC');
  const latestToday = addCalendarDays(today, 1);
  const earliestToday = addCalendarDays(today, -1);
  if (row.startDate !== null && row.startDate > latestToday) return false;
  return row.endDate === null || row.endDate >= earliestToday;
}

/** Not scheduled for later (with the same day of slack as isCurrent). */
export function hasStarted(row: Pick<AnnouncementRow, 'startDate'>, now: Date): boolean {
  return row.startDate === null || row.startDate <= addCalendarDays(calendarDate(now, 'UTC'), 1);
}

export function toDto(row: AnnouncementRow): AnnouncementDto {
  const meta = (row.meta ?? {}) as { component?: unknown };
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    bodyHtml: row.bodyHtml,
    startDate: row.startDate,
    endDate: row.endDate,
    audience: row.audience === 'nz' ? 'nz' : 'everyone',
    storageKey: row.storageKey,
    showAsPopup: row.showAsPopup,
    component: meta.component === 'nz-invoicing' ? 'nz-invoicing' : null,
  };
}

export function createAnnouncementsService(deps: { repo: AnnouncementsRepository; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /**
     * Pop-ups for this viewer (visitor = null). The audience rule is the server's; the end date is
     * the browser's to apply on its own calendar day (§4 "shown on load if the current date is not
     * past its end date"), so past pop-ups are sent too and simply never shown.
     */
    async current(viewer: AnnouncementViewer | null): Promise<AnnouncementDto[]> {
      const at = now();
      const rows = await deps.repo.listAll();
      return rows
        .filter((r) => r.showAsPopup && isVisibleTo(r, viewer) && hasStarted(r, at))
        .sort(comparePopupOrder)
        .map(toDto);
    },

    /** The notices page: every announcement this member may read, current ones first. */
    async notices(viewer: AnnouncementViewer): Promise<NoticeDto[]> {
      const at = now();
      const rows = await deps.repo.listAll();
      const visible = rows
        .filter((r) => isVisibleTo(r, viewer))
        .map((r) => ({ ...toDto(r), isCurrent: isCurrent(r, at) }));
      return [...visible.filter((n) => n.isCurrent), ...visible.filter((n) => !n.isCurrent)];
    },
  };
}
