import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { member } from './member.js';
import { customerOrder } from './order.js';

/**
 * Append-only money ledgers of a member (DESIGN.md: a balance is never an updated number alone).
 * `member_account` keeps the running figures for guarded updates; these rows are the history that
 * explains them. One row per (order, kind): a debit or its release happens exactly once.
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    /** Signed: negative pays, positive refunds or tops up. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 16, enum: ['orderPayment', 'orderRefund', 'topUp', 'adjustment'] }).notNull(),
    orderId: integer('order_id').references(() => customerOrder.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_ledger_member_idx').on(t.memberId, t.id),
    uniqueIndex('wallet_ledger_order_kind_uq')
      .on(t.orderId, t.kind)
      .where(sql`order_id is not null`),
  ],
);

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    /** Signed change of the credit used: positive charges an order, negative releases or settles. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 16, enum: ['orderCharge', 'orderRelease', 'settlement', 'adjustment'] }).notNull(),
    orderId: integer('order_id').references(() => customerOrder.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_member_idx').on(t.memberId, t.id),
    uniqueIndex('credit_ledger_order_kind_uq')
      .on(t.orderId, t.kind)
      .where(sql`order_id is not null`),
  ],
);

/** A refund of a paid order: asked by the customer or made on cancel, settled by staff. */
export const orderRefund = pgTable('order_refund', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => customerOrder.id),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  method: varchar('method', { length: 12, enum: ['original', 'bankCard'] }).notNull(),
  bankName: varchar('bank_name', { length: 100 }),
  bankAccount: varchar('bank_account', { length: 40 }),
  accountHolder: varchar('account_holder', { length: 100 }),
  status: varchar('status', { length: 12, enum: ['requested', 'refunded'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
});

/**
 * The transfer receipt of a bank-transfer order: a content-checked image (JPEG, PNG, WebP) kept
 * in the database, because visitors upload it too and the uploads module serves members only.
 */
export const orderVoucher = pgTable('order_voucher', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => customerOrder.id),
  /**
   * 128 random bits in hex: the receipt is served at /api/order/voucher/<key> so an <img> loads it
   * without a token; a new upload gets a new key, so a cached old picture is never shown for it.
   */
  key: varchar('key', { length: 32 })
    .notNull()
    .unique()
    .default(sql`replace(gen_random_uuid()::text, '-', '')`),
  contentType: varchar('content_type', { length: 16 }).notNull(),
  dataBase64: text('data_base64').notNull(),
  bytes: integer('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
