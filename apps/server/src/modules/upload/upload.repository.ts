import { and, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { upload } from '../../db/schema/index.js';
import { uploadUrl } from '../../shared/uploads/attach.js';

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

/**
 * Whether something still shows the upload: the owner's avatar, one of their addresses, the
 * business licence of one of their orders, a member's or a visitor's (each narrowed to the owner,
 * indexed by member or visitor, so a few index reads), a product's photos (the catalogue staff's, shown to everyone; a GIN index), or a
 * Home banner's photo (a few rows per country).
 */
const referenced = (key: SQL | string): SQL => {
  const url = typeof key === 'string' ? uploadUrl(key) : sql`'/api/upload/file/' || ${key}`;
  return sql`(
    exists (select 1 from member m where m.id = ${upload.memberId} and m.icon = ${url})
    or exists (select 1 from member_receive_address a where a.member_id = ${upload.memberId} and ${url} = any(a.images))
    or exists (select 1 from customer_order o where o.member_id = ${upload.memberId} and o.invoice ->> 'businessLicence' = ${url})
    or exists (select 1 from customer_order o where o.visitor_id = ${upload.visitorId} and o.invoice ->> 'businessLicence' = ${url})
    or exists (select 1 from product p where p.photos @> array[${key}]::text[])
    or exists (select 1 from banner b where b.pic = ${url})
  )`;
};

/**
 * An upload that may be served: one something still references, or a fresh one nothing has used
 * yet (the uploader's preview before the form is saved; the cleanup removes it after a day). Once
 * used and then let go (its address deleted, another avatar chosen), it is served no more.
 */
export const findServableUpload = (db: Db, key: string) =>
  db
    .select()
    .from(upload)
    .where(and(eq(upload.key, key), sql`(${upload.attachedAt} is null or ${referenced(key)})`))
    .then((r) => r[0]);

/** Deletes the rows of uploads used once and referenced by nothing for `hours`, and answers their keys. */
export const deleteDereferenced = (db: Db, hours: number) =>
  db
    .delete(upload)
    .where(
      and(
        sql`${upload.attachedAt} < now() - make_interval(hours => ${hours})`,
        sql`not ${referenced(sql`${upload.key}`)}`,
      ),
    )
    .returning({ key: upload.key });

/** Which of these keys still have their row. */
export const existingKeys = async (db: Db, keys: string[]): Promise<Set<string>> =>
  new Set(
    keys.length
      ? (await db.select({ key: upload.key }).from(upload).where(inArray(upload.key, keys))).map((r) => r.key)
      : [],
  );
