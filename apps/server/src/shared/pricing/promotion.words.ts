import type { Locale } from '@storefront/contract';
import { translate } from '../../i18n/index.js';
import { formatCount, formatMoney } from './money.js';

/**
 * The figures a promotion's sentence is made of: an engine note (the cart, with what is still
 * missing) or what an order line keeps of the promotion that applied (no missing part).
 */
export type PromotionFigures =
  | { kind: 'price'; price: number }
  | { kind: 'ladder'; minQuantity: number; price: number; missingQuantity?: number }
  | { kind: 'fullReduction'; thresholdAmount: number; reductionAmount: number; missingAmount?: number };

/**
 * "Special price · Promotion price ₫26,000" in the reader's language: the promotion's title (already
 * in that language, may be empty) and its figures worded with the locale's numbers.
 */
export function promotionWords(
  f: PromotionFigures,
  title: string,
  locale: Locale,
  currency: { code: string; digits: number; symbol: string },
): string {
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const count = (n: number) => formatCount(n, locale);
  let sentence: string;
  if (f.kind === 'price') sentence = translate(locale, 'cart.promo.price', { price: money(f.price) });
  else if (f.kind === 'ladder') {
    const params = { quantity: count(f.minQuantity), price: money(f.price) };
    sentence = f.missingQuantity
      ? translate(locale, 'cart.promo.ladderMore', { ...params, missing: count(f.missingQuantity) })
      : translate(locale, 'cart.promo.ladder', params);
  } else {
    const params = { threshold: money(f.thresholdAmount), reduction: money(f.reductionAmount) };
    sentence = f.missingAmount
      ? translate(locale, 'cart.promo.reductionMore', { ...params, missing: money(f.missingAmount) })
      : translate(locale, 'cart.promo.reduction', params);
  }
  return title ? `${title} · ${sentence}` : sentence;
}
