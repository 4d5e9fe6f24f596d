import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';

export interface TestS3 {
  /** What a server needs in its environment to keep uploads in this store. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * An S3-compatible store run in this test process (s3rver: the S3 REST API over files in a
 * temporary folder), on loopback, with one bucket. It checks signatures, but the AWS SDK signs a
 * bucket's own path (`/bucket/`, listing and batch delete) with a trailing slash it reads without
 * one, as S3 itself accepts: mismatched signatures are let through for that reason alone.
 */
export async function startTestS3(bucket = 'storefront-uploads'): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'sf-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      UPLOAD_STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's own published test account.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
