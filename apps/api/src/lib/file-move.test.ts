import { eq, inArray } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { files } from '../db/schema.ts';
import { describeEachDatabase, testEnv } from '../../test/helpers/index.ts';
import { startS3Server } from '../../test/helpers/s3-server.ts';
import { moveFiles } from './file-move.ts';
import { createFileStore, sha256Hex } from './file-store.ts';
import { fileStorageFromEnv } from './object-store.ts';

const s3 = await startS3Server();
afterAll(() => s3.close());
const storage = fileStorageFromEnv(testEnv({ ...s3.env, FILE_STORAGE: 's3' }));
const objects = storage.objects!;

describeEachDatabase('moving files between the database and S3', (ctx) => {
  it('moves every file to the bucket and back, each read back with its SHA-256', async () => {
    const { db } = ctx();
    const inputs = Array.from({ length: 25 }, (_, i) => ({
      bytes: Buffer.from(`file ${i} ${Math.random()}`),
      contentType: 'image/webp',
      use: i % 3 === 0 ? ('payment-proof' as const) : ('vehicle-photo' as const),
    }));
    // Stored while the site kept its files in the database.
    const refs = await createFileStore(db).putMany(inputs);
    const ids = refs.map((ref) => ref.id);
    const where = async () =>
      new Set(
        (await db.select({ location: files.location }).from(files).where(inArray(files.id, ids))).map(
          (row) => row.location,
        ),
      );
    const readBack = async () => {
      const store = createFileStore(db, storage);
      for (const [i, ref] of refs.entries()) {
        const file = await store.get(ref.id);
        expect(sha256Hex(file!.bytes)).toBe(ref.sha256);
        expect(file!.bytes).toEqual(inputs[i]!.bytes);
      }
    };

    const toS3 = await moveFiles(db, storage, 's3', { batchSize: 10 });
    expect(toS3.moved).toBeGreaterThanOrEqual(25);
    expect(await where()).toEqual(new Set(['s3']));
    const [proof] = await db.select().from(files).where(eq(files.id, ids[0]!));
    expect(proof!.bytes).toBeNull();
    expect(await objects.get(`private/${proof!.sha256}`)).toEqual(inputs[0]!.bytes);
    expect(await objects.get(`public/${refs[1]!.sha256}`)).toEqual(inputs[1]!.bytes);
    await readBack();
    // Run again: nothing left to move.
    expect(await moveFiles(db, storage, 's3')).toEqual({ moved: 0, skipped: 0 });

    const toDatabase = await moveFiles(db, storage, 'database', { batchSize: 10 });
    expect(toDatabase.moved).toBeGreaterThanOrEqual(25);
    expect(await where()).toEqual(new Set(['database']));
    expect(await objects.get(`private/${proof!.sha256}`)).toBeUndefined();
    await readBack();
    expect(await moveFiles(db, storage, 'database')).toEqual({ moved: 0, skipped: 0 });
  });
});
