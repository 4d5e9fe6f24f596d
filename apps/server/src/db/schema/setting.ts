import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Storefront configuration, one row per key of spec §3. `value` is JSON; a localized setting
 * stores `{ "<locale>": value }` and the service picks the request's locale (en-US fallback).
 */
export const appSetting = pgTable('app_setting', {
  key: text('key').primaryKey(),
  value: jsonb('value'),
  localized: boolean('localized').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
