import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRowsPrepared } from '../../db/client.js';
import type { Localized } from '../../db/schema/localized.js';
import { appSetting, deliverySlot, type OrderAddressSnapshot, type warehouseCheckout } from '../../db/schema/index.js';

export interface CheckoutContextQuery {
  warehouseId: number;
  settingKeys: string[];
  /** The member checking out (their cart, account and own address); null for a visitor. */
  memberId: number | null;
  /** The member's chosen delivery address, read only when it is theirs. */
  addressId: number | null;
  /** Placement: the new order's row id and number sequence are taken too. */
  placement: boolean;
}

/** A PostgreSQL text[] literal (one parameter whatever the count, so the statement text stays the same). */
const textArray = (values: string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/**
 * Everything checkout reads besides prices, as ONE select (one round trip instead of up to six):
 * the warehouse with its checkout settings and closed days, the settings asked for, the member's
 * selected cart lines there, their account in the warehouse's currency and their own address
 * (ownership in the query: another member's id reads nothing). For a placement also the new
 * order's row id and number sequence, taken here so the order and all it owns are written by one
 * statement (a refused placement leaves a gap, as a rolled-back one always did). No row when the
 * warehouse does not exist. Values are parameters only, so the text is one prepared statement.
 * Placement embeds it in the statement that claims the idempotency key (idempotency.repository.ts).
 */
export function checkoutContextQuery(q: CheckoutContextQuery): SQL {
  const member = q.memberId ?? 0;
  return sql`select w.id, w.names, w.address, w.country_code as "countryCode", c.currency_code as "currencyCode",
      c.currency_digits as "currencyDigits", c.currency_symbol as "currencySymbol", w.latitude, w.longitude,
      w.delivery_radius_km as "deliveryRadiusKm", w.pickup, w.business_start_time as "businessStartTime",
      w.business_end_time as "businessEndTime",
      case when wc.warehouse_id is null then null else jsonb_build_object('warehouseId', wc.warehouse_id,
        'timeZone', wc.time_zone, 'slotMinutes', wc.slot_minutes, 'slotCapacity', wc.slot_capacity,
        'cutOffMinutes', wc.cut_off_minutes, 'daysAhead', wc.days_ahead, 'closedWeekdays', wc.closed_weekdays) end
        as settings,
      array(select d.date from warehouse_closed_day d where d.warehouse_id = w.id) as "closedDates",
      (select jsonb_object_agg(s.key, s.value) from app_setting s where s.key = any(${textArray(q.settingKeys)}::text[]))
        as "settingValues",
      (select jsonb_agg(jsonb_build_array(l.sku_id, l.quantity)) from cart_line l
        where l.member_id = ${member} and l.warehouse_id = w.id and l.selected) as "cartLines",
      (select jsonb_build_object('walletBalance', a.wallet_balance, 'creditLimit', a.credit_limit,
          'creditUsed', a.credit_used)
        from member_account a where a.member_id = ${member} and a.currency_code = c.currency_code) as account,
      (select jsonb_build_object('name', a.name, 'phoneCountryCode', a.phone_country_code,
          'phoneNumber', a.phone_number, 'detailAddress', a.detail_address, 'houseNumber', a.house_number,
          'postCode', a.post_code, 'provinceCode', a.province_code, 'districtCode', a.district_code,
          'wardCode', a.ward_code, 'latitude', a.latitude, 'longitude', a.longitude, 'images', a.images)
        from member_receive_address a where a.id = ${q.addressId ?? 0} and a.member_id = ${member}) as "ownAddress",
      case when ${q.placement} then nextval(pg_get_serial_sequence('customer_order', 'id'))::text end as "orderId",
      case when ${q.placement} then nextval('order_sn_seq')::text end as "orderSequence"
    from warehouse w join country c on c.country_code = w.country_code
      left join warehouse_checkout wc on wc.warehouse_id = w.id
    where w.id = ${q.warehouseId}`;
}

/** A row of `checkoutContextQuery`. */
export type CheckoutContextRow = Omit<CheckoutWarehouse, 'settings'> & {
  settings: CheckoutWarehouse['settings'];
  settingValues: Record<string, unknown> | null;
  cartLines: [number, number][] | null;
  account: { walletBalance: number; creditLimit: number; creditUsed: number } | null;
  ownAddress: OwnAddress | null;
  orderId: string | null;
  orderSequence: string | null;
};

/** The row as checkout uses it; null when the warehouse does not exist. */
export function checkoutContextOf(row: CheckoutContextRow | undefined) {
  if (!row || row.id == null) return null;
  const { settingValues, cartLines, account, ownAddress, orderId, orderSequence, ...w } = row;
  return {
    warehouse: w,
    settings: settingValues ?? {},
    cartLines: (cartLines ?? []).map(([productSkuId, quantity]) => ({
      productSkuId: Number(productSkuId),
      quantity: Number(quantity),
    })),
    account: account
      ? {
          walletBalance: Number(account.walletBalance),
          creditLimit: Number(account.creditLimit),
          creditUsed: Number(account.creditUsed),
        }
      : null,
    ownAddress,
    ids:
      orderId !== null && orderSequence !== null ? { orderId: Number(orderId), sequence: BigInt(orderSequence) } : null,
  };
}

export async function checkoutContext(db: Db, q: CheckoutContextQuery) {
  const [row] = await queryRowsPrepared<CheckoutContextRow>(db, checkoutContextQuery(q));
  return checkoutContextOf(row);
}
export type CheckoutContext = NonNullable<ReturnType<typeof checkoutContextOf>>;

/** The warehouse as checkout needs it, with its checkout settings (null where it has no row yet). */
export interface CheckoutWarehouse {
  id: number;
  names: Localized;
  address: string;
  countryCode: string;
  currencyCode: string;
  currencyDigits: number;
  currencySymbol: string;
  latitude: number;
  longitude: number;
  deliveryRadiusKm: number;
  pickup: boolean;
  businessStartTime: string;
  businessEndTime: string;
  settings: typeof warehouseCheckout.$inferSelect | null;
  closedDates: string[];
}

/** A member's saved address as an order snapshots it. */
export type OwnAddress = OrderAddressSnapshot;

/** Orders each slot of a warehouse already holds, keyed `date start`. */
export async function slotUsage(db: Db, warehouseId: number, dates: string[]): Promise<Map<string, number>> {
  if (dates.length === 0) return new Map();
  const rows = await db
    .select({ date: deliverySlot.date, start: deliverySlot.start, taken: deliverySlot.taken })
    .from(deliverySlot)
    .where(and(eq(deliverySlot.warehouseId, warehouseId), inArray(deliverySlot.date, dates)));
  return new Map(rows.map((r) => [`${r.date} ${r.start}`, r.taken]));
}

/** Raw values of some settings keys (localized ones as their `{locale: value}` object). */
export async function settingValues(db: Db, keys: string[]): Promise<Record<string, unknown>> {
  const rows = await db
    .select({ key: appSetting.key, value: appSetting.value })
    .from(appSetting)
    .where(inArray(appSetting.key, keys));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** The database clock: every process of a cluster agrees on it, and tests can reason about it. */
export const databaseNow = (db: Db) =>
  db.execute(sql`select now() as now`).then((r) => new Date((r as { rows: { now: string | Date }[] }).rows[0]!.now));
