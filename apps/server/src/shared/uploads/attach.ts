import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { upload } from '../../db/schema/index.js';

/** Where an upload is served (the API base is fixed at /api on this server). */
export const uploadUrl = (key: string) => `/api/upload/file/${key}`;

/** The key of a served upload URL, or null for anything else (e.g. a picture kept from elsewhere). */
export const uploadKeyOf = (url: string) => /\/upload\/file\/([A-Za-z0-9_-]{22})(?:\?.*)?$/.exec(url)?.[1] ?? null;

/**
 * Marks the member's own uploads as used, so the cleanup job keeps them. Answers the keys that are
 * NOT the member's (unknown, someone else's, or already removed): the caller refuses those. The
 * owner check is in the query itself, so another member's key is indistinguishable from none.
 */
export async function attachUploads(db: Db | Tx, memberId: number, keys: string[]): Promise<string[]> {
  const wanted = [...new Set(keys)];
  if (wanted.length === 0) return [];
  const attached = await db
    .update(upload)
    .set({ attachedAt: sql`coalesce(${upload.attachedAt}, now())` })
    .where(and(eq(upload.memberId, memberId), inArray(upload.key, wanted)))
    .returning({ key: upload.key });
  const mine = new Set(attached.map((r) => r.key));
  return wanted.filter((k) => !mine.has(k));
}
