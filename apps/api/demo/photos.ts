// Demo photos: the seeded stock has no real photographs, so each vehicle gets the procedural studio
// illustrations of its body type in its colour, and an odometer that reads its own mileage. Each
// DISTINCT picture (body type x colour x view, or the odometer's mileage) is
// rendered once and stored in the file store; `vehicle_photos` then points every vehicle's
// positions at those shared files in one set-based statement, so thousands of vehicles cost
// one render per picture, not one per vehicle.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../src/db/client.ts';
import { createFileStore } from '../src/lib/file-store.ts';
import type { FileStorage } from '../src/lib/object-store.ts';
import {
  ODOMETER_VIEW,
  PHOTO_VIEW_COUNT,
  photoKey,
  photoViewName,
  renderVehiclePhotoSvg,
} from './vehicle-photo.ts';

export interface DemoPhotosResult {
  /** Distinct pictures rendered and stored. */
  files: number;
  /** `vehicle_photos` rows written. */
  photos: number;
}

const ODOMETER_LABEL = photoViewName(ODOMETER_VIEW);

/** The view a bulk (benchmark) seed shows in the odometer's place: see `seedDemoPhotos`. */
const INTERIOR_VIEW = 3;

/**
 * Gives every vehicle without photos its demo photos (positions 0 .. photo_count - 1).
 * `odometers: false` (bulk seeds of benchmarks, where nearly every vehicle has its own mileage and a
 * picture each would store gigabytes) puts a second interior view in the odometer's place rather than
 * an odometer that reads someone else's mileage.
 */
export async function seedDemoPhotos(
  db: DbOrTx,
  {
    odometers: withOdometers = true,
    fileStorage,
  }: { odometers?: boolean; fileStorage?: FileStorage | undefined } = {},
): Promise<DemoPhotosResult> {
  const looks = await queryRows<{ body_type: string; color: string }>(
    db,
    sql`SELECT DISTINCT body_type, color FROM vehicles ORDER BY body_type, color`,
  );
  // The odometer reads the vehicle's own mileage: one picture per distinct mileage.
  const mileages = withOdometers
    ? await queryRows<{ kms: number }>(
        db,
        sql`SELECT DISTINCT kms FROM vehicles WHERE NOT EXISTS (
              SELECT 1 FROM vehicle_photos vp WHERE vp.vehicle_id = vehicles.id
            ) ORDER BY kms`,
      )
    : [];
  const pictures = [
    ...looks.flatMap((look) =>
      Array.from({ length: PHOTO_VIEW_COUNT }, (_, view) => view)
        .filter((view) => view !== ODOMETER_VIEW)
        .map((view) => ({ bodyType: look.body_type, color: look.color, view, kms: 0 })),
    ),
    ...mileages.map(({ kms }) => ({ bodyType: '', color: '', view: ODOMETER_VIEW, kms })),
  ];
  // Views that show only the paint (interior, engine bay, ...) are shared across body types.
  const distinct = new Map(pictures.map((picture) => [photoKey(picture), picture]));
  const stored = await createFileStore(db, fileStorage).putMany(
    [...distinct.values()].map((picture) => ({
      bytes: renderVehiclePhotoSvg(picture),
      contentType: 'image/svg+xml',
      use: 'vehicle-photo',
    })),
  );
  const fileIdOf = new Map([...distinct.keys()].map((key, i) => [key, stored[i]!.id]));
  const map = pictures
    .filter((picture) => picture.view !== ODOMETER_VIEW)
    .flatMap((picture) => {
      const row = {
        body_type: picture.bodyType,
        color: picture.color,
        view: picture.view,
        file_id: fileIdOf.get(photoKey(picture))!,
        label: photoViewName(picture.view),
      };
      return !withOdometers && picture.view === INTERIOR_VIEW
        ? [row, { ...row, view: ODOMETER_VIEW }]
        : [row];
    });
  const odometers = mileages.map(({ kms }) => ({
    kms,
    file_id: fileIdOf.get(photoKey({ bodyType: '', color: '', view: ODOMETER_VIEW, kms }))!,
  }));
  // Views past the last distinct one wrap around, as the renderer's do.
  const [inserted] = await queryRows<{ count: number }>(
    db,
    sql`WITH pictures AS (
          SELECT * FROM jsonb_to_recordset(${JSON.stringify(map)}::jsonb)
            AS p(body_type text, color text, view int, file_id int, label text)
        ), odometers AS (
          SELECT * FROM jsonb_to_recordset(${JSON.stringify(odometers)}::jsonb) AS o(kms int, file_id int)
        ), added AS (
          INSERT INTO vehicle_photos (vehicle_id, position, file_id, view)
          SELECT v.id, pos.position, coalesce(p.file_id, o.file_id), coalesce(p.label, ${ODOMETER_LABEL})
          FROM vehicles v
          CROSS JOIN LATERAL generate_series(0, v.photo_count - 1) AS pos(position)
          LEFT JOIN pictures p
            ON p.body_type = v.body_type AND p.color = v.color AND p.view = pos.position % ${PHOTO_VIEW_COUNT}
          LEFT JOIN odometers o
            ON pos.position % ${PHOTO_VIEW_COUNT} = ${ODOMETER_VIEW} AND o.kms = v.kms
          WHERE NOT EXISTS (SELECT 1 FROM vehicle_photos vp WHERE vp.vehicle_id = v.id)
          RETURNING 1
        )
        SELECT count(*)::int AS count FROM added`,
  );
  return { files: new Set(stored.map((ref) => ref.id)).size, photos: inserted?.count ?? 0 };
}
