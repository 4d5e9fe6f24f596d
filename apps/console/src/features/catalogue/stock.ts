import type { StockReason } from '@storefront/contract/constants';

/** What is on hand after an adjustment, as the server computes it: received adds, damaged takes away, a count is the figure. */
export const onHandAfter = (reason: StockReason, onHand: number, quantity: number) =>
  reason === 'received' ? onHand + quantity : reason === 'damaged' ? onHand - quantity : quantity;

/** Why an adjustment cannot be sent, or null: the server refuses the same (and is the judge). */
export function adjustmentProblem(
  reason: StockReason,
  quantity: number | null,
  row: { onHand: number; reserved: number },
): 'quantity' | 'belowReserved' | null {
  if (quantity === null || !Number.isInteger(quantity) || quantity < 0) return 'quantity';
  if (reason !== 'count' && quantity === 0) return 'quantity';
  return onHandAfter(reason, row.onHand, quantity) < row.reserved ? 'belowReserved' : null;
}

/** Available to sell, and whether that is at or below the warehouse's low-stock threshold. */
export function availability(row: { onHand: number; reserved: number; lowStockBelow: number | null }) {
  const available = row.onHand - row.reserved;
  return { available, low: row.lowStockBelow !== null && available <= row.lowStockBelow };
}
