import { z } from 'zod';
import { pageOf, pageQueryFields } from './paging.ts';

// Notifications: the bell, its pages (/my-account/notifications, /admin/notifications) and the
// account summary.

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** Where it leads in the site ('' when nowhere). */
  link: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationDto = z.infer<typeof notificationSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** GET /api/notifications/history: one page of every notification, newest first. */
export const notificationPageQuerySchema = z.object(pageQueryFields(20));
export const notificationPageSchema = pageOf(notificationSchema).extend({ unread: z.number().int() });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit is a whole number from 1 to 100.' })
    .int()
    .min(1)
    .max(100)
    .default(20),
});

/**
 * E-mail per kind ("the member can turn e-mail off per kind in My Profile"): every dealer
 * kind with whether it is e-mailed. PUT sends the kinds to e-mail; the others are turned off.
 */
export const notificationEmailSettingsSchema = z.object({
  kinds: z.array(z.object({ kind: z.string(), label: z.string(), email: z.boolean() })),
});
export type NotificationEmailSettings = z.infer<typeof notificationEmailSettingsSchema>;

export const notificationEmailUpdateSchema = z.object({
  email: z.array(z.string().max(60)).max(50),
});
export type NotificationEmailUpdate = z.infer<typeof notificationEmailUpdateSchema>;
