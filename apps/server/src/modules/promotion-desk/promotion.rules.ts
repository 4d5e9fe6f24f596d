import type { Locale, PromotionScope } from '@storefront/contract';
import type { Db } from '../../db/client.js';
import { invalidField } from '../../lib/errors.js';
import { type DeskCurrency, minorOf, moneyText } from './desk.money.js';
import type { PromotionValues } from './promotion.repository.js';
import { allCategories, productsByIds, skusByIds } from './target.repository.js';

/** A promotion as the console sends it, amounts still typed in major units. */
export interface PromotionInput {
  kind: 'price' | 'ladder' | 'fullReduction';
  scope: PromotionScope;
  targetId: number | null;
  promotionPrice?: string | undefined;
  tiers?: { minQuantity: number; price: string }[] | undefined;
  thresholdAmount?: string | undefined;
  reductionAmount?: string | undefined;
}

type Terms = Pick<
  PromotionValues,
  'kind' | 'scope' | 'skuId' | 'scopeId' | 'promotionPrice' | 'tiers' | 'thresholdAmount' | 'reductionAmount'
>;

const required = (value: string | undefined, field: string) => {
  if (value === undefined) throw invalidField(field, 'field.required');
  return value;
};

/**
 * The target of the scope, checked to exist. A SKU's list price in the country comes back: a unit
 * price (promotion price, ladder) means something only below it, and a SKU unsold there has none.
 */
async function targetOf(db: Db, input: PromotionInput, currency: DeskCurrency) {
  if (input.kind !== 'fullReduction' && input.scope !== 'sku') throw invalidField('body.scope', 'desk.unitScope');
  if (input.scope === 'store') return { listPrice: null };
  const id = input.targetId;
  if (id === null) throw invalidField('body.targetId', 'field.required');
  if (input.scope === 'sku') {
    const [sku] = await skusByIds(db, [id], currency.countryCode);
    if (!sku) throw invalidField('body.targetId', 'field.unknownId');
    if (sku.price === null && input.kind !== 'fullReduction') throw invalidField('body.targetId', 'desk.notSoldThere');
    return { listPrice: sku.price === null ? null : Number(sku.price) };
  }
  const found =
    input.scope === 'product'
      ? (await productsByIds(db, [id])).length > 0
      : (await allCategories(db)).some((c) => c.id === id);
  if (!found) throw invalidField('body.targetId', 'field.unknownId');
  return { listPrice: null };
}

/**
 * Ladder tiers by quantity, each quantity once, each tier cheaper than the one for fewer units, the
 * last below the list price (a first tier at the list price is allowed: it shows the ladder's start).
 */
function tiersOf(input: PromotionInput, digits: number, listPrice: number, below: () => string) {
  const typed = input.tiers;
  if (!typed?.length) throw invalidField('body.tiers', 'field.required');
  const tiers = typed
    .map((t, i) => ({ minQuantity: t.minQuantity, price: minorOf(t.price, digits, `body.tiers.${i}.price`), i }))
    .sort((a, b) => a.minQuantity - b.minQuantity);
  tiers.forEach((t, n) => {
    const before = tiers[n - 1];
    if (before?.minQuantity === t.minQuantity) throw invalidField(`body.tiers.${t.i}.minQuantity`, 'desk.tierRepeated');
    if (before && t.price >= before.price) throw invalidField(`body.tiers.${t.i}.price`, 'desk.tierCheaper');
    if (t.price > listPrice) throw invalidField(`body.tiers.${t.i}.price`, 'desk.belowListPrice', { price: below() });
  });
  const last = tiers[tiers.length - 1]!;
  if (last.price >= listPrice)
    throw invalidField(`body.tiers.${last.i}.price`, 'desk.belowListPrice', { price: below() });
  return tiers.map(({ minQuantity, price }) => ({ minQuantity, price }));
}

/**
 * What a promotion stores, from what the console typed: the kind's own amounts in minor units (the
 * others null, so a promotion that changes kind keeps nothing of the old one), its target checked.
 */
export async function termsOf(db: Db, input: PromotionInput, currency: DeskCurrency, locale: Locale): Promise<Terms> {
  const { listPrice } = await targetOf(db, input, currency);
  const target = {
    scope: input.scope,
    skuId: input.scope === 'sku' ? input.targetId : null,
    scopeId: input.scope === 'product' || input.scope === 'category' ? input.targetId : null,
  };
  const none = { promotionPrice: null, tiers: null, thresholdAmount: null, reductionAmount: null };
  const below = () => moneyText(listPrice ?? 0, currency, locale);
  if (input.kind === 'price') {
    const price = minorOf(
      required(input.promotionPrice, 'body.promotionPrice'),
      currency.digits,
      'body.promotionPrice',
    );
    if (price >= listPrice!) throw invalidField('body.promotionPrice', 'desk.belowListPrice', { price: below() });
    return { kind: 'price', ...target, ...none, promotionPrice: price };
  }
  if (input.kind === 'ladder')
    return { kind: 'ladder', ...target, ...none, tiers: tiersOf(input, currency.digits, listPrice!, below) };
  const threshold = minorOf(
    required(input.thresholdAmount, 'body.thresholdAmount'),
    currency.digits,
    'body.thresholdAmount',
  );
  const reduction = minorOf(
    required(input.reductionAmount, 'body.reductionAmount'),
    currency.digits,
    'body.reductionAmount',
  );
  if (reduction >= threshold) throw invalidField('body.reductionAmount', 'desk.reductionBelowThreshold');
  return { kind: 'fullReduction', ...target, ...none, thresholdAmount: threshold, reductionAmount: reduction };
}
