import { z } from 'zod';

// §1/§4 Announcements are data: title, rich body, dates, audience and the browser storage key.
export const announcementAudienceSchema = z.enum(['everyone', 'nz']);

const calendarDateString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates look like 2025-07-11');

export const announcementSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Staff-written HTML (trusted seed/admin content), shown as the pop-up body. */
  bodyHtml: z.string(),
  startDate: calendarDateString.nullable(),
  /** Last day the pop-up is shown (inclusive); null = no end. */
  endDate: calendarDateString.nullable(),
  audience: announcementAudienceSchema,
  /** §3 "Browser-stored announcement last-seen dates (one per pop-up)": the localStorage key. */
  storageKey: z.string(),
  showAsPopup: z.boolean(),
  /** A live component the web app renders under the body (e.g. the NZ collection worked example). */
  component: z.enum(['nz-invoicing']).nullable(),
});
export type AnnouncementDto = z.infer<typeof announcementSchema>;

/** GET /api/announcements/current */
export const currentAnnouncementsResponseSchema = z.object({ announcements: z.array(announcementSchema) });

/** GET /api/announcements (members' notices page): current first, then past, newest first. */
export const noticeSchema = announcementSchema.extend({ isCurrent: z.boolean() });
export type NoticeDto = z.infer<typeof noticeSchema>;
export const noticesResponseSchema = z.object({ notices: z.array(noticeSchema) });
