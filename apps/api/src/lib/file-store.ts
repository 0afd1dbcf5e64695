// Stored files (photos, images in notices, payment proofs, purchase documents): every file has a row
// in the `files` table, and its bytes live in that row (FILE_STORAGE=database, the default) or in an
// S3-compatible bucket (lib/object-store.ts), so every API instance serves the same files whatever
// machine it runs on. A file is immutable and named by the SHA-256 of its bytes: storing the same
// bytes twice gives back the first row (dedup).
//
// In the bucket a file is `public/<sha256>` or `private/<sha256>` as its row is public or not, so a
// bucket may let anyone read `public/` (S3_PUBLIC_URL) and nothing else. The object is written in the
// transaction that writes its row, after the row is locked and before it commits: a row never names
// missing bytes, and the cleanup (which deletes the objects before its DELETE commits) and a new
// upload of the same bytes take turns on the row.
//
// Who may fetch a file depends on what it is for (`FileUse`): vehicle photos and announcement images
// are public, served to anyone under their content address (/media/files/<sha256>) and cacheable
// forever; proofs and documents only through the routes that check who asks (lib/uploads.ts).
//
// A file no row uses is removed by `fileCleanupJob` once it has gone unused for `UNUSED_FILE_GRACE_MS`
// (an upload waiting for its record, a deleted photo's sizes, a refused proof). Storing bytes that
// are already stored marks the file used again in the same statement, so the cleanup never takes a
// file from under an upload that just found it; a caller that records a file it stored earlier (a
// payment naming its proof) calls `touch` in the record's transaction for the same reason.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client.ts';
import { files } from '../db/schema.ts';
import { IN_DATABASE, type FileLocation, type FileStorage, type ObjectStore } from './object-store.ts';
import { present } from './present.ts';
import { every, type ScheduledJob } from './scheduled-jobs.ts';

/** What callers keep of a stored file (no bytes). */
export interface FileRef {
  id: number;
  sha256: string;
  contentType: string;
  byteSize: number;
}

export interface StoredFile extends FileRef {
  bytes: Buffer;
  createdAt: Date;
  /** Served to anyone at /media/files/<sha256>. */
  isPublic: boolean;
}

/** A file's row as read: its bytes when they are in the row, null when in the object store. */
export interface FileRow extends Omit<StoredFile, 'bytes'> {
  location: FileLocation;
  bytes: Buffer | null;
}

/** What is needed to find a file's bytes wherever they are. */
export type LocatedFile = Pick<FileRow, 'sha256' | 'isPublic' | 'location' | 'bytes'>;

/**
 * What a file is stored for. Photos and announcement images are public; an announcement image is
 * named only by its address in the announcement's text, so the cleanup keeps it for good; proofs
 * and documents are private.
 */
export type FileUse = 'vehicle-photo' | 'announcement-image' | 'payment-proof' | 'purchase-document';

const PUBLIC_USES: ReadonlySet<FileUse> = new Set(['vehicle-photo', 'announcement-image']);
const NAMED_IN_TEXT_USES: ReadonlySet<FileUse> = new Set(['announcement-image']);

export interface NewFile {
  bytes: Uint8Array | string;
  contentType: string;
  use: FileUse;
}

export interface FileStore {
  /** Stores the bytes (or finds the identical file already stored) and returns its reference. */
  put(file: NewFile): Promise<FileRef>;
  /** `put` for many files in few statements; references come back in the order given. */
  putMany(files: readonly NewFile[]): Promise<FileRef[]>;
  get(id: number): Promise<StoredFile | undefined>;
  /** The file with these bytes' hex SHA-256 (its public name), if stored. */
  getBySha256(sha256: string): Promise<StoredFile | undefined>;
  /**
   * Marks a stored file used now, for a caller about to record a reference to it; false when the
   * cleanup has removed it. In the recording transaction, the cleanup cannot remove it meanwhile.
   */
  touch(id: number): Promise<boolean>;
  /** `getBySha256` without fetching bytes held in the object store. */
  findBySha256(sha256: string): Promise<FileRow | undefined>;
  /** The bytes of a file read without them (`findBySha256`, or a join on `files`). */
  bytesOf(file: LocatedFile): Promise<Buffer>;
  /** Where anyone may fetch this public file straight from the bucket (S3_PUBLIC_URL), if anywhere. */
  publicUrlOf(file: LocatedFile): string | undefined;
}

/** The object holding a file's bytes in the bucket: public ones under a prefix a bucket may open. */
export function objectKey(file: Pick<FileRef, 'sha256'> & { isPublic: boolean }): string {
  return `${file.isPublic ? 'public' : 'private'}/${file.sha256}`;
}

/** Both keys a file's bytes may have been written under (a private file stored again as public). */
export const objectKeys = (sha256: string): string[] => [`public/${sha256}`, `private/${sha256}`];

/** Cache headers of an object: public ones are immutable under their content address. */
export const objectCacheControl = (isPublic: boolean): string =>
  isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store';

/** The object store of a storage that holds files in S3, or an error naming the missing settings. */
export function objectsOf(storage: FileStorage): ObjectStore {
  if (!storage.objects) throw new Error('Files are held in S3, but S3_BUCKET is not set.');
  return storage.objects;
}

/** Reads an object and checks its bytes are the file's: a wrong or missing object is an error. */
export async function readObject(objects: ObjectStore, file: Pick<FileRow, 'sha256' | 'isPublic'>) {
  const key = objectKey(file);
  const bytes = await objects.get(key);
  if (!bytes) throw new Error(`The object ${key} is missing from the bucket.`);
  if (sha256Hex(bytes) !== file.sha256) throw new Error(`The object ${key} does not hold its file's bytes.`);
  return bytes;
}

export const SHA256_HEX = /^[0-9a-f]{64}$/;

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Public address of a stored file; the extension is only a hint for people and mail clients. */
export function fileUrl(file: Pick<FileRef, 'sha256' | 'contentType'>, base = ''): string {
  return `${base}/media/files/${file.sha256}${EXTENSIONS[file.contentType] ?? ''}`;
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/svg+xml': '.svg',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/webp': '.webp',
};

/** Rows per INSERT: keeps one statement's parameters well under a few megabytes. */
const BATCH = 200;

const storedColumns = {
  id: files.id,
  sha256: files.sha256,
  contentType: files.contentType,
  byteSize: files.byteSize,
  bytes: files.bytes,
  createdAt: files.createdAt,
  isPublic: files.isPublic,
  location: files.location,
};

/**
 * The file store on `db` (a transaction, when the caller records the files in one). `storage` says
 * where new files' bytes go and where to read those held in S3 (lib/object-store.ts).
 */
export function createFileStore(db: DbOrTx, storage: FileStorage = IN_DATABASE): FileStore {
  const inS3 = storage.writeTo === 's3';
  const objects = storage.objects;
  const bytesOf = async (file: LocatedFile): Promise<Buffer> =>
    file.location === 'database'
      ? present(file.bytes, `the bytes of the file ${file.sha256}`)
      : readObject(objectsOf(storage), file);
  const withBytes = async (row: FileRow | undefined): Promise<StoredFile | undefined> =>
    row && { ...row, bytes: await bytesOf(row) };
  const findBySha256 = async (sha256: string): Promise<FileRow | undefined> => {
    if (!SHA256_HEX.test(sha256)) return undefined;
    const [file] = await db.select(storedColumns).from(files).where(eq(files.sha256, sha256));
    return file;
  };
  const putMany = async (input: readonly NewFile[]): Promise<FileRef[]> => {
    const rows = input.map((file) => {
      const bytes =
        typeof file.bytes === 'string' ? Buffer.from(file.bytes, 'utf8') : Buffer.from(file.bytes);
      return {
        contentType: file.contentType,
        byteSize: bytes.length,
        sha256: sha256Hex(bytes),
        bytes,
        isPublic: PUBLIC_USES.has(file.use),
        namedInText: NAMED_IN_TEXT_USES.has(file.use),
      };
    });
    // The same bytes twice in one call: one row, public or kept if either use says so.
    const unique = new Map<string, (typeof rows)[number]>();
    for (const row of rows) {
      const seen = unique.get(row.sha256);
      unique.set(
        row.sha256,
        seen
          ? {
              ...seen,
              isPublic: seen.isPublic || row.isPublic,
              namedInText: seen.namedInText || row.namedInText,
            }
          : row,
      );
    }
    const distinct = [...unique.values()];
    const bySha = new Map<string, FileRef>();
    // One transaction (a savepoint in the caller's): the objects are written while the rows are
    // locked, and a failed write leaves no row behind.
    await db.transaction(async (tx) => {
      for (let i = 0; i < distinct.length; i += BATCH) {
        const batch = distinct.slice(i, i + BATCH);
        // The bytes travel base64-encoded in one JSON parameter: PGlite encodes bytea parameters
        // byte by byte, several times slower for a seed's thousands of pictures.
        const json = JSON.stringify(
          batch.map((row) => ({ ...row, bytes: inS3 ? null : row.bytes.toString('base64') })),
        );
        // Bytes already stored: the row is marked used now (the cleanup then leaves it alone, and a
        // cleanup that is deleting it right now finishes first, so this inserts it anew), and becomes
        // public (or kept) if this use is. The same bytes served publicly are no secret, and bytes a
        // proof shares with a public photo were public already. Stored in the database, the bytes
        // come back into a row that had them in S3 (they are at hand); stored in S3, a row keeps
        // the bytes it has and the object is written (again) under the key the row ends with.
        const stored = await queryRows<FileRef & { location: FileLocation; isPublic: boolean }>(
          tx,
          sql`
          INSERT INTO files (content_type, byte_size, sha256, bytes, location, is_public, named_in_text)
          SELECT r."contentType", r."byteSize", r.sha256, decode(r.bytes, 'base64'), ${storage.writeTo},
            r."isPublic", r."namedInText"
          FROM jsonb_to_recordset(${json}::jsonb)
            AS r("contentType" text, "byteSize" int, sha256 text, bytes text, "isPublic" boolean, "namedInText" boolean)
          ON CONFLICT (sha256) DO UPDATE SET
            last_used_at = now(),
            is_public = files.is_public OR excluded.is_public,
            named_in_text = files.named_in_text OR excluded.named_in_text,
            bytes = coalesce(files.bytes, excluded.bytes),
            location = CASE WHEN excluded.bytes IS NULL THEN files.location ELSE 'database' END
          RETURNING id, sha256, content_type AS "contentType", byte_size AS "byteSize", location,
            is_public AS "isPublic"`,
        );
        const toWrite = stored.filter((file) => file.location === 's3');
        if (toWrite.length > 0) {
          const store = objectsOf(storage);
          await Promise.all(
            toWrite.map((file) =>
              store.put(objectKey(file), present(unique.get(file.sha256), file.sha256).bytes, {
                contentType: file.contentType,
                cacheControl: objectCacheControl(file.isPublic),
              }),
            ),
          );
        }
        for (const { id, sha256, contentType, byteSize } of stored) {
          bySha.set(sha256, { id, sha256, contentType, byteSize });
        }
      }
    });
    return rows.map((row) => present(bySha.get(row.sha256), `the stored file ${row.sha256}`));
  };
  return {
    putMany,
    async put(file) {
      const [ref] = await putMany([file]);
      return present(ref, 'the stored file');
    },
    async get(id) {
      const [file] = await db.select(storedColumns).from(files).where(eq(files.id, id));
      return withBytes(file);
    },
    async getBySha256(sha256) {
      return withBytes(await findBySha256(sha256));
    },
    findBySha256,
    bytesOf,
    publicUrlOf(file) {
      return file.isPublic && file.location === 's3' ? objects?.publicUrl?.(objectKey(file)) : undefined;
    },
    async touch(id) {
      const touched = await db
        .update(files)
        .set({ lastUsedAt: sql`now()` })
        .where(eq(files.id, id))
        .returning({ id: files.id });
      return touched.length > 0;
    },
  };
}

/** How long a file no row uses is kept: an upload waits this long for the record that names it. */
export const UNUSED_FILE_GRACE_MS = 60 * 60_000;

/**
 * Removes the files no row uses that have not been used for the grace period, in one statement, so
 * instances running it at once never remove a file twice or one in use. Whoever records a use of a
 * file marks it used in the same transaction (`put`, or `touch` for a file stored earlier): the DELETE
 * then either waits for that transaction and, reading the row again, sees it used, or goes first and
 * the recording finds the file gone (and `put` stores the bytes anew). Every foreign key to `files`
 * is named here (the file store's test lists them); one that is not makes the DELETE fail on the key
 * rather than remove a file in use. Files named only in text (announcement images) are kept.
 */
export async function removeUnusedFiles(
  db: DbOrTx,
  now: Date,
  storage: FileStorage = IN_DATABASE,
): Promise<number> {
  const cutoff = new Date(now.getTime() - UNUSED_FILE_GRACE_MS).toISOString();
  // The objects go before the DELETE commits: an upload of the same bytes meanwhile waits for the
  // rows, then inserts and writes them anew. Should the commit fail, the rows name missing objects,
  // but only rows no record uses, and storing the bytes again writes them back.
  return db.transaction(async (tx) => {
    const removed = await queryRows<{ sha256: string; location: FileLocation }>(
      tx,
      sql`
    DELETE FROM files f
    WHERE f.last_used_at < ${cutoff}::timestamptz
      AND NOT f.named_in_text
      AND NOT EXISTS (SELECT 1 FROM vehicle_photos vp WHERE vp.file_id = f.id)
      AND NOT EXISTS (SELECT 1 FROM vehicle_photos vp WHERE vp.thumbnail_file_id = f.id)
      AND NOT EXISTS (SELECT 1 FROM vehicle_photos vp WHERE vp.large_file_id = f.id)
      AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.proof_file_id = f.id)
      AND NOT EXISTS (SELECT 1 FROM purchase_documents d WHERE d.file_id = f.id)
    RETURNING f.sha256, f.location`,
    );
    const inS3 = removed.filter((file) => file.location === 's3');
    if (inS3.length > 0) await objectsOf(storage).remove(inS3.flatMap((file) => objectKeys(file.sha256)));
    return removed.length;
  });
}

/** The scheduled job (lib/scheduled-jobs.ts) that runs `removeUnusedFiles` every quarter hour. */
export const fileCleanupJob = (storage: FileStorage): ScheduledJob => ({
  name: 'file-cleanup',
  next: every(15 * 60_000),
  run: async (db, now) => {
    await removeUnusedFiles(db, now, storage);
  },
});
