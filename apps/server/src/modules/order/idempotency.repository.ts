import { sql } from 'drizzle-orm';
import { type Db, queryRowsPrepared } from '../../db/client.js';
import { hitStatement } from '../../lib/rate-limit.js';
import {
  type CheckoutContext,
  checkoutContextOf,
  checkoutContextQuery,
  type CheckoutContextQuery,
  type CheckoutContextRow,
} from './checkout.repository.js';

/**
 * Claims an idempotency key inside the placing transaction, and reads the checkout context in the
 * same statement (one round trip instead of two or three). `on conflict do nothing` makes a
 * concurrent second claim of the same key wait on the primary key until the first transaction
 * ends: after a commit it returns nothing (the caller replays the stored answer, the context read
 * is then unused), after a rollback it inserts and places the order itself.
 *
 * With `counter`, the same statement counts the buyer's hourly placement hit (lib/rate-limit),
 * only when the key was claimed: a replay counts nothing, and the counter row is then locked by
 * this transaction until it ends, so one buyer's placements pass one at a time from here on; the
 * buyer's open orders are counted by `writeOrder`, a later statement whose snapshot therefore
 * includes every order of theirs committed before (order.limits.ts). With `addressLock`, the
 * claim also takes a transaction lock of the client address, so placements from one address pass
 * one at a time from here on and `writeOrder` counts every hold of that address committed before.
 */
export async function claimKeyAndReadContext(
  tx: Db,
  claim: { scope: string; key: string; requestHash: string },
  counter: { key: string; windowSeconds: number } | null,
  context: CheckoutContextQuery,
  addressLock: string | null = null,
): Promise<{ claimed: boolean; hit: { count: number; secondsLeft: number } | null; context: CheckoutContext | null }> {
  // With no counter the hit is never counted (`where false`): one text either way.
  const [row] = await queryRowsPrepared<
    CheckoutContextRow & { claimed: boolean; hitCount: number | null; hitSecondsLeft: number | null }
  >(
    tx,
    sql`with claim as (
        insert into idempotency_key (scope, key, request_hash, state)
        values (${claim.scope}, ${claim.key}, ${claim.requestHash}, 'inProgress')
        on conflict do nothing returning key),
      h as (${hitStatement(
        counter?.key ?? '',
        counter?.windowSeconds ?? 0,
        sql`${counter !== null} and exists (select 1 from claim)`,
      )}),
      ctx as (${checkoutContextQuery(context)}),
      lk as (select pg_advisory_xact_lock(hashtextextended(${addressLock ?? ''}, 0))
        where ${addressLock !== null} and exists (select 1 from claim))
      select ctx.*, exists (select 1 from claim) as claimed, h.count as "hitCount", h."secondsLeft" as "hitSecondsLeft",
        (select count(*) from lk)::int as "addressLocked"
      from (select 1) one left join ctx on true left join h on true`,
  );
  const claimed = row?.claimed === true;
  return {
    claimed,
    hit:
      claimed && row?.hitCount != null
        ? { count: Number(row.hitCount), secondsLeft: Number(row.hitSecondsLeft) }
        : null,
    context: checkoutContextOf(row),
  };
}
