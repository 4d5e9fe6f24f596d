import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** Gives reserved units back (cancel); the guard keeps `reserved` from ever going below zero. */
export async function releaseStock(tx: Db, warehouseId: number, lines: { skuId: number; quantity: number }[]) {
  for (const l of [...lines].sort((a, b) => a.skuId - b.skuId)) {
    await tx.execute(sql`
      update stock set reserved = reserved - ${l.quantity}
      where sku_id = ${l.skuId} and warehouse_id = ${warehouseId} and reserved >= ${l.quantity}`);
  }
}

/** Shipping: the reserved units leave the warehouse (on hand and reserved both go down). */
export async function commitStock(tx: Db, warehouseId: number, lines: { skuId: number; quantity: number }[]) {
  for (const l of [...lines].sort((a, b) => a.skuId - b.skuId)) {
    await tx.execute(sql`
      update stock set on_hand = on_hand - ${l.quantity}, reserved = reserved - ${l.quantity}
      where sku_id = ${l.skuId} and warehouse_id = ${warehouseId} and reserved >= ${l.quantity} and on_hand >= ${l.quantity}`);
  }
}

export const releaseSlot = (tx: Db, warehouseId: number, date: string, start: string) =>
  tx.execute(sql`
    update delivery_slot set taken = taken - 1
    where warehouse_id = ${warehouseId} and date = ${date} and start = ${start} and taken > 0`);
