import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Localized } from './localized.js';
import { member } from './member.js';

/**
 * What a coupon gives and to whom (DESIGN.md "Coupons"): amount off or percent off with a cap, a
 * minimum spend, a scope, a validity window, a per-member limit and a total count. Amounts are
 * integer minor units of the country's currency.
 */
export const couponTemplate = pgTable(
  'coupon_template',
  {
    id: serial('id').primaryKey(),
    /** Claim code, upper case; null for coupons that are only granted. */
    code: varchar('code', { length: 32 }),
    names: jsonb('names').$type<Localized>().notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    /** 'amount' off or 'percent' off. */
    kind: varchar('kind', { length: 8 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    percent: smallint('percent').notNull().default(0),
    /** Cap of a percent coupon; null: no cap. */
    maxDiscount: bigint('max_discount', { mode: 'number' }),
    minSpend: bigint('min_spend', { mode: 'number' }).notNull().default(0),
    /** 'all', 'categories' or 'products'; the ids are category or product ids. */
    scope: varchar('scope', { length: 12 }).notNull().default('all'),
    scopeIds: integer('scope_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    perMemberLimit: integer('per_member_limit').notNull().default(1),
    totalCount: integer('total_count').notNull(),
    claimedCount: integer('claimed_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_template_code_uq').on(t.code),
    // The last line of defence of "the last coupon cannot be claimed twice".
    check('coupon_template_claimed_ck', sql`claimed_count >= 0 and claimed_count <= total_count`),
    check('coupon_template_kind_ck', sql`kind in ('amount', 'percent')`),
    // What the console lets staff type, kept by the database too.
    check(
      'coupon_template_terms_ck',
      sql`amount >= 0 and percent between 0 and 100 and coalesce(max_discount, 0) >= 0 and min_spend >= 0
        and per_member_limit >= 1 and total_count >= 0`,
    ),
    check('coupon_template_window_ck', sql`ends_at > starts_at`),
  ],
);

/** One coupon a member holds: unused until an order consumes it (expiry is read from the template). */
export const memberCoupon = pgTable(
  'member_coupon',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplate.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id),
    status: varchar('status', { length: 8 }).notNull().default('unused'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The order that used it (written by checkout). */
    orderId: integer('order_id'),
    /** The catalogue staff member who granted it (null: claimed by its code). */
    grantedBy: integer('granted_by'),
    /** The console's key of the grant: the same key from the same staff member grants once. */
    grantKey: varchar('grant_key', { length: 64 }),
  },
  (t) => [
    index('member_coupon_member_idx').on(t.memberId, t.status),
    index('member_coupon_template_member_idx').on(t.templateId, t.memberId),
    uniqueIndex('member_coupon_grant_key_uq')
      .on(t.grantedBy, t.grantKey)
      .where(sql`grant_key is not null`),
  ],
);
