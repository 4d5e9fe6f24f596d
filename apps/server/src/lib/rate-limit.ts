import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';
import { rateLimit } from '../db/schema/index.js';

export interface Hit {
  /** Hits in the current window, this one included. */
  count: number;
  allowed: boolean;
  /** Seconds until the window ends (at least 1). */
  secondsLeft: number;
}

/**
 * The longest window any counter uses (the SMS codes a phone gets in a day). Housekeeping removes
 * rows whose window began longer ago than this: their next hit would start afresh anyway.
 */
export const LONGEST_WINDOW_SECONDS = 24 * 60 * 60;

/**
 * The upsert behind `hit`, as SQL a larger statement can embed (a CTE): one hit on `key` within a
 * window of `windowSeconds`, counted only where `when` holds, returning `count` and `secondsLeft`.
 * Order placement counts the buyer's hit in the statement that claims its idempotency key, so a
 * replay (no claim) counts nothing and the placement saves a round trip.
 */
export function hitStatement(key: string, windowSeconds: number, when: SQL = sql`true`): SQL {
  if (windowSeconds > LONGEST_WINDOW_SECONDS)
    throw new Error(`a rate-limit window is at most ${LONGEST_WINDOW_SECONDS} s`);
  const expired = sql`rate_limit.window_start <= now() - make_interval(secs => ${windowSeconds})`;
  return sql`insert into rate_limit (key, window_start, count) select ${key}, now(), 1 where ${when}
    on conflict (key) do update set
      count = case when ${expired} then 1 else rate_limit.count + 1 end,
      window_start = case when ${expired} then now() else rate_limit.window_start end
    returning rate_limit.count::int as count,
      greatest(1, ceil(extract(epoch from (rate_limit.window_start + make_interval(secs => ${windowSeconds}) - now()))))::int as "secondsLeft"`;
}

/** What `hitStatement` returned, as a `Hit` against `limit` (no row: the hit was not counted). */
export function hitOf(
  row: { count: number; secondsLeft: number } | undefined,
  windowSeconds: number,
  limit: number,
): Hit {
  const count = Number(row?.count ?? 1);
  return { count, allowed: count <= limit, secondsLeft: Number(row?.secondsLeft ?? windowSeconds) };
}

/**
 * Counts one hit on `key` within a window of `windowSeconds` and says whether it is within
 * `limit`. One upsert decides, in the database, so it holds across processes and races.
 */
export async function hit(db: Db, key: string, windowSeconds: number, limit: number): Promise<Hit> {
  const [row] = await queryRows<{ count: number; secondsLeft: number }>(db, hitStatement(key, windowSeconds));
  return hitOf(row, windowSeconds, limit);
}

/** Hits so far in the current window of `key`, without counting one (0 when none or expired). */
export async function peek(db: Db, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db
    .select({ count: rateLimit.count })
    .from(rateLimit)
    .where(
      sql`${rateLimit.key} = ${key} and ${rateLimit.windowStart} > now() - make_interval(secs => ${windowSeconds})`,
    );
  return row?.count ?? 0;
}

/** Gives back one hit counted by `hit` (an attempt that turned out not to count), never below 0. */
export async function refund(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimit)
    .set({ count: sql`greatest(0, ${rateLimit.count} - 1)` })
    .where(sql`${rateLimit.key} = ${key}`);
}
