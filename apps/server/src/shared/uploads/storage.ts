import type { Db } from '../../db/client.js';

/**
 * Where upload bytes live (UPLOAD_STORAGE): this server's disk under DATA_DIR/uploads (`disk`, the
 * embedded default, right for one server), the database itself (`postgres`) or an S3-compatible
 * object store (`s3`: S3, R2, MinIO…). Several servers behind a load balancer need one of the two
 * shared ones: what one node stored (an original, or a variant it rendered) every node reads.
 * Rows of the `upload` table still say what exists and whose it is; storage only holds bytes.
 *
 * Object names are built by the uploads service from validated keys only, never from request text:
 * `<key>.webp` for an original, `variants/<key>/<w>x<h>.webp` for its variants.
 */
export interface UploadStorage {
  readonly kind: UploadStorageKind;
  put(name: string, data: Buffer): Promise<void>;
  /** null when there is no such object. */
  get(name: string): Promise<Buffer | null>;
  has(name: string): Promise<boolean>;
  /** Removes each object and everything stored under `<name>/` (an upload's variants). */
  remove(names: string[]): Promise<void>;
  /** The names of objects stored before `before`, a page at a time (the orphan sweep reads them). */
  listBefore(before: Date): AsyncIterable<string[]>;
  /** Lets go of connections (the S3 client's sockets). */
  close(): Promise<void>;
}

export type UploadStorageKind = 'disk' | 'postgres' | 's3';

/** An S3-compatible store (S3_*); the credentials fall back to the AWS SDK's own chain when unset. */
export interface S3Settings {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

export interface StorageSettings {
  kind: UploadStorageKind;
  /** Folder of the disk storage (DATA_DIR/uploads). */
  diskRoot: string;
  s3: S3Settings | null;
}

/** The configured storage. The AWS SDK is loaded only when S3 is chosen: a plain start stays light. */
export async function openUploadStorage(settings: StorageSettings, db: Db): Promise<UploadStorage> {
  if (settings.kind === 'postgres') return (await import('./storage.postgres.js')).postgresStorage(db);
  if (settings.kind === 's3') {
    if (!settings.s3) throw new Error('UPLOAD_STORAGE=s3 needs the S3_* settings');
    return (await import('./storage.s3.js')).s3Storage(settings.s3);
  }
  return (await import('./storage.disk.js')).diskStorage(settings.diskRoot);
}

/** The stored name of an upload's original and of one of its variants. */
export const originalName = (key: string) => `${key}.webp`;
export const variantName = (key: string, w: number, h: number) => `variants/${key}/${w}x${h}.webp`;
/** The upload key an object belongs to (its original or one of its variants); null for anything else. */
export function keyOfStoredName(name: string): string | null {
  return /^([\w-]{1,32})\.webp$/.exec(name)?.[1] ?? /^variants\/([\w-]{1,32})\//.exec(name)?.[1] ?? null;
}

/** What removing an upload removes: its original, and every variant under its prefix. */
export const storedNamesOf = (key: string) => [originalName(key), `variants/${key}`];
