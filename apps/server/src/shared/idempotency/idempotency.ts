import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { idempotencyKey } from '../../db/schema/index.js';

/** What an `Idempotency-Key` header may hold: 8–128 letters, digits, `-` or `_`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w-]{8,128}$/;

/** A body's fingerprint for idempotency: key order does not matter, values do. */
export function requestHash(body: unknown): string {
  const stable = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(stable)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>)
              .filter(([, x]) => x !== undefined)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([k, x]) => [k, stable(x)]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(stable(body)))
    .digest('hex');
}

/**
 * Claims `key` in `scope` inside the caller's transaction: true when this transaction owns it now.
 * A concurrent claim of the same key waits on the primary key until the first transaction ends,
 * then gets false after a commit (the caller replays the stored answer) or claims it after a
 * rollback; a refused attempt rolls its claim back with it, so a retry is never stuck.
 */
export async function claimKey(tx: Db, scope: string, key: string, hash: string): Promise<boolean> {
  const claimed = await queryRows<{ key: string }>(
    tx,
    sql`insert into idempotency_key (scope, key, request_hash, state)
        values (${scope}, ${key}, ${hash}, 'inProgress') on conflict do nothing returning key`,
  );
  return claimed.length > 0;
}

export const readKey = (tx: Db, scope: string, key: string) =>
  tx
    .select()
    .from(idempotencyKey)
    .where(and(eq(idempotencyKey.scope, scope), eq(idempotencyKey.key, key)))
    .then((r) => r[0] ?? null);

/** Stores the answer a replay of the claimed key gets, in the transaction that claimed it. */
export const finishKey = (tx: Db, scope: string, key: string, response: unknown) =>
  tx
    .update(idempotencyKey)
    .set({ state: 'done', response })
    .where(and(eq(idempotencyKey.scope, scope), eq(idempotencyKey.key, key)));
