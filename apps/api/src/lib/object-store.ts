// The S3-compatible object store that holds files' bytes when FILE_STORAGE=s3 (lib/file-store.ts
// keeps the index of every file in the `files` table either way). Any store that speaks the S3 API
// will do: AWS S3, Cloudflare R2, MinIO, Ceph; tests run against s3rver in-process.
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Env } from '../config/env.ts';

/** Where a stored file's bytes live: in its row, or in the object store. */
export type FileLocation = 'database' | 's3';

export interface ObjectStore {
  put(key: string, bytes: Buffer, headers: { contentType: string; cacheControl: string }): Promise<void>;
  /** The object's bytes, undefined when there is no such object. */
  get(key: string): Promise<Buffer | undefined>;
  /** Deletes the objects; keys that do not exist are no error. */
  remove(keys: readonly string[]): Promise<void>;
  /** The address anyone may fetch a public object at (S3_PUBLIC_URL), if there is one. */
  publicUrl?: (key: string) => string;
}

/** Where new files go, and the object store to read (and write) the ones held there. */
export interface FileStorage {
  writeTo: FileLocation;
  objects?: ObjectStore;
}

export const IN_DATABASE: FileStorage = { writeTo: 'database' };

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Address of the bucket's public objects (a CDN or the public bucket), without a trailing slash. */
  publicUrl?: string;
}

/** Objects per DeleteObjects request: the API's limit. */
const DELETE_BATCH = 1000;

export function createS3ObjectStore(settings: S3Settings): ObjectStore {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    // Without keys the SDK's usual chain applies (instance role, AWS_* variables, profile).
    ...(settings.accessKeyId &&
      settings.secretAccessKey && {
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      }),
  });
  const Bucket = settings.bucket;
  const { publicUrl } = settings;
  return {
    async put(key, bytes, headers) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: headers.contentType,
          CacheControl: headers.cacheControl,
        }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async remove(keys) {
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const Objects = keys.slice(i, i + DELETE_BATCH).map((Key) => ({ Key }));
        const answer = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }),
        );
        const failed = answer.Errors?.[0];
        if (failed) throw new Error(`Could not delete the object ${failed.Key}: ${failed.Message}`);
      }
    },
    ...(publicUrl && { publicUrl: (key: string) => `${publicUrl}/${key}` }),
  };
}

/** The file storage the configuration asks for (FILE_STORAGE and S3_*, config/env.ts). */
export function fileStorageFromEnv(env: Env): FileStorage {
  // Files may sit in S3 while new ones go to the database (after `files:move --to database`, or
  // while it runs): the store is built whenever a bucket is named.
  const objects =
    env.S3_BUCKET === undefined
      ? undefined
      : createS3ObjectStore({
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          publicUrl: env.S3_PUBLIC_URL,
        });
  return { writeTo: env.FILE_STORAGE, ...(objects && { objects }) };
}
