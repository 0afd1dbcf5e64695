import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { files, payments, purchaseDocuments, vehiclePhotos } from '../db/schema.ts';
import {
  createMember,
  createPurchase,
  createVehicle,
  describeEachDatabase,
  testEnv,
  useReferenceData,
} from '../../test/helpers/index.ts';
import { startS3Server } from '../../test/helpers/s3-server.ts';
import {
  createFileStore,
  fileUrl,
  removeUnusedFiles,
  sha256Hex,
  UNUSED_FILE_GRACE_MS,
  type FileUse,
} from './file-store.ts';
import { fileStorageFromEnv, IN_DATABASE, type FileStorage } from './object-store.ts';

const s3 = await startS3Server();
afterAll(() => s3.close());
const inS3 = fileStorageFromEnv(testEnv({ ...s3.env, FILE_STORAGE: 's3' }));

// The same behaviour whichever place holds the bytes.
for (const [where, storage] of [
  ['database', IN_DATABASE],
  ['S3', inS3],
] as [string, FileStorage][])
  describeEachDatabase(`file store (bytes in ${where})`, (ctx) => {
    useReferenceData(ctx);

    it('stores bytes once per content and gives them back unchanged', async () => {
      const store = createFileStore(ctx().db, storage);
      const bytes = Uint8Array.from([0, 1, 2, 255, 0x89, 0x50, 0x4e, 0x47]);
      const ref = await store.put({ bytes, contentType: 'image/png', use: 'payment-proof' });
      expect(ref).toEqual({
        id: expect.any(Number),
        sha256: sha256Hex(bytes),
        contentType: 'image/png',
        byteSize: 8,
      });
      const again = await store.put({
        bytes: Buffer.from(bytes),
        contentType: 'image/png',
        use: 'payment-proof',
      });
      expect(again.id).toBe(ref.id);

      const stored = await store.get(ref.id);
      expect(Buffer.isBuffer(stored!.bytes)).toBe(true);
      expect([...stored!.bytes]).toEqual([...bytes]);
      expect(stored!.createdAt).toBeInstanceOf(Date);
      expect((await store.getBySha256(ref.sha256))!.id).toBe(ref.id);
      expect(await store.getBySha256('0'.repeat(64))).toBeUndefined();
      expect(await store.getBySha256('not a hash')).toBeUndefined();
      expect(await store.get(ref.id + 100_000)).toBeUndefined();
    });

    it('stores many files in order, deduplicating within and across calls', async () => {
      const store = createFileStore(ctx().db, storage);
      const before = (await ctx().db.select({ id: files.id }).from(files)).length;
      const many = Array.from({ length: 450 }, (_, i) => ({
        bytes: `<svg>${i % 300}</svg>`,
        contentType: 'image/svg+xml',
        use: 'vehicle-photo' as const,
      }));
      const refs = await store.putMany(many);
      expect(refs).toHaveLength(450);
      expect(refs[301]!.id).toBe(refs[1]!.id);
      expect(new Set(refs.map((r) => r.id)).size).toBe(300);
      expect((await store.putMany(many.slice(0, 5))).map((r) => r.id)).toEqual(
        refs.slice(0, 5).map((r) => r.id),
      );
      const after = (await ctx().db.select({ id: files.id }).from(files)).length;
      expect(after - before).toBe(300);
      expect((await store.get(refs[7]!.id))!.bytes.toString('utf8')).toBe('<svg>7</svg>');
    });

    it('keeps proofs and documents private; bytes a public use stores become public', async () => {
      const store = createFileStore(ctx().db, storage);
      const isPublic = async (use: FileUse, bytes: string) =>
        (await store.getBySha256((await store.put({ bytes, contentType: 'image/png', use })).sha256))!
          .isPublic;
      expect(await isPublic('payment-proof', 'proof bytes')).toBe(false);
      expect(await isPublic('purchase-document', 'document bytes')).toBe(false);
      expect(await isPublic('vehicle-photo', 'photo bytes')).toBe(true);
      expect(await isPublic('announcement-image', 'image bytes')).toBe(true);
      // The same bytes for a photo and a proof are the photo's, public whatever came first.
      expect(await isPublic('payment-proof', 'shared bytes')).toBe(false);
      expect(await isPublic('vehicle-photo', 'shared bytes')).toBe(true);
      expect(await isPublic('payment-proof', 'shared bytes')).toBe(true);
    });

    it.runIf(storage.objects)(
      'keeps the bytes in the bucket under the key of their privacy, and only the row in the table',
      async () => {
        const { db } = ctx();
        const objects = storage.objects!;
        const store = createFileStore(db, storage);
        const bytes = Buffer.from(`in the bucket ${Math.random()}`);
        const sha256 = sha256Hex(bytes);
        const proof = await store.put({ bytes, contentType: 'application/pdf', use: 'payment-proof' });
        const row = async () =>
          (
            await db
              .select({ location: files.location, bytes: files.bytes, isPublic: files.isPublic })
              .from(files)
              .where(eq(files.id, proof.id))
          )[0];
        expect(await row()).toEqual({ location: 's3', bytes: null, isPublic: false });
        expect(await objects.get(`private/${sha256}`)).toEqual(bytes);
        expect(await objects.get(`public/${sha256}`)).toBeUndefined();
        // The same bytes stored as a photo are public: a bucket open on public/ now has them.
        await store.put({ bytes, contentType: 'application/pdf', use: 'vehicle-photo' });
        expect(await objects.get(`public/${sha256}`)).toEqual(bytes);
        expect((await store.get(proof.id))!.bytes).toEqual(bytes);

        // Unused past the grace: the row and both objects go.
        await db
          .update(files)
          .set({ lastUsedAt: new Date(Date.now() - 2 * UNUSED_FILE_GRACE_MS) })
          .where(eq(files.id, proof.id));
        await removeUnusedFiles(db, new Date(), storage);
        expect(await row()).toBeUndefined();
        expect(await objects.get(`private/${sha256}`)).toBeUndefined();
        expect(await objects.get(`public/${sha256}`)).toBeUndefined();
      },
    );

    it.runIf(storage.objects)('stores no row when the bucket refuses the bytes', async () => {
      const { db } = ctx();
      const noBucket = fileStorageFromEnv(
        testEnv({ ...s3.env, FILE_STORAGE: 's3', S3_BUCKET: 'no-such-bucket' }),
      );
      const bytes = `refused ${Math.random()}`;
      await expect(
        createFileStore(db, noBucket).put({ bytes, contentType: 'image/png', use: 'vehicle-photo' }),
      ).rejects.toThrow();
      expect(await createFileStore(db, storage).getBySha256(sha256Hex(Buffer.from(bytes)))).toBeUndefined();
    });

    describe('removing unused files', () => {
      /** Files of these bytes, stored then made to look unused for two hours (past the grace). */
      async function oldFiles(uses: FileUse[], bytesOf = (i: number) => `old ${i} ${Math.random()}`) {
        const { db } = ctx();
        const refs = await createFileStore(db, storage).putMany(
          uses.map((use, i) => ({ bytes: bytesOf(i), contentType: 'image/webp', use })),
        );
        await age(refs.map((ref) => ref.id));
        return refs;
      }
      async function age(ids: number[]) {
        await ctx()
          .db.update(files)
          .set({ lastUsedAt: new Date(Date.now() - 2 * UNUSED_FILE_GRACE_MS) })
          .where(inArray(files.id, ids));
      }
      const remaining = async (ids: number[]) =>
        (
          await ctx()
            .db.select({ id: files.id })
            .from(files)
            .where(inArray(files.id, ids))
            .orderBy(asc(files.id))
        ).map((r) => r.id);

      it('removes a file no row uses once unused for an hour, and keeps every other', async () => {
        const { db } = ctx();
        const dealer = await createMember(db);
        const member = { id: dealer.user.id, companyId: dealer.company.id };
        const [orphan, thumbnail, medium, large, proof, document, image] = await oldFiles([
          'payment-proof',
          'vehicle-photo',
          'vehicle-photo',
          'vehicle-photo',
          'payment-proof',
          'purchase-document',
          'announcement-image',
        ]);
        const fresh = await createFileStore(db, storage).put({
          bytes: `fresh ${Math.random()}`,
          contentType: 'application/pdf',
          use: 'payment-proof',
        });
        const vehicle = await createVehicle(db);
        await db.insert(vehiclePhotos).values({
          vehicleId: vehicle.id,
          position: 0,
          fileId: medium!.id,
          thumbnailFileId: thumbnail!.id,
          largeFileId: large!.id,
          view: '',
        });
        await db.insert(payments).values({
          companyId: member.companyId,
          userId: member.id,
          currency: 'NZD',
          amount: '100',
          paidOn: '2026-03-03',
          proofFileId: proof!.id,
        });
        const purchaseId = await createPurchase(db, member);
        await db
          .insert(purchaseDocuments)
          .values({ purchaseId, kind: 'bill-of-lading', fileId: document!.id, fileName: 'bl.pdf' });
        const all = [orphan, thumbnail, medium, large, proof, document, image, fresh].map((ref) => ref!.id);

        await removeUnusedFiles(db, new Date(), storage);
        // The announcement image is named only in an announcement's text: never removed.
        expect(await remaining(all)).toEqual(all.filter((id) => id !== orphan!.id).sort((a, b) => a - b));

        // A photo staff delete leaves its three files unused: they go at the next run.
        await db.delete(vehiclePhotos).where(eq(vehiclePhotos.vehicleId, vehicle.id));
        await removeUnusedFiles(db, new Date(), storage);
        expect(await remaining([thumbnail!.id, medium!.id, large!.id])).toEqual([]);
      });

      it('keeps an unused old file that an upload stores again', async () => {
        const { db } = ctx();
        const [old] = await oldFiles(['payment-proof']);
        const bytes = (await createFileStore(db, storage).get(old!.id))!.bytes;
        const again = await createFileStore(db, storage).put({
          bytes,
          contentType: 'image/webp',
          use: 'payment-proof',
        });
        expect(again.id).toBe(old!.id);
        await removeUnusedFiles(db, new Date(), storage);
        expect(await remaining([old!.id])).toEqual([old!.id]);
      });

      it('never leaves an upload that found the file being removed with a missing file', async () => {
        // Sent at once, many times: the cleanup deletes the old unused file while an upload of the
        // same bytes finds it. Whichever goes first, the reference the upload got names a stored file.
        const { db } = ctx();
        for (let i = 0; i < 10; i++) {
          const bytes = `race ${i} ${Math.random()}`;
          await oldFiles(['payment-proof'], () => bytes);
          const upload = () =>
            createFileStore(db, storage).put({ bytes, contentType: 'image/webp', use: 'payment-proof' });
          const cleanup = () => removeUnusedFiles(db, new Date(), storage);
          // Sent in both orders, and with two instances' cleanups.
          const ref =
            i % 2 === 0
              ? (await Promise.all([upload(), cleanup(), cleanup()]))[0]
              : (await Promise.all([cleanup(), upload(), cleanup()]))[1];
          const stored = await createFileStore(db, storage).get(ref.id);
          expect(stored?.sha256).toBe(sha256Hex(Buffer.from(bytes)));
        }
      });

      it('knows every foreign key to files (a new one must be added to the cleanup)', async () => {
        const result: unknown = await ctx().db.execute(sql`
        select c.conrelid::regclass::text as "table", a.attname as "column"
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
        where c.contype = 'f' and c.confrelid = 'files'::regclass
        order by 1, 2`);
        expect((result as { rows: unknown[] }).rows).toEqual([
          { table: 'payments', column: 'proof_file_id' },
          { table: 'purchase_documents', column: 'file_id' },
          { table: 'vehicle_photos', column: 'file_id' },
          { table: 'vehicle_photos', column: 'large_file_id' },
          { table: 'vehicle_photos', column: 'thumbnail_file_id' },
        ]);
      });
    });
  });

it('names files by content address', () => {
  const sha256 = sha256Hex(Buffer.from('x'));
  expect(fileUrl({ sha256, contentType: 'image/svg+xml' })).toBe(`/media/files/${sha256}.svg`);
  expect(fileUrl({ sha256, contentType: 'image/jpeg' }, 'https://ibc.example')).toBe(
    `https://ibc.example/media/files/${sha256}.jpg`,
  );
  expect(fileUrl({ sha256, contentType: 'application/octet-stream' })).toBe(`/media/files/${sha256}`);
});
