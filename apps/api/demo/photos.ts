// Demo photos: the seeded stock has no real photographs, so each vehicle gets the procedural studio
// illustrations of its body type in its colour. Each DISTINCT picture (body type x colour x view) is
// rendered once and stored in the file store; `vehicle_photos` then points every vehicle's
// positions at those shared files in one set-based statement, so thousands of vehicles cost
// one render per picture, not one per vehicle.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../src/db/client.ts';
import { createFileStore } from '../src/lib/file-store.ts';
import { PHOTO_VIEW_COUNT, photoKey, photoViewName, renderVehiclePhotoSvg } from './vehicle-photo.ts';

export interface DemoPhotosResult {
  /** Distinct pictures rendered and stored. */
  files: number;
  /** `vehicle_photos` rows written. */
  photos: number;
}

/** Gives every vehicle without photos its demo photos (positions 0 .. photo_count - 1). */
export async function seedDemoPhotos(db: DbOrTx): Promise<DemoPhotosResult> {
  const looks = await queryRows<{ body_type: string; color: string }>(
    db,
    sql`SELECT DISTINCT body_type, color FROM vehicles ORDER BY body_type, color`,
  );
  const pictures = looks.flatMap((look) =>
    Array.from({ length: PHOTO_VIEW_COUNT }, (_, view) => ({
      bodyType: look.body_type,
      color: look.color,
      view,
    })),
  );
  // Views that show only the paint (interior, engine bay, ...) are shared across body types.
  const distinct = new Map(pictures.map((picture) => [photoKey(picture), picture]));
  const stored = await createFileStore(db).putMany(
    [...distinct.values()].map((picture) => ({
      bytes: renderVehiclePhotoSvg(picture),
      contentType: 'image/svg+xml',
    })),
  );
  const fileIdOf = new Map([...distinct.keys()].map((key, i) => [key, stored[i]!.id]));
  const map = pictures.map((picture) => ({
    body_type: picture.bodyType,
    color: picture.color,
    view: picture.view,
    file_id: fileIdOf.get(photoKey(picture))!,
    label: photoViewName(picture.view),
  }));
  // Views past the last distinct one wrap around, as the renderer's do.
  const [inserted] = await queryRows<{ count: number }>(
    db,
    sql`WITH pictures AS (
          SELECT * FROM jsonb_to_recordset(${JSON.stringify(map)}::jsonb)
            AS p(body_type text, color text, view int, file_id int, label text)
        ), added AS (
          INSERT INTO vehicle_photos (vehicle_id, position, file_id, view)
          SELECT v.id, pos.position, p.file_id, p.label
          FROM vehicles v
          CROSS JOIN LATERAL generate_series(0, v.photo_count - 1) AS pos(position)
          JOIN pictures p
            ON p.body_type = v.body_type AND p.color = v.color AND p.view = pos.position % ${PHOTO_VIEW_COUNT}
          WHERE NOT EXISTS (SELECT 1 FROM vehicle_photos vp WHERE vp.vehicle_id = v.id)
          RETURNING 1
        )
        SELECT count(*)::int AS count FROM added`,
  );
  return { files: new Set(stored.map((ref) => ref.id)).size, photos: inserted?.count ?? 0 };
}
