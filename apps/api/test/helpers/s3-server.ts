// A local S3-compatible store for the tests of files held in S3: s3rver in this process, on a free
// port, its objects in a temporary folder removed when it closes.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

const BUCKET = 'ibc-files';

export interface TestS3Server {
  /** The S3_* settings (config/env.ts) that point at it. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'ibc-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      // s3rver's own keys.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
