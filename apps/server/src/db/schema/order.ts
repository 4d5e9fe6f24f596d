import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { sku } from './sku.js';
import { warehouse } from './warehouse.js';
import { member } from './member.js';
import { OPEN_HOLD, orderStatuses } from '../order-status.js';

/** Feeds readable order numbers (`order_sn`); the row id is never shown. */
export const orderSnSeq = pgSequence('order_sn_seq', { startWith: 1 });

/** The address as it was at placement (a later edit of the saved address changes no order). */
export interface OrderAddressSnapshot {
  name: string;
  phoneCountryCode: string;
  phoneNumber: string;
  detailAddress: string;
  houseNumber: string;
  postCode: string | null;
  provinceCode: string | null;
  districtCode: string | null;
  wardCode: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The saved address's photos (served upload URLs) for the courier; none for a typed address. */
  images?: string[];
}

export interface OrderInvoiceSnapshot {
  type: 'individual' | 'company';
  title: string;
  taxNumber: string | null;
  personalIdNumber: string | null;
  branch: string | null;
  purchaseOrderNumber: string | null;
  address: string | null;
  email: string;
  businessLicence: string | null;
}

/**
 * An order. Amounts are integer minor units of `currency_code`, copied from the pricing engine at
 * placement and never recomputed. Every status change is a guarded update on the current status
 * (`where status = $from`), so a repeat or a race changes nothing twice, and only the transaction
 * that wins the change to 5 releases what the order held.
 */
export const customerOrder = pgTable(
  'customer_order',
  {
    id: serial('id').primaryKey(),
    orderSn: varchar('order_sn', { length: 20 }).notNull().unique(),
    memberId: integer('member_id').references(() => member.id),
    /** Set for a visitor's order; the visitor reads it only with the secret (below). */
    visitorId: varchar('visitor_id', { length: 128 }),
    /** SHA-256 of the per-order secret handed to a visitor at placement (the secret itself is never stored). */
    secretHash: varchar('secret_hash', { length: 64 }),
    /** The staff member at the keyboard when a sales rep ordered for the customer. */
    actingStaffId: integer('acting_staff_id').references(() => member.id),
    /** The transfer page's `qrCode` header (sales source), as sent. */
    qrCodeSource: varchar('qr_code_source', { length: 128 }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    deliveryType: varchar('delivery_type', { length: 8, enum: ['delivery', 'pickup'] }).notNull(),
    status: smallint('status').notNull(),
    paymentMethod: varchar('payment_method', {
      length: 16,
      enum: ['cashOnDelivery', 'bankTransfer', 'credit', 'wallet'],
    }).notNull(),
    productTotal: bigint('product_total', { mode: 'number' }).notNull(),
    promotionDiscount: bigint('promotion_discount', { mode: 'number' }).notNull(),
    directDiscount: bigint('direct_discount', { mode: 'number' }).notNull(),
    couponDiscount: bigint('coupon_discount', { mode: 'number' }).notNull().default(0),
    priceAdjustment: bigint('price_adjustment', { mode: 'number' }).notNull().default(0),
    /** Why staff set the price adjustment; the customer reads it beside the amount. */
    priceAdjustmentReason: text('price_adjustment_reason'),
    freightBasic: bigint('freight_basic', { mode: 'number' }).notNull(),
    freightDiscount: bigint('freight_discount', { mode: 'number' }).notNull(),
    freightAdditional: bigint('freight_additional', { mode: 'number' }).notNull(),
    freightTotal: bigint('freight_total', { mode: 'number' }).notNull(),
    payable: bigint('payable', { mode: 'number' }).notNull(),
    couponId: integer('coupon_id'),
    /** Full reductions applied, as the engine reported them. */
    reductions: jsonb('reductions').$type<{ id: number; amount: number }[]>().notNull().default([]),
    address: jsonb('address').$type<OrderAddressSnapshot>(),
    pickup: jsonb('pickup').$type<{ name: string; phoneCountryCode: string; phoneNumber: string }>(),
    slotDate: varchar('slot_date', { length: 10 }).notNull(),
    slotStart: varchar('slot_start', { length: 5 }).notNull(),
    slotEnd: varchar('slot_end', { length: 5 }).notNull(),
    slotStartsAt: timestamp('slot_starts_at', { withTimezone: true }).notNull(),
    timeZone: varchar('time_zone', { length: 40 }).notNull(),
    invoice: jsonb('invoice').$type<OrderInvoiceSnapshot>(),
    remark: text('remark'),
    adultConfirmed: boolean('adult_confirmed').notNull().default(false),
    trackingNumber: varchar('tracking_number', { length: 60 }),
    cancelReason: text('cancel_reason'),
    /**
     * The end of a hold without confirmed money (docs/decisions/0041-unpaid-holds.md): a bank
     * transfer's payment window, then its receipt's verification window (status 0); a cash order
     * until operations approve it (status 1). The timeout job cancels the order when it passes;
     * confirmed money or an approval clears it.
     */
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }),
    /** When the money was confirmed (finance, a provider's verified callback, a wallet debit). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** How much money was confirmed, in minor units: the most any refund can give back. */
    paidAmount: bigint('paid_amount', { mode: 'number' }),
    /**
     * The placing client's address, hashed (order.ids.ts `clientKey`): the per-address limit of
     * units of one SKU held without money counts by it. Not the address itself.
     */
    clientKey: varchar('client_key', { length: 32 }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    processingStartedAt: timestamp('processing_started_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** When a pickup order was set aside for collection (its 2 → 3; a pickup order is never shipped). */
    readyAt: timestamp('ready_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('customer_order_status', sql`${t.status} between 0 and 5`),
    check('customer_order_owner', sql`(${t.memberId} is null) <> (${t.visitorId} is null)`),
    check('customer_order_amounts', sql`${t.payable} >= 0 and ${t.productTotal} >= 0`),
    // Money is confirmed with its amount, or not at all.
    check('customer_order_paid', sql`(${t.paidAt} is null) = (${t.paidAmount} is null) and ${t.paidAmount} >= 0`),
    index('customer_order_member_idx').on(t.memberId, t.id.desc()),
    index('customer_order_member_status_idx').on(t.memberId, t.status, t.id.desc()),
    index('customer_order_secret_idx').on(t.secretHash),
    // The timeout job reads only open orders with a deadline, oldest deadline first.
    index('customer_order_hold_idx')
      .on(t.paymentDeadline)
      .where(sql`status in (${orderStatuses(...OPEN_HOLD)}) and payment_deadline is not null`),
    index('customer_order_status_idx').on(t.status, t.id.desc()),
    // The console's queue by day placed and by the customer's phone (modules/order/queue-filters.ts).
    index('customer_order_created_idx').on(t.createdAt),
    // Part of an order number, anywhere in it (modules/order/order.repository.ts `snContains`).
    index('customer_order_sn_trgm_idx').using('gin', sql`${t.orderSn} gin_trgm_ops`),
    index('customer_order_phone_idx').on(
      sql`ltrim(regexp_replace(coalesce(${t.address} ->> 'phoneNumber', ${t.pickup} ->> 'phoneNumber'), '\\D', '', 'g'), '0')`,
    ),
    // The per-address limit counts what one client address holds without money at every placement.
    index('customer_order_client_hold_idx')
      .on(t.clientKey)
      .where(sql`client_key is not null and status in (${orderStatuses(...OPEN_HOLD)}) and paid_at is null`),
    // The per-visitor order limits count a visitor's open orders at every placement.
    index('customer_order_visitor_idx')
      .on(t.visitorId, t.status)
      .where(sql`visitor_id is not null`),
  ],
);

/**
 * The promotion a line was sold under: its id and the figures that applied, never its words, so
 * each reader gets the label in their own language (`modules/order/line-promotion.ts`). A `message`
 * is a line written before that whose promotion is gone (migration 0025): its words as they were.
 */
export type OrderLinePromotion =
  | { id: number; kind: 'price'; price: number }
  | { id: number; kind: 'ladder'; minQuantity: number; price: number }
  | { id: number; kind: 'fullReduction'; thresholdAmount: number; reductionAmount: number }
  | { id: number; kind: 'price' | 'ladder' | 'fullReduction'; message: string };

/** A line as it was sold: name, spec, prices and the promotion that applied, copied at placement. */
export const customerOrderLine = pgTable(
  'customer_order_line',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => customerOrder.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => sku.id),
    productId: integer('product_id').notNull(),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    spec: text('spec').notNull(),
    unit: text('unit').notNull(),
    pic: text('pic').notNull(),
    quantity: integer('quantity').notNull(),
    originalPrice: bigint('original_price', { mode: 'number' }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    lineTotal: bigint('line_total', { mode: 'number' }).notNull(),
    lineDiscount: bigint('line_discount', { mode: 'number' }).notNull(),
    payable: bigint('payable', { mode: 'number' }).notNull(),
    promotion: jsonb('promotion').$type<OrderLinePromotion | null>(),
    is18Plus: boolean('is_18_plus').notNull().default(false),
    note: text('note'),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.skuId] }), check('customer_order_line_qty', sql`${t.quantity} >= 1`)],
);

/** Every transition and operation on an order: who, when, from which status. Append-only. */
export const orderStatusLog = pgTable(
  'order_status_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => customerOrder.id),
    action: varchar('action', { length: 32 }).notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status'),
    /** `member:12`, `staff:4`, `visitor`, `system:timeout`, `ops:<os user>`. */
    actor: varchar('actor', { length: 64 }).notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_log_order_idx').on(t.orderId, t.id)],
);

/**
 * Idempotency of placement, and of staff's hand-recorded credit movements. The row is inserted
 * `inProgress` inside the transaction that does the work: a second request with the same key
 * blocks on the primary key until the first commits (then reads `done` and replays the answer) or
 * rolls back (then does the work itself). A crash leaves no key stuck in progress, because the row
 * dies with its transaction.
 */
export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    /**
     * `m:<memberId>` or `v:<visitorId>` (placement), `staff:<staffId>:credit` (a credit movement
     * staff record by hand): one caller's key never collides with another's.
     */
    scope: varchar('scope', { length: 140 }).notNull(),
    key: varchar('key', { length: 128 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    state: varchar('state', { length: 12, enum: ['inProgress', 'done'] }).notNull(),
    orderId: integer('order_id').references(() => customerOrder.id),
    /** The first answer's data, replayed as is. */
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_key_created_idx').on(t.createdAt)],
);
