// The back office's announcements: staff create, edit and delete the pop-ups of spec §4.
// The body is sanitised here before it is stored, so the member pop-up (which renders it as HTML)
// only ever gets markup this module allowed. Every change is logged in its transaction.
import { randomBytes } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import {
  ANNOUNCEMENT_MESSAGES,
  type announcementInputSchema,
  announcementState,
  businessDate,
  type AdminAnnouncement,
} from '@ibc/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { recordActivity, type Actor } from '../../lib/activity-log.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { createFileStore, fileUrl } from '../../lib/file-store.ts';
import type { FileStorage } from '../../lib/object-store.ts';
import {
  createAnnouncementsRepository,
  type AnnouncementFields,
  type AnnouncementRow,
} from './announcements.repository.ts';
import { toDto } from './announcements.service.ts';
import { hasContent, sanitizeAnnouncementBody } from './sanitize-body.ts';
import { present } from '../../lib/present.ts';

type ValidInput = z.output<typeof announcementInputSchema>;

/** Wide enough for a full-width pop-up on a large screen, small enough for a phone on 4G. */
const IMAGE_MAX_WIDTH = 1600;

/** A URL-friendly, unique slug: the title's words and a short random tail. */
function slugOf(title: string): string {
  const base = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return `${base || 'announcement'}-${randomBytes(3).toString('hex')}`;
}

/** What the log keeps of an announcement (the fields staff edit). */
const snapshot = (row: AnnouncementRow) => ({
  title: row.title,
  bodyHtml: row.bodyHtml,
  startDate: row.startDate,
  endDate: row.endDate,
  audience: row.audience,
  storageKey: row.storageKey,
  showAsPopup: row.showAsPopup,
});

export function createAnnouncementsAdminService(deps: {
  db: Db;
  now?: () => Date;
  /** Where files' bytes are stored (lib/object-store.ts); the database when not given. */
  fileStorage?: FileStorage;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  // "Live today" is the sales team's calendar day: a business date, in Japan.
  const today = () => businessDate(now());

  const toAdmin = (row: AnnouncementRow, day: string): AdminAnnouncement => {
    const state = announcementState(row, day);
    return { ...toDto(row), state, live: state === 'live', createdAt: row.createdAt.toISOString() };
  };

  function fieldsOf(input: ValidInput): AnnouncementFields {
    const bodyHtml = sanitizeAnnouncementBody(input.bodyHtml);
    if (!hasContent(bodyHtml))
      throw badRequest(ANNOUNCEMENT_MESSAGES.body, { bodyHtml: ANNOUNCEMENT_MESSAGES.body });
    return {
      title: input.title,
      bodyHtml,
      startDate: input.startDate,
      endDate: input.endDate,
      audience: input.audience,
      showAsPopup: input.showAsPopup,
    };
  }

  return {
    /** GET /api/admin/announcements: every one, the newest start first, with where it stands today. */
    async list(): Promise<{ items: AdminAnnouncement[]; today: string }> {
      const day = today();
      const rows = await createAnnouncementsRepository(db).listAll();
      return { items: rows.map((row) => toAdmin(row, day)), today: day };
    },

    /** The body as create/update would store it. */
    preview(bodyHtml: string): string {
      return sanitizeAnnouncementBody(bodyHtml);
    },

    async get(id: number): Promise<AdminAnnouncement> {
      const row = await createAnnouncementsRepository(db).findById(id);
      if (!row) throw notFound(/*i18n*/ 'There is no such announcement.');
      return toAdmin(row, today());
    },

    async create(actor: Actor, input: ValidInput): Promise<AdminAnnouncement> {
      const fields = fieldsOf(input);
      const row = await db.transaction(async (tx) => {
        const slug = slugOf(fields.title);
        // The browser's last-seen key is the slug: unique, fixed at creation (an edit never shows a
        // closed pop-up again), and nothing staff have to invent.
        const created = await createAnnouncementsRepository(tx).insert({ ...fields, slug, storageKey: slug });
        await recordActivity(tx, actor, {
          entityType: 'announcement',
          entityId: created.id,
          action: 'created',
          summary: created.title,
          after: snapshot(created),
        });
        return created;
      });
      return toAdmin(row, today());
    },

    async update(actor: Actor, id: number, input: ValidInput): Promise<AdminAnnouncement> {
      const fields = fieldsOf(input);
      const row = await db.transaction(async (tx) => {
        const repo = createAnnouncementsRepository(tx);
        const before = await repo.lockById(id);
        if (!before) throw notFound(/*i18n*/ 'There is no such announcement.');
        const after = present(await repo.update(id, fields), 'the announcement locked above');
        await recordActivity(tx, actor, {
          entityType: 'announcement',
          entityId: id,
          action: 'updated',
          summary: after.title,
          before: snapshot(before),
          after: snapshot(after),
        });
        return after;
      });
      return toAdmin(row, today());
    },

    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const repo = createAnnouncementsRepository(tx);
        const before = await repo.lockById(id);
        if (!before) throw notFound(/*i18n*/ 'There is no such announcement.');
        await repo.delete(id);
        await recordActivity(tx, actor, {
          entityType: 'announcement',
          entityId: id,
          action: 'deleted',
          summary: before.title,
          before: snapshot(before),
        });
      });
    },

    /**
     * An image for a body: decoded and re-encoded as WebP (which also drops its metadata, such as a
     * phone's location), at most 1600 px wide, and stored in the file store every instance serves.
     */
    async storeImage(bytes: Buffer): Promise<{ url: string; width: number; height: number }> {
      let output: { data: Buffer; info: OutputInfo };
      try {
        output = await sharp(bytes, { limitInputPixels: 50_000_000 })
          .rotate()
          .resize({ width: IMAGE_MAX_WIDTH, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
      } catch {
        throw badRequest(ANNOUNCEMENT_MESSAGES.imageUnreadable);
      }
      const ref = await createFileStore(db, deps.fileStorage).put({
        bytes: output.data,
        contentType: 'image/webp',
        use: 'announcement-image',
      });
      return { url: fileUrl(ref), width: output.info.width, height: output.info.height };
    },
  };
}
