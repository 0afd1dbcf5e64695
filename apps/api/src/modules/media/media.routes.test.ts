import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { addCalendarDays, businessDate, type PurchaseDocument } from '@ibc/domain';
import { files, vehiclePhotos } from '../../db/schema.ts';
import { createFileStore, sha256Hex, UNUSED_FILE_GRACE_MS } from '../../lib/file-store.ts';
import {
  bearer,
  type Caller,
  createMember,
  createPurchase,
  createVehicle,
  describeApi,
  NZ_SNAPSHOT,
} from '../../../test/helpers/index.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describeApi('media', (ctx, { get, post }) => {
  let dealer: Caller & { companyId: number };
  let staff: Caller;

  beforeAll(async () => {
    const { db } = ctx();
    const a = await createMember(db, { countryId: 75, activeCurrency: 'NZD' });
    dealer = { ...a.user, companyId: a.company.id };
    staff = (await createMember(db, { role: 'staff' })).user;
  });

  /** POSTs a raw file as `as`, the way the pages send uploads. */
  const postFile = async (url: string, bytes: Buffer, type: string, as: Caller) =>
    post(url, bytes, { ...(await bearer(ctx().app, as)), 'content-type': type });

  it('serves a stored file under its content address as immutable, with an ETag', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><title>stored</title></svg>';
    const ref = await createFileStore(ctx().db).put({
      bytes: svg,
      contentType: 'image/svg+xml',
      use: 'vehicle-photo',
    });
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
    const ref = await createFileStore(ctx().db).put({
      bytes: svg,
      contentType: 'image/svg+xml',
      use: 'vehicle-photo',
    });
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

  it('serves proofs and documents only through their routes: never by hash, private and as attachments', async () => {
    const { app, db } = ctx();
    // An invoice to pay, its proof and a payment naming it, and a bill of lading.
    const purchaseId = await createPurchase(db, dealer, { priceSnapshot: NZ_SNAPSHOT });
    const invoice = await db.transaction((tx) =>
      app.services.invoices.issueProforma(tx, purchaseId, { userId: staff.id, email: 'staff@example.com' }),
    );
    const proofBytes = Buffer.from(`%PDF-1.4 bank proof ${Math.random()}`);
    const proof = await postFile(
      '/api/payments/proofs?fileName=swift.pdf',
      proofBytes,
      'application/pdf',
      dealer,
    );
    expect(proof.statusCode, proof.body).toBe(200);
    const payment = await post(
      '/api/payments',
      {
        currency: 'NZD',
        amount: '100',
        paidOn: addCalendarDays(businessDate(new Date()), -1),
        proofId: proof.json<{ proofId: string }>().proofId,
        proofFileName: 'swift.pdf',
        allocations: [{ invoiceId: invoice.id, amount: '100' }],
      },
      await bearer(app, dealer),
    );
    expect(payment.statusCode, payment.body).toBe(200);
    const paymentId = payment.json<{ id: number }>().id;
    const documentBytes = Buffer.from(`%PDF-1.4 bill of lading ${Math.random()}`);
    const document = await postFile(
      `/api/admin/purchases/${purchaseId}/documents?kind=bill-of-lading&fileName=BL-1.pdf`,
      documentBytes,
      'application/pdf',
      staff,
    );
    expect(document.statusCode, document.body).toBe(200);
    const documentId = document.json<PurchaseDocument>().id;

    for (const bytes of [proofBytes, documentBytes]) {
      for (const url of [`/media/files/${sha256Hex(bytes)}`, `/media/files/${sha256Hex(bytes)}.pdf`]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json<{ message: string }>().message).toBe('No such file.');
        expect(res.body).not.toContain('%PDF');
      }
    }

    const attachments: [string, Caller, string | RegExp][] = [
      [`/api/payments/${paymentId}/proof`, dealer, 'attachment; filename="swift.pdf"'],
      [`/api/admin/payments/${paymentId}/proof`, staff, 'attachment; filename="swift.pdf"'],
      [`/api/documents/${documentId}/file`, dealer, 'attachment; filename="BL-1.pdf"'],
      [`/api/admin/documents/${documentId}/file`, staff, 'attachment; filename="BL-1.pdf"'],
      [`/api/invoices/${invoice.id}/pdf`, dealer, `attachment; filename="${invoice.number}.pdf"`],
      [`/api/admin/invoices/${invoice.id}/pdf`, staff, `attachment; filename="${invoice.number}.pdf"`],
    ];
    for (const [url, as, disposition] of attachments) {
      const res = await get(url, as);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
      expect(res.headers['content-disposition'], url).toBe(disposition);
      expect(res.headers['content-type'], url).toBe('application/pdf');
    }
  });

  it('serves uploaded photos in every size and announcement images, and keeps the images when unused', async () => {
    const { db } = ctx();
    const vehicle = await createVehicle(db);
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#b91c1c' } })
      .jpeg()
      .toBuffer();
    const photos = await postFile(`/api/admin/stock/${vehicle.id}/photos`, jpeg, 'image/jpeg', staff);
    expect(photos.statusCode, photos.body).toBe(200);
    const [photo] = photos.json<{ photos: { thumbnailUrl: string; mediumUrl: string; largeUrl: string }[] }>()
      .photos;
    const image = await postFile('/api/admin/announcements/images', jpeg, 'image/jpeg', staff);
    expect(image.statusCode, image.body).toBe(201);
    const imageUrl = image.json<{ url: string }>().url;
    const urls = [photo!.thumbnailUrl, photo!.mediumUrl, photo!.largeUrl, imageUrl];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(IMMUTABLE);
    }

    // Unused for hours, and in no announcement saved yet: the image is named only in text, so it
    // stays; the photo's files stay while the photo does.
    await db
      .update(files)
      .set({ lastUsedAt: new Date(Date.now() - 2 * UNUSED_FILE_GRACE_MS) })
      .where(
        inArray(
          files.sha256,
          urls.map((url) => url.slice('/media/files/'.length, -'.webp'.length)),
        ),
      );
    await ctx().app.jobs.runNow('file-cleanup');
    for (const url of urls) expect((await get(url)).statusCode, url).toBe(200);
  });
});
