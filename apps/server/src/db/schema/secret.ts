import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Keys the server makes for itself, once per database, so every process on that database shares
 * them (the order number key). Never sent to a client, never in the settings table the web reads.
 */
export const serverSecret = pgTable('server_secret', {
  name: text('name').primaryKey(),
  /** Hex of 32 random bytes. */
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
