// Stored files (vehicle photos, announcement images): bytes in the database, so every API
// instance serves the same files. One row per distinct content (sha256); see lib/file-store.ts.
import { char, customType, integer, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, serialId } from './columns.ts';
import { vehicles } from './stock.ts';

/** bytea as a Buffer (PGlite answers with a Uint8Array, node-postgres with a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const files = pgTable('files', {
  id: serialId(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  /** Hex SHA-256 of the bytes: the dedup key, the ETag and the file's public name. */
  sha256: char('sha256', { length: 64 }).notNull().unique(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

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
  (t) => [primaryKey({ columns: [t.vehicleId, t.position] })],
);
