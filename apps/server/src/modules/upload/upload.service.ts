import { randomBytes } from 'node:crypto';
import type { Upload, UploadPurpose } from '@storefront/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { uploadUrl } from '../../shared/uploads/attach.js';
import { reencode, variant } from '../../shared/uploads/image.js';
import { deleteUnattached, findUploadByKey, insertUpload } from './upload.repository.js';
import type { UploadStorage } from './upload.storage.js';

export interface UploadContext {
  db: Db;
  storage: UploadStorage;
}

const originalOf = (key: string) => `${key}.webp`;
const variantOf = (key: string, w: number, h: number) => `variants/${key}/${w}x${h}.webp`;

/** Decodes, re-encodes without metadata, stores, then records the upload as the member's own. */
export async function saveUpload(
  ctx: UploadContext,
  memberId: number,
  purpose: UploadPurpose,
  input: Buffer,
): Promise<Upload> {
  const image = await reencode(input);
  const key = randomBytes(16).toString('base64url');
  await ctx.storage.put(originalOf(key), image.data);
  await insertUpload(ctx.db, {
    key,
    memberId,
    purpose,
    contentType: image.contentType,
    width: image.width,
    height: image.height,
    bytes: image.data.length,
  });
  return {
    key,
    url: uploadUrl(key),
    contentType: image.contentType,
    width: image.width,
    height: image.height,
    bytes: image.data.length,
    purpose,
  };
}

/** The w×h variant of an upload, made once and then read from storage. */
export async function readVariant(ctx: UploadContext, key: string, w: number, h: number): Promise<Buffer> {
  if (!(await findUploadByKey(ctx.db, key))) throw notFound('upload.notFound');
  const cached = await ctx.storage.get(variantOf(key, w, h));
  if (cached) return cached;
  const original = await ctx.storage.get(originalOf(key));
  if (!original) throw notFound('upload.notFound');
  const made = await variant(original, w, h);
  await ctx.storage.put(variantOf(key, w, h), made);
  return made;
}

/** Removes uploads nobody attached within a day (their rows first, then their files). */
export async function removeUnattached(ctx: UploadContext, hours = 24): Promise<number> {
  const gone = await deleteUnattached(ctx.db, hours);
  await ctx.storage.remove(gone.flatMap(({ key }) => [originalOf(key), `variants/${key}`]));
  return gone.length;
}
