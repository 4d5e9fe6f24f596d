import { bigserial, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Who did what. In a proxy session `actor_member_id` is the customer and `acting_staff_id` the
 * staff member at the keyboard; `qr_code` is the sales QR code of a transfer page, if any.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorMemberId: integer('actor_member_id'),
    actingStaffId: integer('acting_staff_id'),
    action: varchar('action', { length: 64 }).notNull(),
    target: varchar('target', { length: 128 }),
    detail: jsonb('detail'),
    ip: text('ip'),
    qrCode: varchar('qr_code', { length: 128 }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_actor_idx').on(t.actorMemberId, t.at),
    index('audit_log_staff_idx').on(t.actingStaffId, t.at),
    // The entries about one order or customer, read on its page.
    index('audit_log_target_idx').on(t.target, t.id),
  ],
);
