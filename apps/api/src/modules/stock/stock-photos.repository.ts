// SQL of a vehicle's photos in the back office. Writes take the caller's transaction, so
// the photo rows, the vehicle's photo count and the activity-log row commit together.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { files, vehiclePhotos, vehicles } from '../../db/schema.ts';
import { present } from '../../lib/present.ts';

const thumbnail = alias(files, 'thumbnail');
const large = alias(files, 'large');

export interface PhotoVehicleRow {
  id: number;
  make: string;
  model: string;
  chassis: string;
}

export interface PhotoRow {
  id: number;
  position: number;
  medium: { sha256: string; contentType: string };
  /** Null on a seeded demo illustration (one SVG for every size). */
  thumbnail: { sha256: string; contentType: string } | null;
  large: { sha256: string; contentType: string; byteSize: number } | null;
}

export interface NewPhotoRow {
  vehicleId: number;
  position: number;
  fileId: number;
  thumbnailFileId: number;
  largeFileId: number;
}

const vehicleColumns = {
  id: vehicles.id,
  make: vehicles.make,
  model: vehicles.model,
  chassis: vehicles.chassis,
};

export function createStockPhotosRepository(db: DbOrTx) {
  return {
    async findVehicle(id: number): Promise<PhotoVehicleRow | null> {
      const [row] = await db.select(vehicleColumns).from(vehicles).where(eq(vehicles.id, id));
      return row ?? null;
    },

    /** The vehicle, locked until the transaction ends: two uploads to one vehicle take turns. */
    async lockVehicle(id: number): Promise<PhotoVehicleRow | null> {
      const [row] = await db.select(vehicleColumns).from(vehicles).where(eq(vehicles.id, id)).for('update');
      return row ?? null;
    },

    /** Every photo row of the vehicle (uploaded and demo) in display order. */
    async list(vehicleId: number): Promise<PhotoRow[]> {
      const rows = await db
        .select({
          id: vehiclePhotos.id,
          position: vehiclePhotos.position,
          medium: { sha256: files.sha256, contentType: files.contentType },
          thumbnail: { sha256: thumbnail.sha256, contentType: thumbnail.contentType },
          large: { sha256: large.sha256, contentType: large.contentType, byteSize: large.byteSize },
        })
        .from(vehiclePhotos)
        .innerJoin(files, eq(files.id, vehiclePhotos.fileId))
        .leftJoin(thumbnail, eq(thumbnail.id, vehiclePhotos.thumbnailFileId))
        .leftJoin(large, eq(large.id, vehiclePhotos.largeFileId))
        .where(eq(vehiclePhotos.vehicleId, vehicleId))
        .orderBy(asc(vehiclePhotos.position));
      return rows;
    },

    async insert(row: NewPhotoRow): Promise<number> {
      const [inserted] = await db
        .insert(vehiclePhotos)
        .values({ ...row, view: '' })
        .returning({ id: vehiclePhotos.id });
      return present(inserted, 'the inserted photo').id;
    },

    async delete(vehicleId: number, photoIds: readonly number[]): Promise<void> {
      if (photoIds.length === 0) return;
      await db
        .delete(vehiclePhotos)
        .where(and(eq(vehiclePhotos.vehicleId, vehicleId), inArray(vehiclePhotos.id, [...photoIds])));
    },

    /**
     * Puts the vehicle's photos in this order (positions 0..n-1). The primary key (vehicle, position)
     * is checked row by row, so the rows first move to negative positions, out of each other's way.
     */
    async setOrder(vehicleId: number, photoIds: readonly number[]): Promise<void> {
      if (photoIds.length === 0) return;
      await db
        .update(vehiclePhotos)
        .set({ position: sql`-1 - ${vehiclePhotos.position}` })
        .where(eq(vehiclePhotos.vehicleId, vehicleId));
      const order = JSON.stringify(photoIds.map((id, position) => ({ id, position })));
      await db.execute(sql`
        UPDATE vehicle_photos vp SET position = o.position
        FROM jsonb_to_recordset(${order}::jsonb) AS o(id int, position smallint)
        WHERE vp.id = o.id AND vp.vehicle_id = ${vehicleId}`);
    },

    /**
     * The number of photos the site shows for the vehicle (searches, checklist, compare read it);
     * a vehicle without photos keeps one position, the "photo coming soon" picture.
     */
    async setPhotoCount(vehicleId: number, count: number): Promise<void> {
      await db
        .update(vehicles)
        .set({ photoCount: Math.max(count, 1), updatedAt: new Date() })
        .where(eq(vehicles.id, vehicleId));
    },
  };
}

export type StockPhotosRepository = ReturnType<typeof createStockPhotosRepository>;
