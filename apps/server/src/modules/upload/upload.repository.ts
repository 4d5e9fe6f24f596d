import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { upload } from '../../db/schema/index.js';

export type UploadRow = typeof upload.$inferSelect;

export const insertUpload = (db: Db, values: typeof upload.$inferInsert) =>
  db
    .insert(upload)
    .values(values)
    .returning()
    .then((r) => r[0]!);

export const findUploadByKey = (db: Db, key: string) =>
  db
    .select()
    .from(upload)
    .where(eq(upload.key, key))
    .then((r) => r[0]);

/**
 * Deletes the rows of uploads nobody attached within `hours` and answers their keys. Each row is
 * deleted by exactly one caller (DELETE … RETURNING), so the job may run on every server at once.
 */
export const deleteUnattached = (db: Db, hours: number) =>
  db
    .delete(upload)
    .where(and(isNull(upload.attachedAt), lt(upload.createdAt, sql`now() - make_interval(hours => ${hours})`)))
    .returning({ key: upload.key });
