import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { idempotencyKey } from '../../db/schema/index.js';
import { invalidField } from '../../lib/errors.js';

/**
 * One console submission that makes something (a product, a SKU, an import) acts once: its key is
 * claimed in the making transaction (table `idempotency_key`, scope `catalogue:<staff>`). A second
 * request with the key waits on the row until the first commits, then answers what it made; if
 * the first rolled back, the second makes it. The same key with another request is refused.
 */
const hashOf = (request: unknown) => createHash('sha256').update(JSON.stringify(request)).digest('hex');

/**
 * What a request made already, read without claiming its key: for a request checked against the
 * catalogue before it is made (an import), whose second run would find its own first run's work.
 */
export async function madeBefore(db: Db, staffId: number, key: string, request: unknown) {
  const [seen] = await db
    .select({ requestHash: idempotencyKey.requestHash, state: idempotencyKey.state, response: idempotencyKey.response })
    .from(idempotencyKey)
    .where(and(eq(idempotencyKey.scope, `catalogue:${staffId}`), eq(idempotencyKey.key, key)));
  if (!seen) return null;
  if (seen.requestHash !== hashOf(request)) throw invalidField('body.clientKey', 'merchandising.keyReused');
  return seen.state === 'done' ? { made: seen.response } : null;
}

export async function claimRequest(
  db: Db,
  staffId: number,
  key: string,
  request: unknown,
): Promise<{ made: unknown } | null> {
  const scope = `catalogue:${staffId}`;
  const requestHash = hashOf(request);
  const claimed = await db
    .insert(idempotencyKey)
    .values({ scope, key, requestHash, state: 'inProgress' })
    .onConflictDoNothing()
    .returning({ key: idempotencyKey.key });
  if (claimed.length) return null;
  const [seen] = await db
    .select({ requestHash: idempotencyKey.requestHash, response: idempotencyKey.response })
    .from(idempotencyKey)
    .where(and(eq(idempotencyKey.scope, scope), eq(idempotencyKey.key, key)));
  if (!seen || seen.requestHash !== requestHash) throw invalidField('body.clientKey', 'merchandising.keyReused');
  return { made: seen.response };
}

/** What the claimed request made, answered again to a repeat of it. */
export const finishRequest = (db: Db, staffId: number, key: string, made: unknown) =>
  db
    .update(idempotencyKey)
    .set({ state: 'done', response: made })
    .where(and(eq(idempotencyKey.scope, `catalogue:${staffId}`), eq(idempotencyKey.key, key)));
