// Moves stored files' bytes between the database and the S3 bucket (`npm run files:move`), for a
// site switching FILE_STORAGE either way. One file at a time: its bytes are copied and checked
// against its SHA-256, then one statement flips its row, only if the row is still where the copy
// was read from. Stopped at any point, a row is in one place or the other with its bytes there,
// and running it again carries on; the server may keep serving meanwhile (on PostgreSQL).
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema.ts';
import { objectCacheControl, objectKey, objectKeys, objectsOf, readObject, sha256Hex } from './file-store.ts';
import type { FileLocation, FileStorage, ObjectStore } from './object-store.ts';

/** Files copied at once within a batch. */
const AT_ONCE = 8;

interface ToMove {
  id: number;
  sha256: string;
  isPublic: boolean;
}

/** Copies one file's bytes into the bucket; true when its row now says so. */
async function toS3(db: Db, objects: ObjectStore, file: ToMove): Promise<boolean> {
  const [row] = await db
    .select({ bytes: files.bytes, contentType: files.contentType })
    .from(files)
    .where(and(eq(files.id, file.id), eq(files.location, 'database')));
  if (!row?.bytes) return false;
  if (sha256Hex(row.bytes) !== file.sha256) {
    throw new Error(`The file ${file.id} does not hold the bytes of its SHA-256 ${file.sha256}.`);
  }
  await objects.put(objectKey(file), row.bytes, {
    contentType: row.contentType,
    cacheControl: objectCacheControl(file.isPublic),
  });
  await readObject(objects, file);
  // A row made public meanwhile would name another key: it stays, and the next run moves it.
  const moved = await db
    .update(files)
    .set({ location: 's3', bytes: null })
    .where(and(eq(files.id, file.id), eq(files.location, 'database'), eq(files.isPublic, file.isPublic)))
    .returning({ id: files.id });
  return moved.length > 0;
}

/** Copies one file's bytes from the bucket into its row; true when the row now holds them. */
async function toDatabase(db: Db, objects: ObjectStore, file: ToMove): Promise<boolean> {
  const bytes = await readObject(objects, file);
  // The objects go before the flip commits, while the row is locked: an upload of the same bytes
  // meanwhile waits, then finds them in the row.
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(files)
      .set({ location: 'database', bytes: sql`decode(${bytes.toString('base64')}, 'base64')` })
      .where(and(eq(files.id, file.id), eq(files.location, 's3')))
      .returning({ id: files.id });
    if (moved.length === 0) return false;
    await objects.remove(objectKeys(file.sha256));
    return true;
  });
}

export interface MoveResult {
  moved: number;
  /** Rows changed or removed while they were copied; the next run moves those still there. */
  skipped: number;
}

export interface MoveOptions {
  /** Rows read per batch (100). */
  batchSize?: number;
  /** Told the totals after each batch. */
  progress?: (result: MoveResult) => void;
}

/** Moves every file whose bytes are not at `to` there, in batches; see the top of this file. */
export async function moveFiles(
  db: Db,
  storage: FileStorage,
  to: FileLocation,
  { batchSize = 100, progress }: MoveOptions = {},
): Promise<MoveResult> {
  const objects = objectsOf(storage);
  const from: FileLocation = to === 's3' ? 'database' : 's3';
  const move = to === 's3' ? toS3 : toDatabase;
  const result: MoveResult = { moved: 0, skipped: 0 };
  let after = 0;
  for (;;) {
    const batch = await db
      .select({ id: files.id, sha256: files.sha256, isPublic: files.isPublic })
      .from(files)
      .where(and(eq(files.location, from), gt(files.id, after)))
      .orderBy(asc(files.id))
      .limit(batchSize);
    const last = batch.at(-1);
    if (!last) return result;
    for (let i = 0; i < batch.length; i += AT_ONCE) {
      const done = await Promise.all(batch.slice(i, i + AT_ONCE).map((file) => move(db, objects, file)));
      for (const moved of done) result[moved ? 'moved' : 'skipped'] += 1;
    }
    progress?.(result);
    after = last.id;
  }
}
