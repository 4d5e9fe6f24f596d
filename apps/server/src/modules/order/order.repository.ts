import { and, asc, desc, eq, getTableColumns, gt, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DeliveryType, PaymentMethod } from '@storefront/contract';
import type { Db } from '../../db/client.js';
import {
  country,
  customerOrder,
  customerOrderLine,
  member,
  orderRefund,
  orderStatusLog,
  transferReceipt,
  product,
  promotion,
  sku,
  warehouse,
  type Localized,
} from '../../db/schema/index.js';
import { phoneForms, phoneIn, placedFrom, placedTo } from './queue-filters.js';

const staff = alias(member, 'acting_staff');

/** An order with what every answer about it shows beside its own columns. */
const orderSelect = (db: Db) =>
  db
    .select({
      order: customerOrder,
      warehouseNames: warehouse.names,
      /** Where a pickup order is collected, and when the warehouse is open. */
      warehousePlace: {
        address: warehouse.address,
        businessStartTime: warehouse.businessStartTime,
        businessEndTime: warehouse.businessEndTime,
        latitude: warehouse.latitude,
        longitude: warehouse.longitude,
      },
      currencyDigits: country.currencyDigits,
      currencySymbol: country.currencySymbol,
      staffNickname: staff.nickname,
      refund: orderRefund,
      // The receipt's key and verdict, never its bytes: lists read many orders.
      receiptKey: transferReceipt.key,
      receiptRejectedAt: transferReceipt.rejectedAt,
      receiptRejectedReason: transferReceipt.rejectedReason,
    })
    .from(customerOrder)
    .innerJoin(warehouse, eq(warehouse.id, customerOrder.warehouseId))
    .innerJoin(country, eq(country.countryCode, customerOrder.countryCode))
    .leftJoin(staff, eq(staff.id, customerOrder.actingStaffId))
    .leftJoin(orderRefund, eq(orderRefund.orderId, customerOrder.id))
    .leftJoin(transferReceipt, eq(transferReceipt.orderId, customerOrder.id));
export type OrderRow = Awaited<ReturnType<ReturnType<typeof orderSelect>['execute']>>[number];

/** Who may read an order: its member, or whoever holds its secret. Ownership is in the WHERE. */
export interface OrderOwner {
  memberId: number | null;
  secretHash: string | null;
}

export const ownedBy = (owner: OrderOwner): SQL => {
  const clauses: SQL[] = [];
  if (owner.memberId !== null) clauses.push(eq(customerOrder.memberId, owner.memberId));
  if (owner.secretHash !== null) clauses.push(eq(customerOrder.secretHash, owner.secretHash));
  return clauses.length ? or(...clauses)! : sql`false`;
};

export const findOwnedOrder = (db: Db, orderId: number, owner: OrderOwner) =>
  orderSelect(db)
    .where(and(eq(customerOrder.id, orderId), ownedBy(owner)))
    .then((r) => r[0] ?? null);

/** An order by id; with `scope` (a staff member's warehouses), only when it is in it. */
export const findOrder = (db: Db, orderId: number, scope?: SQL) =>
  orderSelect(db)
    .where(and(eq(customerOrder.id, orderId), scope))
    .then((r) => r[0] ?? null);

/** Whether the order exists within `scope` (a staff member's warehouses): one indexed row. */
export const orderInScope = (db: Db, orderId: number, scope: SQL) =>
  db
    .select({ id: customerOrder.id })
    .from(customerOrder)
    .where(and(eq(customerOrder.id, orderId), scope))
    .then((r) => r.length > 0);

/** A page of orders, newest first, with how many match and the newest of them (ids only grow). */
export async function listOrders(db: Db, where: SQL | undefined, limit: number, offset: number) {
  const [rows, [count]] = await Promise.all([
    orderSelect(db).where(where).orderBy(desc(customerOrder.id)).limit(limit).offset(offset),
    db
      .select({ total: sql<number>`count(*)::int`, newest: sql<number | null>`max(${customerOrder.id})` })
      .from(customerOrder)
      .where(where),
  ]);
  return { rows, total: Number(count?.total ?? 0), newest: count?.newest == null ? null : Number(count.newest) };
}

export const statusIs = (status: number | null) => (status === null ? undefined : eq(customerOrder.status, status));

/**
 * An order's lines as sold, with the product's names, the SKU's spec and unit and the titles of
 * the promotion it was sold under in every language, so each reader sees them in their own (the
 * figures stay as they were sold).
 */
export const linesOfOrders = (db: Db, orderIds: number[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          ...getTableColumns(customerOrderLine),
          names: product.names,
          specs: sku.specs,
          units: sku.units,
          barcode: sku.barcode,
          promotionTitles: promotion.titles,
        })
        .from(customerOrderLine)
        .leftJoin(product, eq(product.id, customerOrderLine.productId))
        .leftJoin(sku, eq(sku.id, customerOrderLine.skuId))
        .leftJoin(promotion, sql`${promotion.id} = (${customerOrderLine.promotion} ->> 'id')::int`)
        .where(inArray(customerOrderLine.orderId, orderIds))
        .orderBy(asc(customerOrderLine.orderId), asc(customerOrderLine.position));
export type OrderLineRow = typeof customerOrderLine.$inferSelect & {
  names: Localized | null;
  specs: Localized | null;
  units: Localized | null;
  /** The SKU's barcode as it is now (the packer scans the goods on the shelf), null when it has none. */
  barcode: string | null;
  promotionTitles: Localized | null;
};

export const statusLogOf = (db: Db, orderId: number) =>
  db.select().from(orderStatusLog).where(eq(orderStatusLog.orderId, orderId)).orderBy(asc(orderStatusLog.id));
export type StatusLogRow = typeof orderStatusLog.$inferSelect;

const actorMember = alias(member, 'actor_member');
/** The member an actor names (`member:12`, `staff:4`); null for a visitor, the system or the CLI. */
const actorMemberId = sql`case when ${orderStatusLog.actor} ~ '^(member|staff):[0-9]{1,9}$'
  then split_part(${orderStatusLog.actor}, ':', 2)::int end`;

/**
 * The status log for staff, each entry with the name and roles its member has now, read by the
 * same statement (one join, whatever the trail's length).
 */
export const auditTrailOf = (db: Db, orderId: number) =>
  db
    .select({
      ...getTableColumns(orderStatusLog),
      actorName: sql<string | null>`coalesce(nullif(${actorMember.nickname}, ''),
        '+' || ${actorMember.phoneCountryCode} || ' ' || ${actorMember.phoneNumber})`,
      actorRoles: actorMember.roles,
    })
    .from(orderStatusLog)
    .leftJoin(actorMember, eq(actorMember.id, actorMemberId))
    .where(eq(orderStatusLog.orderId, orderId))
    .orderBy(asc(orderStatusLog.id));
export type AuditTrailRow = Awaited<ReturnType<typeof auditTrailOf>>[number];

export const orderConditions = {
  memberIs: (id: number) => eq(customerOrder.memberId, id),
  /** Bought on credit and still owing: the order's own credit movements add up to more than nothing. */
  owingCredit: (memberId: number) =>
    sql`${customerOrder.id} in (select l.order_id from credit_ledger l where l.member_id = ${memberId}
      and l.order_id is not null group by l.order_id having sum(l.amount) > 0)`,
  secretIn: (h: string[]) => inArray(customerOrder.secretHash, h),
  stillVisitors: () => isNotNull(customerOrder.visitorId),
};
const snContains = (k: string) => sql`${customerOrder.orderSn} ilike ${`%${k.replace(/[%_\\]/g, '')}%`}`;
export const orderWhere = {
  warehouseIs: (id: number) => eq(customerOrder.warehouseId, id),
  newerThan: (id: number) => gt(customerOrder.id, id),
  snContains,
  /** What staff type in the queue's search: part of an order number, or the customer's phone. */
  snOrPhone: (k: string) => or(snContains(k), phoneIn(phoneForms(k))),
  paymentMethodIs: (m: PaymentMethod) => eq(customerOrder.paymentMethod, m),
  deliveryTypeIs: (t: DeliveryType) => eq(customerOrder.deliveryType, t),
  placedFrom,
  placedTo,
  /** Bank transfers whose receipt came, not rejected, and whose money nobody has confirmed yet: finance's queue. */
  receiptToCheck: () =>
    and(
      eq(customerOrder.paymentMethod, 'bankTransfer'),
      eq(customerOrder.status, 0),
      sql`${customerOrder.paidAt} is null`,
      sql`exists (select 1 from ${transferReceipt} v where v.order_id = ${customerOrder.id} and v.rejected_at is null)`,
    ),
  /** Refunds asked and not made yet: finance's refund queue. */
  refundToSettle: () =>
    sql`exists (select 1 from ${orderRefund} r where r.order_id = ${customerOrder.id} and r.status = 'requested')`,
};

/** A transfer receipt by its key (128 random bits): the bytes and their checked type. */
export const findReceiptByKey = (db: Db, key: string) =>
  db
    .select({ contentType: transferReceipt.contentType, dataBase64: transferReceipt.dataBase64 })
    .from(transferReceipt)
    .where(eq(transferReceipt.key, key))
    .then((r) => r[0] ?? null);
