import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { member } from './member.js';
import { customerOrder } from './order.js';

/**
 * The one refund of a paid order (primary key: at most one per order, by one method), asked by the
 * customer or made on cancel, settled by finance. Every way money goes back (to the wallet, to a
 * bank card, to the original transfer) is this row: the wallet ledger's refund row points at it.
 */
export const orderRefund = pgTable(
  'order_refund',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => customerOrder.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    method: varchar('method', { length: 12, enum: ['original', 'bankCard'] }).notNull(),
    bankName: varchar('bank_name', { length: 100 }),
    bankAccount: varchar('bank_account', { length: 40 }),
    accountHolder: varchar('account_holder', { length: 100 }),
    status: varchar('status', { length: 12, enum: ['requested', 'refunded'] }).notNull(),
    /** Why the shopper asked for the money back, as typed or chosen; null for a refund made by a cancel or by staff. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The bank's reference of the transfer that gave the money back, written when finance settles. */
    bankReference: varchar('bank_reference', { length: 60 }),
  },
  (t) => [
    check('order_refund_amount', sql`${t.amount} > 0`),
    // The target of the wallet ledger's (order, method) foreign key.
    unique('order_refund_order_method_uq').on(t.orderId, t.method),
  ],
);

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
    /**
     * On an `orderRefund` row: always 'original', and the order's one refund row must say so (the
     * foreign key below). Money goes back to the wallet only through the order's refund, so a
     * wallet refund and a bank refund of one order cannot both exist.
     */
    refundMethod: varchar('refund_method', { length: 12, enum: ['original'] }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_ledger_member_idx').on(t.memberId, t.id),
    uniqueIndex('wallet_ledger_order_kind_uq')
      .on(t.orderId, t.kind)
      .where(sql`order_id is not null`),
    check(
      'wallet_ledger_refund_method',
      sql`(${t.kind} = 'orderRefund' and ${t.orderId} is not null) = (${t.refundMethod} is not null)`,
    ),
    foreignKey({
      name: 'wallet_ledger_refund_fk',
      columns: [t.orderId, t.refundMethod],
      foreignColumns: [orderRefund.orderId, orderRefund.method],
    }),
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
    /** What finance wrote with a settlement or a debt recorded by hand (the bank's reference, the reason). */
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_member_idx').on(t.memberId, t.id),
    uniqueIndex('credit_ledger_order_kind_uq')
      .on(t.orderId, t.kind)
      .where(sql`order_id is not null`),
  ],
);

/**
 * The transfer receipt of a bank-transfer order: a content-checked image (JPEG, PNG, WebP) kept
 * in the database with its order: it belongs to the order (read with the order's secret), not to
 * whoever sent it, and the uploads module keeps pictures by their uploader.
 * The table keeps its first name, `order_voucher`: existing rows and migrations name it.
 */
export const transferReceipt = pgTable('order_voucher', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => customerOrder.id),
  /**
   * 128 random bits in hex: the receipt is served at /api/order/voucher/<key>, signed for whoever
   * reads an answer naming it (shared/uploads/signed.ts); a new upload gets a new key, so a cached
   * old picture is never shown for it.
   */
  key: varchar('key', { length: 32 })
    .notNull()
    .unique()
    .default(sql`replace(gen_random_uuid()::text, '-', '')`),
  contentType: varchar('content_type', { length: 16 }).notNull(),
  dataBase64: text('data_base64').notNull(),
  bytes: integer('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Finance found no money for this receipt: the order awaits payment again and the customer may
   * send another (which clears these). The picture stays, for the order's history.
   */
  rejectedAt: timestamp('rejected_at', { withTimezone: true }),
  rejectedReason: text('rejected_reason'),
});

/**
 * A member's bank card for refunds, saved the first time one is used so that the next refund is a
 * choice rather than typing. One row per account number per member.
 */
export const memberBankCard = pgTable(
  'member_bank_card',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id),
    bankName: varchar('bank_name', { length: 100 }).notNull(),
    bankAccount: varchar('bank_account', { length: 40 }).notNull(),
    accountHolder: varchar('account_holder', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('member_bank_card_account_uq').on(t.memberId, t.bankAccount)],
);
