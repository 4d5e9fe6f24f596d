import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sku } from '../../db/schema/index.js';

/** One sitemap file holds at most 50,000 addresses; a few are the list pages. */
export const SITEMAP_MAX_SKUS = 49_000;

/** SKUs on sale, oldest first (a stable order, so the sitemap changes only by what changed). */
export const listSkuIdsOnShelf = async (db: Db): Promise<number[]> =>
  (
    await db.select({ id: sku.id }).from(sku).where(eq(sku.onShelf, true)).orderBy(asc(sku.id)).limit(SITEMAP_MAX_SKUS)
  ).map((r) => r.id);
