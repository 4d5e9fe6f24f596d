import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { upload } from '../../db/schema/index.js';
import { originalName, type UploadStorage } from './storage.js';

/** Where an upload is served (the API base is fixed at /api on this server). */
export const uploadUrl = (key: string) => `/api/upload/file/${key}`;

/** The key of a served upload URL, or null for anything else (e.g. a picture kept from elsewhere). */
export const uploadKeyOf = (url: string) => /\/upload\/file\/([A-Za-z0-9_-]{22})(?:\?.*)?$/.exec(url)?.[1] ?? null;

/** Whose an upload is: a member's, or a visitor's (a business licence at checkout). */
export type UploadOwner = { memberId: number } | { visitorId: string };

/** The rows of `owner`'s uploads. */
export const ownedBy = (owner: UploadOwner) =>
  'memberId' in owner ? eq(upload.memberId, owner.memberId) : eq(upload.visitorId, owner.visitorId);

/**
 * Marks the owner's own uploads as used, so the cleanup job keeps them. Answers the keys that are
 * NOT usable (unknown, someone else's, already removed, or whose picture is not in the storage
 * this server reads): the caller refuses those. The owner check is in the query itself, so another
 * member's or visitor's key is indistinguishable from none. The storage is asked too, so a server never accepts
 * a picture it could not show (an upload kept on another server's own disk).
 */
export async function attachUploads(
  db: Db | Tx,
  storage: UploadStorage,
  owner: UploadOwner,
  keys: string[],
): Promise<string[]> {
  const named = [...new Set(keys)];
  if (named.length === 0) return [];
  const stored = await Promise.all(named.map((k) => storage.has(originalName(k))));
  const wanted = named.filter((_, i) => stored[i]);
  if (wanted.length === 0) return named;
  const attached = await db
    .update(upload)
    .set({ attachedAt: sql`coalesce(${upload.attachedAt}, now())` })
    .where(and(ownedBy(owner), inArray(upload.key, wanted)))
    .returning({ key: upload.key });
  const mine = new Set(attached.map((r) => r.key));
  return named.filter((k) => !mine.has(k));
}
