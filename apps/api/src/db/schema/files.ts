// Stored files (vehicle photos, announcement images, payment proofs, purchase documents): one row per
// distinct content (sha256), its bytes in the row or in an S3-compatible bucket, so every API
// instance serves the same files. See lib/file-store.ts, which also says who may fetch a file and
// when an unused one is removed.
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { companies } from './accounts.ts';
import { bytea, createdAt, oneOf, requiredRef, serialId, timestamptz } from './columns.ts';
import { vehicles } from './stock.ts';

export const files = pgTable(
  'files',
  {
    id: serialId(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** Hex SHA-256 of the bytes: the dedup key, the ETag and the file's public name. */
    sha256: char('sha256', { length: 64 }).notNull().unique(),
    /** The bytes, when they are held here (location 'database'); null when they are in the bucket. */
    bytes: bytea('bytes'),
    /** Where the bytes are: 'database' (this row) or 's3' (the object public|private/<sha256>). */
    location: text('location', { enum: ['database', 's3'] })
      .notNull()
      .default('database'),
    /**
     * Served to anyone at /media/files/<sha256> (vehicle photos, announcement images). Proofs and
     * documents are not: they go out only through the routes that check who asks.
     */
    isPublic: boolean('is_public').notNull().default(false),
    /**
     * Named only by its address inside some text (an announcement's body), never by a key: the
     * cleanup cannot see whether it is still shown, so it never removes it.
     */
    namedInText: boolean('named_in_text').notNull().default(false),
    createdAt: createdAt(),
    /** Stored or stored again (dedup) at this moment: the cleanup leaves a recently used file alone. */
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
  },
  (t) => [
    oneOf('files_location_check', t.location, ['database', 's3']),
    check('files_bytes_where_located', sql`(${t.location} = 'database') = (${t.bytes} is not null)`),
  ],
);

/** The photos of a vehicle in display order (position 0 is the front photo). */
export const vehiclePhotos = pgTable(
  'vehicle_photos',
  {
    /** Stable across reorders: the back office names a photo by it. */
    id: serial('id').notNull().unique(),
    vehicleId: requiredRef('vehicle_id', () => vehicles.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** The medium size: what /media/vehicles/:id/:position serves (tiles, checklist, compare, mail). */
    fileId: requiredRef('file_id', () => files.id),
    /**
     * The thumbnail and large WebP of an uploaded photo (modules/stock/stock-photos.service.ts).
     * Null for the seeded demo illustrations: one scale-free SVG serves every size.
     */
    thumbnailFileId: integer('thumbnail_file_id').references(() => files.id),
    largeFileId: integer('large_file_id').references(() => files.id),
    /** What the photo shows ('Front three-quarter', 'Interior', ...); '' for an uploaded photo. */
    view: text('view').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.vehicleId, t.position] }),
    // The file cleanup asks, for each file, whether a photo still uses it.
    index('vehicle_photos_file_idx').on(t.fileId),
    index('vehicle_photos_thumbnail_file_idx').on(t.thumbnailFileId),
    index('vehicle_photos_large_file_idx').on(t.largeFileId),
  ],
);

/**
 * What a company uploaded as payment proofs on one Japan day: the daily cap counts here
 * (modules/payments/payments.service.ts), one row per company and day.
 */
export const paymentProofUploads = pgTable(
  'payment_proof_uploads',
  {
    companyId: requiredRef('company_id', () => companies.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    files: integer('files').notNull(),
    bytes: integer('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);
