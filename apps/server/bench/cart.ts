// Cart pricing for `npm run bench`: members with 20-line carts in one warehouse, each request
// pricing one member's cart (`cart/list/promotion/v4`), tokens taken in turn.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { queryRows } from '../src/db/client.js';
import { cartLine, member } from '../src/db/schema/index.js';
import { issueToken } from '../src/shared/sessions/index.js';

export const CART_LINES = 20;

/**
 * `members` members, each with 20 lines of SKUs sold in the warehouse's country and in stock
 * there, spread over the whole catalogue (so the promotions of many products and categories are
 * read). Returns their bearer tokens.
 */
export async function prepareCarts(db: Db, warehouseId: number, members: number): Promise<string[]> {
  const candidates = (
    await queryRows<{ id: number }>(
      db,
      sql`select st.sku_id as id from stock st
        join warehouse w on w.id = st.warehouse_id
        join sku_price sp on sp.sku_id = st.sku_id and sp.country_code = w.country_code
        where st.warehouse_id = ${warehouseId} and st.on_hand - st.reserved >= 5
        order by st.sku_id`,
    )
  ).map((r) => Number(r.id));
  const tokens: string[] = [];
  for (let m = 0; m < members; m++) {
    const [row] = await db
      .insert(member)
      .values({ phoneCountryCode: '84', phoneNumber: `9090${String(m).padStart(5, '0')}` })
      .returning({ id: member.id });
    const step = Math.max(1, Math.floor(candidates.length / (CART_LINES * members)));
    const skus = [
      ...new Set(
        Array.from({ length: CART_LINES }, (_, i) => candidates[((m + i * members) * step) % candidates.length]!),
      ),
    ];
    await db.insert(cartLine).values(
      skus.map((skuId, i) => ({
        memberId: row!.id,
        warehouseId,
        skuId,
        quantity: 1 + (i % 3),
        selected: i % 7 !== 0,
      })),
    );
    const { token } = await issueToken(db, { kind: 'member', memberId: row!.id, ip: '127.0.0.1' });
    tokens.push(token);
  }
  return tokens;
}
