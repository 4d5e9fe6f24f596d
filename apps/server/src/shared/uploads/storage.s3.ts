import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings, UploadStorage } from './storage.js';

const missing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** DeleteObjects takes at most 1,000 keys a call. */
const DELETE_BATCH = 1_000;

/**
 * Upload bytes in an S3-compatible bucket (S3, R2, MinIO…) through the official AWS SDK. The
 * bucket is the operator's: the server neither creates it nor changes its policy, and serves every
 * object itself (signed URLs in answers, its own headers), so the bucket stays private.
 */
export function s3Storage(settings: S3Settings): UploadStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's newer
    // default ones (CRC32 on every upload) that AWS's own S3 accepts.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  const deleteKeys = async (keys: string[]) => {
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const Objects = keys.slice(i, i + DELETE_BATCH).map((Key) => ({ Key }));
      const answer = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      const failed = answer.Errors?.[0];
      if (failed)
        throw new Error(`S3 delete of ${failed.Key ?? '?'} failed: ${failed.Code ?? ''} ${failed.Message ?? ''}`);
    }
  };
  const keysUnder = async (prefix: string) => {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  };

  return {
    kind: 's3',
    async put(name, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: name, Body: data, ContentType: 'image/webp' }));
    },
    async get(name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async has(name) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: name }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async remove(names) {
      const under = await Promise.all(names.map((n) => keysUnder(`${n}/`)));
      await deleteKeys([...names, ...under.flat()]);
    },
    async *listBefore(before) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        const names = (page.Contents ?? []).flatMap((o) =>
          o.Key && o.LastModified && o.LastModified < before ? [o.Key] : [],
        );
        if (names.length) yield names;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    close: async () => client.destroy(),
  };
}
