import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows, type Db } from '../src/db/client.ts';
import { describeEachDatabase } from '../test/helpers/index.ts';
import { vehicles } from '../src/db/schema.ts';
import { ANNOUNCEMENT_SEED } from './announcements.ts';
import { seedDemoPhotos } from './photos.ts';
import { seedDemoData } from './seed.ts';
import { ODOMETER_VIEW, odometerDigits } from './vehicle-photo.ts';
import { iterateVehicles, type SeedVehicle } from './vehicles.ts';

const NOW = new Date('2026-03-02T09:00:00Z');

const structures = (db: Db) =>
  queryRows<{ definition: string }>(
    db,
    sql`SELECT indexdef AS definition FROM pg_indexes WHERE tablename IN ('vehicles', 'vehicle_photos')
        UNION ALL
        SELECT conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint
        WHERE conrelid IN ('vehicles'::regclass, 'vehicle_photos'::regclass)
        ORDER BY 1`,
  );

describeEachDatabase('demo seed', (ctx) => {
  let before: { definition: string }[] = [];
  beforeAll(async () => {
    before = await structures(ctx().db);
    // bulkLoad: the indexes and keys are dropped and made again, as for 20,000 vehicles and more.
    await seedDemoData(ctx().db, { vehicles: 40, seed: 3, now: NOW, bulkLoad: true });
  });

  it('stores every generated vehicle as generated, in order', async () => {
    const numbers = (v: SeedVehicle) => ({
      ...v,
      basePrice: Number(v.basePrice),
      conditionGrade: v.conditionGrade === null ? null : Number(v.conditionGrade),
    });
    const stored = await ctx().db.select().from(vehicles).orderBy(vehicles.id);
    expect(stored.map(({ id: _id, ...vehicle }) => numbers(vehicle))).toEqual(
      [...iterateVehicles({ count: 40, seed: 3, now: NOW })].map(numbers),
    );
  });

  it('gives the stock and photo tables back every index and constraint after a bulk load', async () => {
    expect(before.length).toBeGreaterThan(10);
    expect(await structures(ctx().db)).toEqual(before);
  });

  it('gives every vehicle its photos, rendering each distinct picture once', async () => {
    const [counts] = await queryRows<{
      photos: number;
      expected: number;
      files: number;
      looks: number;
      mileages: number;
    }>(
      ctx().db,
      sql`SELECT (SELECT count(*)::int FROM vehicle_photos) AS photos,
                 (SELECT sum(photo_count)::int FROM vehicles) AS expected,
                 (SELECT count(*)::int FROM files) AS files,
                 (SELECT count(DISTINCT (body_type, color))::int FROM vehicles) AS looks,
                 (SELECT count(DISTINCT kms)::int FROM vehicles) AS mileages`,
    );
    expect(counts!.photos).toBe(counts!.expected);
    // At most 11 pictures per look (fewer: paint-only views are shared), one odometer per mileage,
    // plus the notice images.
    expect(counts!.files).toBeLessThanOrEqual(counts!.looks * 11 + counts!.mileages + 6);
    expect(counts!.files).toBeLessThan(counts!.photos);
  });

  it("serves a seeded vehicle's stored photo", async () => {
    const [vehicle] = await queryRows<{ id: number; body_type: string; stock_type: string }>(
      ctx().db,
      sql`SELECT id, body_type, stock_type FROM vehicles WHERE stock_type <> 'ddu' ORDER BY id LIMIT 1`,
    );
    const res = await ctx().app.inject({
      method: 'GET',
      url: ctx().app.vehiclePhotos.url({ id: vehicle!.id, stockType: vehicle!.stock_type }, 1),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${vehicle!.body_type}, `);
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
  });

  // The odometer photo reads the vehicle's own listed mileage, not a made-up one.
  it('serves each seeded vehicle an odometer photo reading its own kms', async () => {
    const seeded = await queryRows<{ id: number; kms: number; stock_type: string; view: string }>(
      ctx().db,
      sql`SELECT v.id, v.kms, v.stock_type, vp.view FROM vehicles v
          JOIN vehicle_photos vp ON vp.vehicle_id = v.id AND vp.position = ${ODOMETER_VIEW}
          WHERE v.stock_type <> 'ddu' ORDER BY v.id LIMIT 5`,
    );
    expect(seeded.length).toBe(5);
    for (const vehicle of seeded) {
      expect(vehicle.view).toBe('Odometer');
      const res = await ctx().app.inject({
        method: 'GET',
        url: ctx().app.vehiclePhotos.url({ id: vehicle.id, stockType: vehicle.stock_type }, ODOMETER_VIEW),
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`>${odometerDigits(vehicle.kms)} km</text>`);
      expect(res.body).toContain(`<title>Odometer, ${vehicle.kms.toLocaleString('en')} km</title>`);
    }
  });

  it('gives a benchmark-sized seed an interior view in the odometer place, never a wrong mileage', async () => {
    const [target] = await queryRows<{ id: number }>(
      ctx().db,
      sql`SELECT id FROM vehicles WHERE photo_count > ${ODOMETER_VIEW} ORDER BY id DESC LIMIT 1`,
    );
    await ctx().db.execute(sql`DELETE FROM vehicle_photos WHERE vehicle_id = ${target!.id}`);
    await seedDemoPhotos(ctx().db, { odometers: false });
    const views = await queryRows<{ position: number; view: string }>(
      ctx().db,
      sql`SELECT position, view FROM vehicle_photos WHERE vehicle_id = ${target!.id} ORDER BY position`,
    );
    expect(views.find((row) => row.position === ODOMETER_VIEW)?.view).toBe('Interior');
    expect(views.map((row) => row.view)).not.toContain('Odometer');
  });

  it('stores the images the notices show, at the addresses in their bodies', async () => {
    const urls = ANNOUNCEMENT_SEED.flatMap((a) => [
      ...a.bodyHtml.matchAll(/src="(\/media\/files\/[^"]+)"/g),
    ]).map((m) => m[1]!);
    expect(urls.length).toBeGreaterThanOrEqual(4);
    for (const url of urls) {
      const res = await ctx().app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });
});
