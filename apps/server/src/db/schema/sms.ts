import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A sent code: only its HMAC is kept. Five wrong tries (`attempts`) burn it. */
export const smsCode = pgTable(
  'sms_code',
  {
    id: serial('id').primaryKey(),
    phoneCountryCode: varchar('phone_country_code', { length: 4 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 20 }).notNull(),
    scene: varchar('scene', { length: 16 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
  },
  (t) => [
    index('sms_code_phone_idx').on(t.phoneCountryCode, t.phoneNumber, t.createdAt),
    // Housekeeping removes codes a day old, used or not.
    index('sms_code_created_idx').on(t.createdAt),
  ],
);

/**
 * Fixed-window counters (DESIGN.md §7: no state that matters in memory): one row per key, the
 * window restarting at the first hit after it ends. Updated by one atomic upsert, so concurrent
 * requests on several processes cannot both slip under a limit. The table is UNLOGGED (migration
 * 0014): a counter's commit waits for no WAL flush; a crash of PostgreSQL itself forgets them.
 */
export const rateLimit = pgTable('rate_limit', {
  key: varchar('key', { length: 160 }).primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * CRM tickets already redeemed (`genTokenByCrm`), by their `jti`, until the ticket could no longer
 * be valid. A logged table: a crash of PostgreSQL must not forget them and let a ticket work twice.
 */
export const crmTicketUse = pgTable(
  'crm_ticket_use',
  {
    jti: varchar('jti', { length: 64 }).primaryKey(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
    /** After this the ticket is expired anyway; housekeeping removes the row. */
    keepUntil: timestamp('keep_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('crm_ticket_use_keep_idx').on(t.keepUntil)],
);
