import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { member } from './member.js';

/** An anonymous device (spec §3 visitorId, a fingerprint computed by the web). */
export const visitor = pgTable('visitor', {
  id: serial('id').primaryKey(),
  visitorId: varchar('visitor_id', { length: 128 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A login (kind member) or a visitor token (kind visitor). Only the SHA-256 of the token is kept,
 * so a copy of the database logs nobody in. A proxy session (staff ordering for a customer) has
 * `member_id` = the customer and `acting_staff_id` = the staff member.
 */
export const session = pgTable(
  'session',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    kind: varchar('kind', { length: 8 }).notNull(),
    memberId: integer('member_id').references(() => member.id),
    actingStaffId: integer('acting_staff_id').references(() => member.id),
    visitorRef: integer('visitor_ref').references(() => visitor.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
  },
  (t) => [
    index('session_member_idx').on(t.memberId),
    // Housekeeping finds sessions long over by their expiry, and visitors left without a session.
    index('session_expires_idx').on(t.expiresAt),
    index('session_visitor_idx').on(t.visitorRef),
  ],
);
