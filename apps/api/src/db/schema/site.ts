// Announcements (§1, §4): data, not components
import { boolean, date, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns.ts';

export const announcements = pgTable('announcements', {
  id: serialId(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  /** Rich content (sanitised HTML written by staff). */
  bodyHtml: text('body_html').notNull(),
  startDate: date('start_date'),
  /** Last day the pop-up is shown (inclusive). */
  endDate: date('end_date'),
  /** 'everyone' | 'nz' (countryId 75 only). */
  audience: text('audience').notNull().default('everyone'),
  /** Browser storage key holding the last-seen date (§4). */
  storageKey: text('storage_key').notNull(),
  showAsPopup: boolean('show_as_popup').notNull().default(true),
  meta: jsonb('meta'),
  createdAt: createdAt(),
});

/** Instance-independent settings, e.g. the generated token-signing secret when AUTH_SECRET is unset. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
