import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { serverSecret } from '../db/schema/index.js';

/**
 * The database's secret of this name, made on first use. The first process to insert it wins and
 * every other reads the same value, so several servers on one database agree on it.
 */
export async function ensureServerSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(serverSecret)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecret.value }).from(serverSecret).where(eq(serverSecret.name, name));
  if (!row) throw new Error(`server secret ${name} is missing`);
  return Buffer.from(row.value, 'hex');
}
