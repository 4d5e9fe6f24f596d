import type { Coupon, CouponState, Locale } from '@storefront/contract';
import { ResultCode } from '@storefront/contract';
import type { Db } from '../../db/client.js';
import { AppError, conflict, invalidField } from '../../lib/errors.js';
import { countryName, pick } from '../../lib/localize.js';
import { hit } from '../../lib/rate-limit.js';
import {
  countClaimedBy,
  countMemberCoupons,
  countryOfWarehouse,
  type CouponRow,
  findMemberCoupon,
  findTemplateByCode,
  insertMemberCoupon,
  listMemberCoupons,
  namesOfCategories,
  namesOfProducts,
  takeOne,
} from './coupon.repository.js';

export interface CouponContext {
  db: Db;
  locale: Locale;
}

/** Claim attempts per member: enough for a person typing, too few to guess codes. */
const CLAIMS_PER_WINDOW = 10;
const CLAIM_WINDOW_SECONDS = 600;

async function toCoupons(ctx: CouponContext, rows: CouponRow[]): Promise<Coupon[]> {
  const categoryIds = rows.filter((r) => r.t.scope === 'categories').flatMap((r) => r.t.scopeIds);
  const productIds = rows.filter((r) => r.t.scope === 'products').flatMap((r) => r.t.scopeIds);
  const [categories, products] = await Promise.all([
    namesOfCategories(ctx.db, [...new Set(categoryIds)]),
    namesOfProducts(ctx.db, [...new Set(productIds)]),
  ]);
  const names = {
    categories: new Map(categories.map((c) => [c.id, pick(c.names, ctx.locale)])),
    products: new Map(products.map((p) => [p.id, pick(p.names, ctx.locale)])),
  };
  const now = Date.now();
  return rows.map(({ c, t, currencyCode }) => ({
    id: c.id,
    templateId: t.id,
    name: pick(t.names, ctx.locale),
    kind: t.kind as Coupon['kind'],
    amount: t.amount,
    percent: t.percent,
    maxDiscount: t.maxDiscount,
    minSpend: t.minSpend,
    currencyCode,
    scope: t.scope as Coupon['scope'],
    scopeNames:
      t.scope === 'all'
        ? []
        : t.scopeIds.map((id) => names[t.scope as 'categories' | 'products'].get(id)).filter((n): n is string => !!n),
    startTime: t.startsAt.toISOString(),
    endTime: t.endsAt.toISOString(),
    state: c.status === 'used' ? 'used' : t.endsAt.getTime() <= now ? 'expired' : 'unused',
    claimTime: c.claimedAt.toISOString(),
    useTime: c.usedAt?.toISOString() ?? null,
  }));
}

export async function memberCoupons(
  ctx: CouponContext,
  memberId: number,
  state: CouponState,
  pageNum: number,
  pageSize: number,
) {
  const [rows, counts] = await Promise.all([
    listMemberCoupons(ctx.db, memberId, state, pageSize, (pageNum - 1) * pageSize),
    countMemberCoupons(ctx.db, memberId),
  ]);
  return { pageNum, pageSize, total: counts[state], list: await toCoupons(ctx, rows), counts };
}

/**
 * Claims a coupon by code in one transaction: take one from the template (guarded update, see
 * takeOne), then check the member's own limit under that row lock, then record it. Any refusal
 * after the take rolls the take back. A coupon of another country than the warehouse the shopper
 * shops from is refused before anything is taken: it could not be used there.
 */
export async function claimCoupon(
  ctx: CouponContext,
  memberId: number,
  code: string,
  warehouseId?: number,
): Promise<Coupon> {
  const limit = await hit(ctx.db, `coupon-claim:${memberId}`, CLAIM_WINDOW_SECONDS, CLAIMS_PER_WINDOW);
  if (!limit.allowed) throw new AppError(ResultCode.tooMany, 'coupon.tooManyTries', { seconds: limit.secondsLeft });
  const [template, here] = await Promise.all([
    findTemplateByCode(ctx.db, code),
    warehouseId === undefined ? undefined : countryOfWarehouse(ctx.db, warehouseId),
  ]);
  if (warehouseId !== undefined && !here) throw invalidField('body.warehouseId', 'cart.unknownWarehouse');
  if (!template) throw invalidField('body.code', 'coupon.unknownCode');
  const now = Date.now();
  if (now < template.startsAt.getTime() || now >= template.endsAt.getTime())
    throw invalidField('body.code', 'coupon.notActive');
  if (here && here !== template.countryCode)
    throw invalidField('body.code', 'coupon.otherCountry', {
      country: countryName(ctx.locale, template.countryCode),
      here: countryName(ctx.locale, here),
    });
  const id = await ctx.db.transaction(async (tx) => {
    if (!(await takeOne(tx, template.id))) throw conflict('coupon.soldOut');
    if ((await countClaimedBy(tx, template.id, memberId)) >= template.perMemberLimit)
      throw conflict('coupon.limitReached');
    return insertMemberCoupon(tx, template.id, memberId);
  });
  const row = await findMemberCoupon(ctx.db, memberId, id);
  return (await toCoupons(ctx, [row!]))[0]!;
}
