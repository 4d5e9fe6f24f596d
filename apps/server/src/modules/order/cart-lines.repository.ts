import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cartLine } from '../../db/schema/index.js';

/**
 * Re-adding an order to the member's cart writes the cart module's cart_line table (the order
 * module's only writes to it are here and the removal at placement). One upsert per line, capped
 * at what can be bought now, so two re-adds never make a line exceed the stock or the limit.
 */
export async function addToMemberCart(
  db: Db,
  memberId: number,
  warehouseId: number,
  items: { productSkuId: number; quantity: number }[],
  maxOf: (skuId: number) => number,
) {
  await db.transaction(async (tx) => {
    for (const i of [...items].sort((a, b) => a.productSkuId - b.productSkuId)) {
      const max = maxOf(i.productSkuId);
      await tx
        .insert(cartLine)
        .values({ memberId, warehouseId, skuId: i.productSkuId, quantity: i.quantity, selected: true })
        .onConflictDoUpdate({
          target: [cartLine.memberId, cartLine.warehouseId, cartLine.skuId],
          set: {
            quantity: sql`least(${cartLine.quantity} + ${i.quantity}, ${max})`,
            selected: true,
            updatedAt: sql`now()`,
          },
        });
    }
  });
}
