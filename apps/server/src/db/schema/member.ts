import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** A customer or a staff member (staff are members with a role, DESIGN.md "Staff ordering"). */
export const member = pgTable(
  'member',
  {
    id: serial('id').primaryKey(),
    /** Dialling code without "+", e.g. "84". */
    phoneCountryCode: varchar('phone_country_code', { length: 4 }).notNull(),
    /** National significant number (no trunk 0), as libphonenumber-js gives it. */
    phoneNumber: varchar('phone_number', { length: 20 }).notNull(),
    /** `scrypt$N$r$p$salt$hash` of the client's MD5 digest; null until a password is set. */
    passwordHash: text('password_hash'),
    nickname: varchar('nickname', { length: 60 }),
    gender: smallint('gender').notNull().default(0),
    birthday: date('birthday', { mode: 'string' }),
    email: varchar('email', { length: 120 }),
    icon: varchar('icon', { length: 500 }),
    isCertified: boolean('is_certified').notNull().default(false),
    isApplyCertificate: boolean('is_apply_certificate').notNull().default(false),
    isRegulars: boolean('is_regulars').notNull().default(false),
    memberLevelId: integer('member_level_id'),
    /** 0 none, 1 daily, 2 weekly, 3 monthly settlement of credit orders. */
    periodicSettlement: smallint('periodic_settlement').notNull().default(0),
    city: varchar('city', { length: 120 }),
    /** Staff roles (contract `STAFF_ROLES`); empty for a customer. Granted by an admin, audited. */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_phone_uq').on(t.phoneCountryCode, t.phoneNumber),
    index('member_created_idx').on(t.createdAt),
    // Only known roles, and never sales with finance: whoever orders for a customer does not
    // confirm that money. The grant's guarded update refuses it first; this holds against any
    // other writer (a script, a race between two admins).
    check(
      'member_roles_known',
      sql`${t.roles} <@ array['sales', 'operations', 'finance', 'admin', 'catalogue']::text[]`,
    ),
    check('member_roles_separated', sql`not (${t.roles} @> array['sales', 'finance']::text[])`),
  ],
);

/** Balances per member and currency, in integer minor units (DESIGN.md: no float money). */
export const memberAccount = pgTable(
  'member_account',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    walletBalance: bigint('wallet_balance', { mode: 'number' }).notNull().default(0),
    creditLimit: bigint('credit_limit', { mode: 'number' }).notNull().default(0),
    creditUsed: bigint('credit_used', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_account_currency_uq').on(t.memberId, t.currencyCode)],
);

/** The My screen's merchant entry form, kept for staff to review. */
export const merchantApplication = pgTable(
  'merchant_application',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id),
    name: varchar('name', { length: 60 }).notNull(),
    phoneCountryCode: varchar('phone_country_code', { length: 4 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 20 }).notNull(),
    businessName: varchar('business_name', { length: 120 }).notNull(),
    note: varchar('note', { length: 500 }),
    /** pending → approved | rejected (by staff, later). */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('merchant_application_member_idx').on(t.memberId, t.createdAt),
    // One application under review per member, even when two submissions race.
    uniqueIndex('merchant_application_pending_uq')
      .on(t.memberId)
      .where(sql`status = 'pending'`),
  ],
);
