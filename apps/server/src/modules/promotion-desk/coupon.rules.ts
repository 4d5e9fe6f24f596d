import type { Db } from '../../db/client.js';
import { invalidField } from '../../lib/errors.js';
import { minorOf } from './desk.money.js';
import type { CouponValues } from './coupon.repository.js';
import { allCategories, productsByIds } from './target.repository.js';

/** A coupon's terms as the console sends them, amounts typed in major units. */
export interface CouponInput {
  kind: 'amount' | 'percent';
  amount?: string | undefined;
  percent?: number | undefined;
  maxDiscount?: string | null | undefined;
  minSpend: string;
  scope: 'all' | 'categories' | 'products';
  scopeIds: number[];
}

export type CouponTerms = Pick<
  CouponValues,
  'kind' | 'amount' | 'percent' | 'maxDiscount' | 'minSpend' | 'scope' | 'scopeIds'
>;

/** The covered categories or products, each once and each known, in the order given. */
async function scopeIdsOf(db: Db, input: CouponInput): Promise<number[]> {
  if (input.scope === 'all') return [];
  const ids = [...new Set(input.scopeIds)];
  if (!ids.length) throw invalidField('body.scopeIds', 'desk.scopeRequired');
  const known = new Set(
    input.scope === 'products'
      ? (await productsByIds(db, ids)).map((p) => p.id)
      : (await allCategories(db)).map((c) => c.id),
  );
  const unknown = ids.findIndex((id) => !known.has(id));
  if (unknown >= 0) throw invalidField(`body.scopeIds.${unknown}`, 'field.unknownId');
  return ids;
}

/**
 * What the template stores: amount off, or percent off with an optional cap (the other kind's
 * amounts zero or null, as the shop's evaluation reads them), the minimum spend (zero for none) and
 * the scope.
 */
export async function couponTermsOf(db: Db, input: CouponInput, digits: number): Promise<CouponTerms> {
  const minSpend = minorOf(input.minSpend, digits, 'body.minSpend', 0);
  const scope = { scope: input.scope, scopeIds: await scopeIdsOf(db, input), minSpend };
  if (input.kind === 'amount') {
    if (input.amount === undefined) throw invalidField('body.amount', 'field.required');
    return {
      kind: 'amount',
      amount: minorOf(input.amount, digits, 'body.amount'),
      percent: 0,
      maxDiscount: null,
      ...scope,
    };
  }
  if (input.percent === undefined) throw invalidField('body.percent', 'field.required');
  const cap = input.maxDiscount ? minorOf(input.maxDiscount, digits, 'body.maxDiscount') : null;
  return { kind: 'percent', amount: 0, percent: input.percent, maxDiscount: cap, ...scope };
}

/** Whether two sets of terms give a holder the same thing (what may no longer change once held). */
export const sameTerms = (a: CouponTerms & { countryCode: string }, b: CouponTerms & { countryCode: string }) =>
  a.countryCode === b.countryCode &&
  a.kind === b.kind &&
  Number(a.amount) === Number(b.amount) &&
  Number(a.percent) === Number(b.percent) &&
  (a.maxDiscount ?? null) === (b.maxDiscount ?? null) &&
  Number(a.minSpend) === Number(b.minSpend) &&
  a.scope === b.scope &&
  [...(a.scopeIds ?? [])].sort().join() === [...(b.scopeIds ?? [])].sort().join();
