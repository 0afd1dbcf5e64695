import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PurchaseDocument } from '@ibc/domain';
import { vehiclePhotos } from '../../db/schema.ts';
import { createFileStore, sha256Hex } from '../../lib/file-store.ts';
import {
  bearer,
  createMember,
  createPurchase,
  createVehicle,
  describeApi,
  type Caller,
} from '../../../test/helpers/index.ts';
import { startS3Server } from '../../../test/helpers/s3-server.ts';

const s3 = await startS3Server();
afterAll(() => s3.close());
// The bucket's public address: s3rver serves objects to anyone, as a public bucket or a CDN would.
const publicUrl = `${s3.env.S3_ENDPOINT}/${s3.env.S3_BUCKET}`;

describeApi(
  'media with files held in S3',
  (ctx, { get, post }) => {
    let dealer: Caller & { companyId: number };
    let otherDealer: Caller;
    let staff: Caller;

    beforeAll(async () => {
      const { db } = ctx();
      const a = await createMember(db);
      dealer = { ...a.user, companyId: a.company.id };
      otherDealer = (await createMember(db)).user;
      staff = (await createMember(db, { role: 'staff' })).user;
    });

    it('sends a public photo to its copy in the bucket and serves it at its position', async () => {
      const { app, db } = ctx();
      const svg = `<svg xmlns="http://www.w3.org/2000/svg"><title>${Math.random()}</title></svg>`;
      const ref = await createFileStore(db, app.fileStorage).put({
        bytes: svg,
        contentType: 'image/svg+xml',
        use: 'vehicle-photo',
      });

      const byHash = await get(`/media/files/${ref.sha256}.svg`);
      expect(byHash.statusCode).toBe(302);
      expect(byHash.headers.location).toBe(`${publicUrl}/public/${ref.sha256}`);
      expect(byHash.headers['cache-control']).toBe('public, max-age=86400');
      // What the browser then fetches: the bytes, typed and cacheable for good.
      const copy = await fetch(String(byHash.headers.location));
      expect(copy.status).toBe(200);
      expect(await copy.text()).toBe(svg);
      expect(copy.headers.get('content-type')).toBe('image/svg+xml');
      expect(copy.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

      const vehicle = await createVehicle(db, { photoCount: 1 });
      await db.insert(vehiclePhotos).values({ vehicleId: vehicle.id, position: 0, fileId: ref.id, view: '' });
      const atPosition = await get(`/media/vehicles/${vehicle.id}/0.svg`);
      expect(atPosition.statusCode).toBe(200);
      expect(atPosition.body).toBe(svg);
      expect(atPosition.headers['content-type']).toContain('image/svg+xml');
      expect(atPosition.headers.etag).toBe(`"${ref.sha256}"`);
      expect(atPosition.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    });

    it("keeps a deal's document in the bucket for its company's members and staff only", async () => {
      const { app, db } = ctx();
      const purchaseId = await createPurchase(db, dealer);
      const bytes = Buffer.from(`%PDF-1.4 bill of lading ${Math.random()}`);
      const upload = await post(
        `/api/admin/purchases/${purchaseId}/documents?kind=bill-of-lading&fileName=BL-1.pdf`,
        bytes,
        { ...(await bearer(app, staff)), 'content-type': 'application/pdf' },
      );
      expect(upload.statusCode, upload.body).toBe(200);
      const documentId = upload.json<PurchaseDocument>().id;
      const sha256 = sha256Hex(bytes);
      expect(await app.fileStorage.objects!.get(`private/${sha256}`)).toEqual(bytes);

      const own = await get(`/api/documents/${documentId}/file`, dealer);
      expect(own.statusCode).toBe(200);
      expect(own.rawPayload).toEqual(bytes);
      expect(own.headers['cache-control']).toBe('private, no-store');
      expect((await get(`/api/admin/documents/${documentId}/file`, staff)).rawPayload).toEqual(bytes);
      expect((await get(`/api/documents/${documentId}/file`, otherDealer)).statusCode).toBe(404);
      expect((await get(`/media/files/${sha256}.pdf`)).statusCode).toBe(404);
      // Nor from the bucket's public address.
      expect((await fetch(`${publicUrl}/public/${sha256}`)).status).toBe(404);
    });
  },
  { env: { ...s3.env, FILE_STORAGE: 's3', S3_PUBLIC_URL: publicUrl } },
);
