import { randomBytes } from 'node:crypto';
import type { Upload, UploadPurpose } from '@storefront/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { uploadUrl, type UploadOwner } from '../../shared/uploads/attach.js';
import { reencode, variant } from '../../shared/uploads/image.js';
import {
  deleteDereferenced,
  deleteUnattached,
  existingKeys,
  findServableUpload,
  insertUpload,
} from './upload.repository.js';
import {
  keyOfStoredName,
  originalName,
  storedNamesOf,
  type UploadStorage,
  variantName,
} from '../../shared/uploads/storage.js';

export interface UploadContext {
  db: Db;
  storage: UploadStorage;
}

/** Decodes, re-encodes without metadata, stores, then records the upload as the owner's own. */
export async function saveUpload(
  ctx: UploadContext,
  owner: UploadOwner,
  purpose: UploadPurpose,
  input: Buffer,
): Promise<Upload> {
  const image = await reencode(input);
  const key = randomBytes(16).toString('base64url');
  await ctx.storage.put(originalName(key), image.data);
  await insertUpload(ctx.db, {
    key,
    ...owner,
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

/**
 * The only edges a variant is made at: what the web's image slots ask for (at twice their CSS
 * size). Any other size is served at the nearest allowed edge not below it, so a picture has at
 * most 7 × 7 variants, each rendered once: the caller cannot fill the disk or the CPU by counting
 * through sizes.
 */
export const VARIANT_EDGES = [64, 96, 128, 200, 400, 800, 1600] as const;
export const snapEdge = (asked: number): number =>
  VARIANT_EDGES.find((e) => e >= asked) ?? VARIANT_EDGES[VARIANT_EDGES.length - 1]!;

// Variants being rendered on this process: a burst of requests for one variant renders it once.
const rendering = new Map<string, Promise<Buffer>>();

/** The w×h variant (snapped to the allowed edges) of a servable upload, made once and then read from storage. */
export async function readVariant(ctx: UploadContext, key: string, w: number, h: number): Promise<Buffer> {
  if (!(await findServableUpload(ctx.db, key))) throw notFound('upload.notFound');
  const name = variantName(key, snapEdge(w), snapEdge(h));
  const cached = await ctx.storage.get(name);
  if (cached) return cached;
  let pending = rendering.get(name);
  if (!pending) {
    pending = (async () => {
      const original = await ctx.storage.get(originalName(key));
      if (!original) throw notFound('upload.notFound');
      const made = await variant(original, snapEdge(w), snapEdge(h));
      await ctx.storage.put(name, made);
      return made;
    })().finally(() => rendering.delete(name));
    rendering.set(name, pending);
  }
  return pending;
}

/**
 * Removes uploads nobody attached within a day, and those used once and referenced by nothing for
 * a day (an address deleted, an avatar replaced): their rows first, then their files. Then the
 * orphans: objects a day old whose upload has no row (a cleanup that died between the two steps,
 * an upload stored by a server that died before its row, a variant rendered as its upload went).
 */
export async function removeUnattached(ctx: UploadContext, hours = 24): Promise<number> {
  const gone = [...(await deleteUnattached(ctx.db, hours)), ...(await deleteDereferenced(ctx.db, hours))];
  await ctx.storage.remove(gone.flatMap(({ key }) => storedNamesOf(key)));
  await removeOrphans(ctx, new Date(Date.now() - hours * 3_600_000));
  return gone.length;
}

/**
 * Removes the objects stored before `before` whose upload has no row; returns how many uploads'
 * objects went. A row is inserted only after its object is stored, so a day's margin never takes
 * an upload being saved.
 */
export async function removeOrphans(ctx: UploadContext, before: Date): Promise<number> {
  let removed = 0;
  for await (const names of ctx.storage.listBefore(before)) {
    const keys = [...new Set(names.map(keyOfStoredName).filter((k): k is string => k !== null))];
    const kept = await existingKeys(ctx.db, keys);
    const orphans = keys.filter((k) => !kept.has(k));
    await ctx.storage.remove(orphans.flatMap(storedNamesOf));
    removed += orphans.length;
  }
  return removed;
}
