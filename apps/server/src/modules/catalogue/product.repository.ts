import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { product } from '../../db/schema/index.js';

/** A product's names and descriptions per locale, or undefined. */
export const productTextsOf = (db: Db, productId: number) =>
  db
    .select({ names: product.names, descriptions: product.descriptions })
    .from(product)
    .where(eq(product.id, productId))
    .then((r) => r[0]);

export const updateProductDescriptions = (
  db: Db,
  productId: number,
  descriptions: Record<string, string>,
  searchDescription: string,
) => db.update(product).set({ descriptions, searchDescription }).where(eq(product.id, productId));
