import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { member } from './member.js';

/**
 * One uploaded image, re-encoded (no metadata). The file lives in the upload storage under its
 * key; this row says whose it is and whether anything uses it. Unattached rows older than a day
 * are deleted with their files by the cleanup job.
 */
export const upload = pgTable(
  'upload',
  {
    id: serial('id').primaryKey(),
    /** 128 random bits, url-safe: the served URL cannot be guessed from another. */
    key: varchar('key', { length: 32 }).notNull().unique(),
    /** The member who uploaded it; null for a visitor's (a business licence at checkout). */
    memberId: integer('member_id').references(() => member.id),
    /** The visitor (spec §3 visitorId) who uploaded it, when no member did. */
    visitorId: varchar('visitor_id', { length: 128 }),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    contentType: varchar('content_type', { length: 32 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When something of the owner's first used it; null: removed after a day. */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [
    index('upload_member_idx').on(t.memberId),
    check('upload_owner', sql`(${t.memberId} is null) <> (${t.visitorId} is null)`),
    index('upload_unattached_idx')
      .on(t.createdAt)
      .where(sql`attached_at is null`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Upload bytes kept in the database (UPLOAD_STORAGE=postgres): every server of a deployment reads
 * what any of them stored, with nothing but PostgreSQL to run. Named as the disk storage names its
 * files (`<key>.webp`, `variants/<key>/<w>x<h>.webp`). The name is compared byte by byte (collation
 * "C", migration 0020), so its primary key also finds every variant of an upload by prefix.
 */
export const uploadObject = pgTable('upload_object', {
  name: text('name').primaryKey(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
