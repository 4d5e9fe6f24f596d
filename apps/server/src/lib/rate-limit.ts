import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimit } from '../db/schema/index.js';

export interface Hit {
  /** Hits in the current window, this one included. */
  count: number;
  allowed: boolean;
  /** Seconds until the window ends (at least 1). */
  secondsLeft: number;
}

/**
 * Counts one hit on `key` within a window of `windowSeconds` and says whether it is within
 * `limit`. One upsert decides, in the database, so it holds across processes and races.
 */
export async function hit(db: Db, key: string, windowSeconds: number, limit: number): Promise<Hit> {
  const expired = sql`"rate_limit"."window_start" <= now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimit)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${expired} then 1 else "rate_limit"."count" + 1 end`,
        windowStart: sql`case when ${expired} then now() else "rate_limit"."window_start" end`,
      },
    })
    .returning({
      count: rateLimit.count,
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimit.windowStart} + make_interval(secs => ${windowSeconds}) - now()))))::int`,
    });
  const count = row?.count ?? 1;
  return { count, allowed: count <= limit, secondsLeft: Number(row?.secondsLeft ?? windowSeconds) };
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
