// Use cases of a vehicle's photos in the back office: list, upload, reorder, choose the
// default (front) photo, delete. Photos are stored files (lib/file-store.ts), so every API
// instance serves them. Position 0 is the default: /media/vehicles/:id/0 (tiles, checklist,
// compare, mail) serves it. The first upload replaces the seeded demo pictures. Every change writes
// its activity-log row in its transaction.
import {
  MAX_VEHICLE_PHOTOS,
  STOCK_MESSAGES,
  VEHICLE_PHOTO_MESSAGES,
  type VehiclePhoto,
  type VehiclePhotoList,
} from '@ibc/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordActivity, type Actor } from '../../lib/activity-log.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { createFileStore, fileUrl } from '../../lib/file-store.ts';
import type { FileStorage } from '../../lib/object-store.ts';
import { resizePhoto } from './stock-photos.images.ts';
import {
  createStockPhotosRepository,
  type PhotoRow,
  type PhotoVehicleRow,
} from './stock-photos.repository.ts';
import { present } from '../../lib/present.ts';

export interface StockPhotosServiceDeps {
  db: Db;
  /** Told how long an upload's resize and store took (the issue asks for it to be measured). */
  log?: { info(obj: object, msg?: string): void };
  /** Where files' bytes are stored (lib/object-store.ts); the database when not given. */
  fileStorage?: FileStorage;
}

const isUploaded = (row: PhotoRow) => row.large !== null && row.thumbnail !== null;

function toPhoto(row: PhotoRow): VehiclePhoto {
  return {
    id: row.id,
    position: row.position,
    thumbnailUrl: fileUrl(row.thumbnail ?? row.medium),
    mediumUrl: fileUrl(row.medium),
    largeUrl: fileUrl(row.large ?? row.medium),
    byteSize: row.large?.byteSize ?? 0,
  };
}

function toList(vehicleId: number, rows: PhotoRow[]): VehiclePhotoList {
  const uploaded = rows.filter(isUploaded);
  return {
    vehicleId,
    photos: uploaded.map(toPhoto),
    demoPhotoCount: rows.length - uploaded.length,
  };
}

/** What the log keeps of the photos: uploaded photo ids in order (the first is the default). */
const logged = (rows: PhotoRow[]) => ({
  photos: rows.filter(isUploaded).map((r) => r.id),
  demoPhotos: rows.filter((r) => !isUploaded(r)).length,
});

const summary = (v: PhotoVehicleRow, what: string) => `${v.make} ${v.model} ${v.chassis}: ${what}`;

export function createStockPhotosService({ db, log, fileStorage }: StockPhotosServiceDeps) {
  const repo = createStockPhotosRepository(db);

  /**
   * Runs a change to the vehicle's photos with the vehicle locked, then logs the photo order before
   * and after (ids; the first is the default) in the same transaction.
   */
  async function change(
    actor: Actor,
    vehicleId: number,
    what: (vehicle: PhotoVehicleRow, rows: PhotoRow[], tx: DbOrTx) => Promise<string>,
  ): Promise<VehiclePhotoList> {
    return db.transaction(async (tx) => {
      const txRepo = createStockPhotosRepository(tx);
      const vehicle = await txRepo.lockVehicle(vehicleId);
      if (!vehicle) throw notFound(STOCK_MESSAGES.notFound);
      const before = await txRepo.list(vehicleId);
      const done = await what(vehicle, before, tx);
      const after = await txRepo.list(vehicleId);
      await txRepo.setPhotoCount(vehicleId, after.length);
      await recordActivity(tx, actor, {
        entityType: 'vehicle',
        entityId: vehicleId,
        action: 'photos-updated',
        summary: summary(vehicle, done),
        before: logged(before),
        after: logged(after),
      });
      return toList(vehicleId, after);
    });
  }

  /** The uploaded photo with this id on this vehicle, or a 404 naming what happened. */
  function photoOf(rows: PhotoRow[], photoId: number): PhotoRow {
    const row = rows.find((r) => r.id === photoId && isUploaded(r));
    if (!row) throw notFound(VEHICLE_PHOTO_MESSAGES.noSuchPhoto);
    return row;
  }

  return {
    async list(vehicleId: number): Promise<VehiclePhotoList> {
      if (!(await repo.findVehicle(vehicleId))) throw notFound(STOCK_MESSAGES.notFound);
      return toList(vehicleId, await repo.list(vehicleId));
    },

    /**
     * Adds one photo at the end (the first one becomes the default); replaces the demo pictures. A
     * vehicle has at most MAX_VEHICLE_PHOTOS: counted with the vehicle locked, so two uploads sent at
     * once for the last place are one 200 and one 400.
     */
    async upload(actor: Actor, vehicleId: number, bytes: Buffer): Promise<VehiclePhotoList> {
      // A missing vehicle, or one with every place taken, is refused before any CPU is spent on the photo.
      if (!(await repo.findVehicle(vehicleId))) throw notFound(STOCK_MESSAGES.notFound);
      if ((await repo.list(vehicleId)).filter(isUploaded).length >= MAX_VEHICLE_PHOTOS) {
        throw badRequest(VEHICLE_PHOTO_MESSAGES.tooMany);
      }
      const started = performance.now();
      const sizes = await resizePhoto(bytes);
      const resized = performance.now();
      const list = await change(actor, vehicleId, async (_vehicle, rows, tx) => {
        const uploaded = rows.filter(isUploaded);
        if (uploaded.length >= MAX_VEHICLE_PHOTOS) throw badRequest(VEHICLE_PHOTO_MESSAGES.tooMany);
        const txRepo = createStockPhotosRepository(tx);
        await txRepo.delete(
          vehicleId,
          rows.filter((r) => !isUploaded(r)).map((r) => r.id),
        );
        if (uploaded.length)
          await txRepo.setOrder(
            vehicleId,
            uploaded.map((r) => r.id),
          );
        const [thumbnail, medium, large] = await createFileStore(tx, fileStorage).putMany(
          [sizes.thumbnail, sizes.medium, sizes.large].map((bytes) => ({
            bytes,
            contentType: 'image/webp',
            use: 'vehicle-photo',
          })),
        );
        await txRepo.insert({
          vehicleId,
          position: uploaded.length,
          fileId: present(medium, 'the stored medium photo').id,
          thumbnailFileId: present(thumbnail, 'the stored thumbnail').id,
          largeFileId: present(large, 'the stored large photo').id,
        });
        return `photo ${uploaded.length + 1} added`;
      });
      log?.info(
        {
          vehicleId,
          inputBytes: bytes.length,
          resizeMs: Math.round(resized - started),
          totalMs: Math.round(performance.now() - started),
        },
        'vehicle photo stored',
      );
      return list;
    },

    /** Puts every uploaded photo in this order; the first becomes the default. */
    async reorder(actor: Actor, vehicleId: number, photoIds: number[]): Promise<VehiclePhotoList> {
      return change(actor, vehicleId, async (_vehicle, rows, tx) => {
        const current = rows.filter(isUploaded).map((r) => r.id);
        const same =
          current.length === photoIds.length && [...current].sort().join() === [...photoIds].sort().join();
        // Someone else added or deleted a photo meanwhile: their change must not be undone blindly.
        if (!same) throw conflict(VEHICLE_PHOTO_MESSAGES.orderMismatch);
        await createStockPhotosRepository(tx).setOrder(vehicleId, photoIds);
        return 'photos reordered';
      });
    },

    /** Moves one photo to the front; the others keep their order. */
    async makeDefault(actor: Actor, vehicleId: number, photoId: number): Promise<VehiclePhotoList> {
      return change(actor, vehicleId, async (_vehicle, rows, tx) => {
        const photo = photoOf(rows, photoId);
        const others = rows.filter((r) => isUploaded(r) && r.id !== photoId).map((r) => r.id);
        await createStockPhotosRepository(tx).setOrder(vehicleId, [photoId, ...others]);
        return `photo ${photo.position + 1} made the default`;
      });
    },

    /** Deletes one photo; the ones after it move up (deleting the default makes the next one default). */
    async remove(actor: Actor, vehicleId: number, photoId: number): Promise<VehiclePhotoList> {
      return change(actor, vehicleId, async (_vehicle, rows, tx) => {
        const photo = photoOf(rows, photoId);
        const txRepo = createStockPhotosRepository(tx);
        await txRepo.delete(vehicleId, [photoId]);
        const rest = rows.filter((r) => isUploaded(r) && r.id !== photoId).map((r) => r.id);
        await txRepo.setOrder(vehicleId, rest);
        // The files stay until the file cleanup (lib/file-store.ts) finds no photo uses them: they
        // are shared by content with other vehicles.
        return `photo ${photo.position + 1} deleted`;
      });
    },
  };
}

export type StockPhotosService = ReturnType<typeof createStockPhotosService>;
