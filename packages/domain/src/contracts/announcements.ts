import { z } from 'zod';
import { isCalendarDate } from '../calendar-date.ts';

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
  /**
   * §3 "Browser-stored announcement last-seen dates (one per pop-up)": the localStorage key. Set by
   * the server (a new announcement's slug); the seeded notices keep the spec's keys.
   */
  storageKey: z.string(),
  showAsPopup: z.boolean(),
  /** A live component the web app renders under the body (e.g. the NZ collection worked example). */
  component: z.enum(['nz-invoicing']).nullable(),
});
export type AnnouncementDto = z.infer<typeof announcementSchema>;

/** GET /api/announcements/current */
export const currentAnnouncementsResponseSchema = z.object({ announcements: z.array(announcementSchema) });
export type CurrentAnnouncementsResponse = z.infer<typeof currentAnnouncementsResponseSchema>;

/** GET /api/announcements (members' notices page): current first, then past, newest first. */
export const noticeSchema = announcementSchema.extend({ isCurrent: z.boolean() });
export type NoticeDto = z.infer<typeof noticeSchema>;
export const noticesResponseSchema = z.object({ notices: z.array(noticeSchema) });
export type NoticesResponse = z.infer<typeof noticesResponseSchema>;

// ---- The back office: staff create, edit, schedule and delete announcements. ----

export const ANNOUNCEMENT_MESSAGES = {
  title: 'Please give the announcement a title.',
  titleLength: /*i18n*/ 'The title is at most 200 characters.',
  body: /*i18n*/ 'Please write the announcement.',
  bodyLength: /*i18n*/ 'The announcement is at most 100,000 characters of HTML.',
  startDate: /*i18n*/ 'Please choose the first day it shows.',
  date: /*i18n*/ 'Please choose a date, e.g. 2026-12-01.',
  endBeforeStart: /*i18n*/ 'The last day cannot be before the first day.',
  audience: /*i18n*/ 'Please choose who sees it.',
  imageType: /*i18n*/ 'Choose a JPEG, PNG, WebP or GIF image.',
  imageTooBig: /*i18n*/ 'An image is at most 5 MB.',
  imageUnreadable: /*i18n*/ 'This file could not be read as an image.',
} as const;

/** Images in an announcement's body: uploaded to the file store, served from /media/files/. */
export const ANNOUNCEMENT_IMAGE_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
] as const;
export const MAX_ANNOUNCEMENT_IMAGE_BYTES = 5 * 1024 * 1024;

const dayInput = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: ANNOUNCEMENT_MESSAGES.date })
    .refine(isCalendarDate, { error: ANNOUNCEMENT_MESSAGES.date });

/**
 * POST/PUT /api/admin/announcements: what staff write. The body is HTML from the editor; the server
 * sanitises it before it is stored. No end date = shown until staff end it. Nothing technical is
 * asked: the browser's last-seen key is the server's (the new announcement's slug), and a
 * `storageKey` sent by an older client is accepted and ignored (zod drops unknown keys).
 */
export const announcementInputSchema = z
  .object({
    title: z
      .string({ error: ANNOUNCEMENT_MESSAGES.title })
      .trim()
      .min(1, { error: ANNOUNCEMENT_MESSAGES.title })
      .max(200, { error: ANNOUNCEMENT_MESSAGES.titleLength }),
    bodyHtml: z
      .string({ error: ANNOUNCEMENT_MESSAGES.body })
      .trim()
      .min(1, { error: ANNOUNCEMENT_MESSAGES.body })
      .max(100_000, { error: ANNOUNCEMENT_MESSAGES.bodyLength }),
    startDate: dayInput(ANNOUNCEMENT_MESSAGES.startDate),
    endDate: z.union([dayInput(ANNOUNCEMENT_MESSAGES.date), z.literal('').transform(() => null), z.null()]),
    audience: z.enum(['everyone', 'nz'], { error: ANNOUNCEMENT_MESSAGES.audience }),
    showAsPopup: z.boolean().default(true),
  })
  .refine((a) => a.endDate === null || a.endDate >= a.startDate, {
    path: ['endDate'],
    error: ANNOUNCEMENT_MESSAGES.endBeforeStart,
  });
export type AnnouncementInput = z.input<typeof announcementInputSchema>;

/** Where an announcement stands today (the sales team's day, Japan time). */
export const ANNOUNCEMENT_STATES = ['live', 'scheduled', 'ended'] as const;
export type AnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];

/** Live when today is within its start and end dates (both inclusive; a missing one is open). */
export function announcementState(
  row: { startDate: string | null; endDate: string | null },
  today: string,
): AnnouncementState {
  if (row.startDate !== null && today < row.startDate) return 'scheduled';
  if (row.endDate !== null && today > row.endDate) return 'ended';
  return 'live';
}

export const adminAnnouncementSchema = announcementSchema.extend({
  state: z.enum(ANNOUNCEMENT_STATES),
  /** state === 'live': today is within the start and end dates. */
  live: z.boolean(),
  createdAt: z.string(),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;

/** GET /api/admin/announcements: every announcement, the newest start first. */
export const adminAnnouncementListSchema = z.object({
  items: z.array(adminAnnouncementSchema),
  /** The day the states were worked out for (YYYY-MM-DD, Japan time). */
  today: z.string(),
});
export type AdminAnnouncementList = z.infer<typeof adminAnnouncementListSchema>;

/** POST /api/admin/announcements/images: the address to put in an <img src>. */
export const announcementImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type AnnouncementImage = z.infer<typeof announcementImageSchema>;

/** POST /api/admin/announcements/preview: a body in, the body as it would be stored out. */
export const announcementPreviewSchema = z.object({
  bodyHtml: z.string().max(100_000, { error: ANNOUNCEMENT_MESSAGES.bodyLength }),
});
export type AnnouncementPreview = z.infer<typeof announcementPreviewSchema>;
