import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';
import { orderStatus } from '../db/order-status.js';

/**
 * Cross-module reads of the consistency checker (ops/consistency.ts): what orders, coupons and
 * ledgers say about each other. Each query returns only the rows that disagree. The order
 * module's own checks (stock held, slots, credit totals) live in modules/order/invariants.repository.ts.
 */

/** Orders that are not whole: no line, or no placement entry in their log. */
export const halfOrders = (db: Db) =>
  queryRows<{ orderId: number; lines: number; placed: number }>(
    db,
    sql`select o.id as "orderId",
          (select count(*)::int from customer_order_line l where l.order_id = o.id) as lines,
          (select count(*)::int from order_status_log g where g.order_id = o.id and g.action = 'place') as placed
        from customer_order o
        where not exists (select 1 from customer_order_line l where l.order_id = o.id)
           or not exists (select 1 from order_status_log g where g.order_id = o.id and g.action = 'place')`,
  );

/**
 * Idempotency keys a committed transaction left unfinished (the row should die with a failed one):
 * not done, without the answer a replay gets, or a placement's without its order (a staff member's
 * credit movement, `staff:<id>:credit`, names no order).
 */
export const unfinishedKeys = (db: Db) =>
  queryRows<{ scope: string; key: string; state: string }>(
    db,
    sql`select scope, key, state from idempotency_key
        where state <> 'done' or response is null or (order_id is null and scope not like 'staff:%')`,
  );

/**
 * Coupons and the orders that used them: a used coupon naming an order must be that member's
 * live order carrying it, and a live order carrying a coupon must hold it used.
 */
export const couponMismatches = (db: Db) =>
  queryRows<{ memberCouponId: number | null; orderId: number | null; problem: string }>(
    db,
    sql`select c.id as "memberCouponId", c.order_id as "orderId",
          case when o.id is null then 'orderMissing'
               when o.member_id is distinct from c.member_id then 'otherMember'
               when o.status = ${orderStatus('cancelled')} then 'orderCancelled'
               else 'orderNotCarryingIt' end as problem
        from member_coupon c left join customer_order o on o.id = c.order_id
        where c.status = 'used' and c.order_id is not null
          and (o.id is null or o.member_id is distinct from c.member_id or o.status = ${orderStatus('cancelled')} or o.coupon_id is distinct from c.id)
        union all
        select o.coupon_id, o.id, 'couponNotUsed'
        from customer_order o
        where o.coupon_id is not null and o.status <> ${orderStatus('cancelled')} and not exists (
          select 1 from member_coupon c where c.id = o.coupon_id and c.status = 'used' and c.order_id = o.id)
        union all
        select null, null, 'claimedCount:' || t.id
        from coupon_template t
        where t.claimed_count <> (select count(*) from member_coupon c where c.template_id = t.id)`,
  );

/** Used coupons recorded without an order (the demo seed's example): a note, not an error. */
export const usedCouponsWithoutOrder = (db: Db) =>
  queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from member_coupon where status = 'used' and order_id is null`,
  ).then((r) => r[0]?.n ?? 0);

/**
 * Each wallet or credit order against its ledger rows: a live wallet order paid exactly its
 * payable (a cancelled one paid and was refunded to the wallet, or waits for a bank refund); a
 * live credit order is charged its payable, a cancelled one charged and released to zero.
 */
export const orderLedgerMismatches = (db: Db) =>
  queryRows<{ orderId: number; paymentMethod: string; status: number; payable: number; ledger: number }>(
    db,
    sql`with w as (select order_id, sum(amount)::float8 as total, count(*) filter (where kind = 'orderPayment')::int as payments
                   from wallet_ledger where order_id is not null group by order_id),
             c as (select order_id, sum(amount)::float8 as total, count(*) filter (where kind = 'orderCharge')::int as charges
                   from credit_ledger where order_id is not null group by order_id)
        select o.id as "orderId", o.payment_method as "paymentMethod", o.status, o.payable::float8 as payable,
          coalesce(case when o.payment_method = 'wallet' then w.total else c.total end, 0) as ledger
        from customer_order o
        left join w on w.order_id = o.id left join c on c.order_id = o.id
        where (o.payment_method = 'wallet' and o.member_id is not null and (
                 coalesce(w.payments, 0) <> 1
                 or (o.status <> ${orderStatus('cancelled')} and w.total <> -o.payable)
                 or (o.status = ${orderStatus('cancelled')} and w.total not in (-o.payable, 0))))
           or (o.payment_method = 'credit' and o.member_id is not null and (
                 coalesce(c.charges, 0) <> 1
                 or (o.status <> ${orderStatus('cancelled')} and c.total <> o.payable)
                 or (o.status = ${orderStatus('cancelled')} and c.total <> 0)))
           or (o.payment_method not in ('wallet', 'credit') and (w.order_id is not null or c.order_id is not null))`,
  );

/** Balances that went where no guard allows. */
export const negativeBalances = (db: Db) =>
  queryRows<{ memberId: number; currencyCode: string }>(
    db,
    sql`select member_id as "memberId", currency_code as "currencyCode" from member_account
        where wallet_balance < 0 or credit_used < 0`,
  );

/**
 * Money given back against money received: every refund row needs confirmed money at least as
 * large (`paid_at`, `paid_amount`); a wallet refund is the order's one refund row, to the original
 * method, settled — a wallet refund beside a bank refund, or without a refund row, is money
 * returned twice or from nowhere.
 */
export const refundMismatches = (db: Db) =>
  queryRows<{ orderId: number; problem: string; amount: number; paidAmount: number | null }>(
    db,
    sql`select r.order_id as "orderId",
          case when o.paid_at is null then 'withoutPayment' else 'moreThanPaid' end as problem,
          r.amount::float8 as amount, o.paid_amount::float8 as "paidAmount"
        from order_refund r join customer_order o on o.id = r.order_id
        where o.paid_at is null or r.amount > coalesce(o.paid_amount, 0)
        union all
        select l.order_id, case when r.order_id is null then 'walletWithoutRefundRow'
                                when r.method <> 'original' then 'returnedTwice'
                                else 'walletRefundNotSettled' end,
          l.amount::float8, o.paid_amount::float8
        from wallet_ledger l join customer_order o on o.id = l.order_id
        left join order_refund r on r.order_id = l.order_id
        where l.kind = 'orderRefund' and (r.order_id is null or r.method <> 'original' or r.status <> 'refunded'
          or l.amount <> r.amount)`,
  );

/** How many refunds there are by status: the figures the check reports beside its violations. */
export const refundFigures = (db: Db) =>
  queryRows<{ requested: number; refunded: number }>(
    db,
    sql`select count(*) filter (where status = 'requested')::int as requested,
          count(*) filter (where status = 'refunded')::int as refunded
        from order_refund`,
  ).then((r) => ({ requested: r[0]?.requested ?? 0, refunded: r[0]?.refunded ?? 0 }));
