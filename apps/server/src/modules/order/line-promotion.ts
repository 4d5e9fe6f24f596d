import type { Locale } from '@storefront/contract';
import type { OrderLinePromotion } from '../../db/schema/index.js';
import { pick } from '../../lib/localize.js';
import { promotionWords } from '../../shared/pricing/promotion.words.js';
import type { PromotionNote } from '../../shared/pricing/types.js';

type Currency = { code: string; digits: number; symbol: string };

/**
 * What an order line keeps of the promotion the engine applied to it: the promotion and the
 * figures that set the price (for a ladder, the tier paid, not the next one the cart announces).
 * One that did not apply is not kept.
 */
export function soldUnder(note: PromotionNote | null): OrderLinePromotion | null {
  if (!note?.applied) return null;
  switch (note.kind) {
    case 'price':
      return { id: note.id, kind: 'price', price: note.price };
    case 'ladder':
      return note.paidTier
        ? { id: note.id, kind: 'ladder', minQuantity: note.paidTier.minQuantity, price: note.paidTier.price }
        : null;
    case 'fullReduction':
      return {
        id: note.id,
        kind: 'fullReduction',
        thresholdAmount: note.thresholdAmount,
        reductionAmount: note.reductionAmount,
      };
  }
}

/** A line's promotion as the contract shows it, worded in the reader's language. */
export function promotionLabel(
  kept: OrderLinePromotion | null,
  title: string,
  locale: Locale,
  currency: Currency,
): { id: number; kind: OrderLinePromotion['kind']; message: string } | null {
  if (!kept) return null;
  const message = 'message' in kept ? kept.message : promotionWords(kept, title, locale, currency);
  return { id: kept.id, kind: kept.kind, message };
}

/** The promotion's title in the reader's language, from its `{locale: text}` titles (none: empty). */
export const promotionTitle = (titles: Partial<Record<string, string>> | null, locale: Locale) => pick(titles, locale);
