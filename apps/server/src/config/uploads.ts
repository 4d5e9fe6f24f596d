import { z } from 'zod';
import type { StorageSettings } from '../shared/uploads/storage.js';
import { type Base, booleanish, type Findings } from './base.js';

export const uploadsEnv = z.object({
  /**
   * Where upload bytes live: `disk` (DATA_DIR/uploads, one server), `postgres` (the database) or
   * `s3` (an S3-compatible bucket, S3_*). Several servers need `postgres` or `s3`.
   */
  UPLOAD_STORAGE: z.enum(['disk', 'postgres', 's3']).default('disk'),
  /** The store's address; unset for AWS's own S3 (from S3_REGION). */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** `auto` for R2; any name for MinIO. */
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset: the AWS SDK's own chain (AWS_* variables, an instance or task role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (`host/bucket/key`), as MinIO and most self-hosted stores want. */
  S3_FORCE_PATH_STYLE: booleanish.default(false),
});

export interface UploadsConfig {
  /** Where upload bytes live (UPLOAD_STORAGE, S3_*). */
  uploads: StorageSettings;
}

/** The upload storage; `where` says whether the database is shared by several servers. */
export function readUploads(
  e: z.infer<typeof uploadsEnv>,
  base: Base,
  where: { dataDir: string; sharedDatabase: boolean },
  found: Findings,
): UploadsConfig {
  if (e.UPLOAD_STORAGE === 's3' && !e.S3_BUCKET) found.problems.push('S3_BUCKET: required when UPLOAD_STORAGE=s3');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    found.problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  }
  if (where.sharedDatabase && e.UPLOAD_STORAGE === 'disk') {
    found.warnings.push(
      'UPLOAD_STORAGE=disk: uploads stay on this server; with several servers set UPLOAD_STORAGE=postgres or s3',
    );
  }
  return {
    uploads: {
      kind: e.UPLOAD_STORAGE,
      diskRoot: base.fromStart(where.dataDir, 'uploads'),
      s3:
        e.UPLOAD_STORAGE === 's3' && e.S3_BUCKET
          ? {
              endpoint: e.S3_ENDPOINT,
              bucket: e.S3_BUCKET,
              region: e.S3_REGION,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              forcePathStyle: e.S3_FORCE_PATH_STYLE,
            }
          : null,
    },
  };
}
