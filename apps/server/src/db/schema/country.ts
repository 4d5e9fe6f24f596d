import { boolean, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';

/** A country the retailer sells in. Names are not stored: Intl.DisplayNames gives them per locale. */
export const country = pgTable('country', {
  countryCode: varchar('country_code', { length: 2 }).primaryKey(),
  phoneCode: varchar('phone_code', { length: 4 }).notNull(),
  currencyCode: varchar('currency_code', { length: 3 }).notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  /** Digits of the minor unit (VND 0, THB 2): money is stored as integers of that unit. */
  currencyDigits: integer('currency_digits').notNull(),
  /** Smallest amount shown, in minor units (THB: 1 = 0.01; VND: 1 = ₫1). */
  currencyStepMinor: integer('currency_step_minor').notNull(),
  languageCode: text('language_code').notNull(),
  languages: text('languages').array().notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});
