import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files, vehiclePhotos, vehicles } from '../../db/schema.ts';

export function createMediaRepository(db: DbOrTx) {
  return {
    /** The vehicle (for the access rule) and the stored file at one photo position, if any. */
    async vehiclePhoto(vehicleId: number, position: number) {
      const [row] = await db
        .select({
          stockType: vehicles.stockType,
          photoCount: vehicles.photoCount,
          file: { sha256: files.sha256, contentType: files.contentType, bytes: files.bytes },
        })
        .from(vehicles)
        .leftJoin(
          vehiclePhotos,
          and(eq(vehiclePhotos.vehicleId, vehicles.id), eq(vehiclePhotos.position, position)),
        )
        .leftJoin(files, eq(files.id, vehiclePhotos.fileId))
        .where(eq(vehicles.id, vehicleId));
      return row;
    },
  };
}
