import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { VehiclePhotoSize } from '@ibc/domain';
import type { DbOrTx } from '../../db/client.ts';
import { files, vehiclePhotos, vehicles } from '../../db/schema.ts';

/** The file of each size; a demo illustration (no thumbnail or large) serves its one SVG for all. */
const fileOfSize = (size: VehiclePhotoSize): SQL =>
  size === 'thumbnail'
    ? sql`coalesce(${vehiclePhotos.thumbnailFileId}, ${vehiclePhotos.fileId})`
    : size === 'large'
      ? sql`coalesce(${vehiclePhotos.largeFileId}, ${vehiclePhotos.fileId})`
      : sql`${vehiclePhotos.fileId}`;

export function createMediaRepository(db: DbOrTx) {
  return {
    /** The vehicle (for the access rule) and the stored file at one photo position, if any. */
    async vehiclePhoto(vehicleId: number, position: number, size: VehiclePhotoSize = 'medium') {
      const [row] = await db
        .select({
          stockType: vehicles.stockType,
          photoCount: vehicles.photoCount,
          file: {
            sha256: files.sha256,
            contentType: files.contentType,
            bytes: files.bytes,
            location: files.location,
            isPublic: files.isPublic,
          },
        })
        .from(vehicles)
        .leftJoin(
          vehiclePhotos,
          and(eq(vehiclePhotos.vehicleId, vehicles.id), eq(vehiclePhotos.position, position)),
        )
        .leftJoin(files, eq(files.id, fileOfSize(size)))
        .where(eq(vehicles.id, vehicleId));
      return row;
    },
  };
}
