import { expect, it } from 'vitest';
import { vehiclePhotos } from '../../db/schema.ts';
import { createFileStore } from '../../lib/file-store.ts';
import { createVehicle, describeApi } from '../../../test/helpers/index.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describeApi('media', (ctx, { get }) => {
  it('serves a stored file under its content address as immutable, with an ETag', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><title>stored</title></svg>';
    const ref = await createFileStore(ctx().db).put({ bytes: svg, contentType: 'image/svg+xml' });
    for (const url of [`/media/files/${ref.sha256}.svg`, `/media/files/${ref.sha256}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(svg);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.headers.etag).toBe(`"${ref.sha256}"`);
      expect(res.headers['content-security-policy']).toContain('sandbox');
    }
    const revalidated = await get(`/media/files/${ref.sha256}.svg`, { 'if-none-match': `"${ref.sha256}"` });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await get(`/media/files/${'0'.repeat(64)}.svg`)).statusCode).toBe(404);
    expect((await get('/media/files/1')).statusCode).toBe(400);
  });

  it("serves a vehicle's stored photo at its position, and a placeholder where it has none", async () => {
    const vehicle = await createVehicle(ctx().db, { photoCount: 3 });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><title>front</title></svg>';
    const ref = await createFileStore(ctx().db).put({ bytes: svg, contentType: 'image/svg+xml' });
    await ctx()
      .db.insert(vehiclePhotos)
      .values({ vehicleId: vehicle.id, position: 0, fileId: ref.id, view: 'Front' });

    const front = await get(`/media/vehicles/${vehicle.id}/0.svg`);
    expect(front.statusCode).toBe(200);
    expect(front.body).toBe(svg);
    expect(front.headers.etag).toBe(`"${ref.sha256}"`);
    expect(front.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(
      (await get(`/media/vehicles/${vehicle.id}/0.svg`, { 'if-none-match': `W/"${ref.sha256}"` })).statusCode,
    ).toBe(304);

    const missing = await get(`/media/vehicles/${vehicle.id}/2.svg`);
    expect(missing.statusCode).toBe(200);
    expect(missing.headers['content-type']).toContain('image/svg+xml');
    expect(missing.body).toContain('Photo coming soon');
    // Past the vehicle's photo count, or no such vehicle: no photo.
    expect((await get(`/media/vehicles/${vehicle.id}/3.svg`)).statusCode).toBe(404);
    expect((await get(`/media/vehicles/${vehicle.id + 100_000}/0.svg`)).statusCode).toBe(404);
  });

  it('keeps DDU photos behind the access code and out of shared caches', async () => {
    const ddu = await createVehicle(ctx().db, { stockType: 'ddu' });
    expect((await get(`/media/vehicles/${ddu.id}/0.svg`)).statusCode).toBe(404);
    const url = ctx().app.vehiclePhotos.url(ddu, 0);
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=300, stale-while-revalidate=86400');
  });
});
