// Stored files (photos, images in notices): bytes live in the `files` table, so every API instance
// serves the same files whatever machine it runs on. A file is immutable and named by the SHA-256
// of its bytes: storing the same bytes twice gives back the first row (dedup), and its public
// address (/media/files/<sha256>) can be cached forever.
import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { files } from '../db/schema.ts';
import { present } from './present.ts';

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
}

export interface NewFile {
  bytes: Uint8Array | string;
  contentType: string;
}

export interface FileStore {
  /** Stores the bytes (or finds the identical file already stored) and returns its reference. */
  put(file: NewFile): Promise<FileRef>;
  /** `put` for many files in few statements; references come back in the order given. */
  putMany(files: readonly NewFile[]): Promise<FileRef[]>;
  get(id: number): Promise<StoredFile | undefined>;
  /** The file with these bytes' hex SHA-256 (its public name), if stored. */
  getBySha256(sha256: string): Promise<StoredFile | undefined>;
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

const refColumns = {
  id: files.id,
  sha256: files.sha256,
  contentType: files.contentType,
  byteSize: files.byteSize,
};

export function createFileStore(db: DbOrTx): FileStore {
  const putMany = async (input: readonly NewFile[]): Promise<FileRef[]> => {
    const rows = input.map((file) => {
      const bytes =
        typeof file.bytes === 'string' ? Buffer.from(file.bytes, 'utf8') : Buffer.from(file.bytes);
      return { contentType: file.contentType, byteSize: bytes.length, sha256: sha256Hex(bytes), bytes };
    });
    const unique = [...new Map(rows.map((row) => [row.sha256, row])).values()];
    const bySha = new Map<string, FileRef>();
    for (let i = 0; i < unique.length; i += BATCH) {
      const batch = unique.slice(i, i + BATCH);
      // The bytes travel base64-encoded in one JSON parameter: PGlite encodes bytea parameters
      // byte by byte, several times slower for a seed's thousands of pictures.
      const json = JSON.stringify(batch.map((row) => ({ ...row, bytes: row.bytes.toString('base64') })));
      await db.execute(sql`
        INSERT INTO files (content_type, byte_size, sha256, bytes)
        SELECT r."contentType", r."byteSize", r.sha256, decode(r.bytes, 'base64')
        FROM jsonb_to_recordset(${json}::jsonb)
          AS r("contentType" text, "byteSize" int, sha256 text, bytes text)
        ON CONFLICT (sha256) DO NOTHING`);
      const stored = await db
        .select(refColumns)
        .from(files)
        .where(
          inArray(
            files.sha256,
            batch.map((row) => row.sha256),
          ),
        );
      for (const ref of stored) bySha.set(ref.sha256, ref);
    }
    return rows.map((row) => present(bySha.get(row.sha256), `the stored file ${row.sha256}`));
  };
  return {
    putMany,
    async put(file) {
      const [ref] = await putMany([file]);
      return present(ref, 'the stored file');
    },
    async get(id) {
      const [file] = await db.select().from(files).where(eq(files.id, id));
      return file;
    },
    async getBySha256(sha256) {
      if (!SHA256_HEX.test(sha256)) return undefined;
      const [file] = await db.select().from(files).where(eq(files.sha256, sha256));
      return file;
    },
  };
}
