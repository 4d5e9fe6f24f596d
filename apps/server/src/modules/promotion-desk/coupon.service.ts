import type { DeskCoupon, ParsedBody } from '@storefront/contract';
import type { deskSaveCoupon } from '@storefront/contract';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors.js';
import { pick } from '../../lib/localize.js';
import {
  type CouponFilter,
  type CouponRow,
  findCoupon,
  insertCoupon,
  listCoupons,
  lockCoupon,
  updateCoupon,
} from './coupon.repository.js';
import { couponTermsOf, sameTerms } from './coupon.rules.js';
import { audit, type DeskCtx, inTransaction } from './desk.ctx.js';
import { currencyOf } from './desk.money.js';
import { iso, textsOf, windowOf } from './desk.window.js';
import { namesOf } from './target.service.js';

async function present(ctx: DeskCtx, rows: CouponRow[]): Promise<DeskCoupon[]> {
  const ids = (scope: string) => rows.filter((r) => r.t.scope === scope).flatMap((r) => r.t.scopeIds);
  const [products, categories] = await Promise.all([
    namesOf(ctx, 'product', ids('products')),
    ids('categories').length ? namesOf(ctx, 'category', ids('categories')) : new Map<number, string>(),
  ]);
  return rows.map(({ t, currencyCode, usedCount, state }) => ({
    templateId: t.id,
    code: t.code,
    name: pick(t.names, ctx.locale),
    names: t.names,
    countryCode: t.countryCode,
    currencyCode,
    kind: t.kind === 'percent' ? 'percent' : 'amount',
    amount: t.amount,
    percent: t.percent,
    maxDiscount: t.maxDiscount,
    minSpend: t.minSpend,
    scope: t.scope === 'categories' || t.scope === 'products' ? t.scope : 'all',
    scopeIds: t.scopeIds,
    scopeNames: t.scopeIds.map((id) => (t.scope === 'products' ? products : categories).get(id) ?? String(id)),
    perMemberLimit: t.perMemberLimit,
    totalCount: t.totalCount,
    claimedCount: t.claimedCount,
    usedCount,
    termsFixed: t.claimedCount > 0,
    startsAt: iso(t.startsAt),
    endsAt: iso(t.endsAt),
    state,
  }));
}

export async function couponList(ctx: DeskCtx, q: CouponFilter & { pageNum: number; pageSize: number }) {
  const { list, total } = await listCoupons(ctx.db, q, q.pageSize, (q.pageNum - 1) * q.pageSize);
  return { pageNum: q.pageNum, pageSize: q.pageSize, total, list: await present(ctx, list) };
}

export async function couponDetail(ctx: DeskCtx, templateId: number): Promise<DeskCoupon> {
  const row = await findCoupon(ctx.db, templateId);
  if (!row) throw notFound();
  return (await present(ctx, [row]))[0]!;
}

/**
 * Creates or changes a coupon template, audited in the same transaction. Once anyone holds a copy,
 * what it gives (kind, amounts, spend, scope, country) stays as they got it: only its names, code,
 * window, quantity and limit per customer may change, and the quantity never below those claimed.
 * The row lock makes a claim wait for the change, or the change see the claim.
 */
export async function saveCoupon(ctx: DeskCtx, body: ParsedBody<typeof deskSaveCoupon>) {
  const currency = await currencyOf(ctx.db, body.countryCode);
  const names = textsOf(body.names, 'body.names');
  const window = windowOf(body);
  const terms = await couponTermsOf(ctx.db, body, currency.digits);
  const values = {
    code: body.code,
    names,
    countryCode: currency.countryCode,
    ...terms,
    ...window,
    perMemberLimit: body.perMemberLimit,
    totalCount: body.totalCount,
  };
  let id: number;
  try {
    id = await inTransaction(ctx, async (db) => {
      if (body.templateId === undefined) {
        const created = await insertCoupon(db, values);
        await audit(db, ctx, 'catalogue.coupon', `coupon:${created}`, { before: null, after: values });
        return created;
      }
      const before = await lockCoupon(db, body.templateId);
      if (!before) throw notFound();
      if (before.claimedCount > 0 && !sameTerms(before, values)) throw conflict('desk.termsFixed');
      if (body.totalCount < before.claimedCount) throw conflict('desk.belowClaimed', { claimed: before.claimedCount });
      await updateCoupon(db, body.templateId, values);
      await audit(db, ctx, 'catalogue.coupon', `coupon:${body.templateId}`, { before, after: values });
      return body.templateId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('desk.codeTaken');
    throw error;
  }
  return couponDetail(ctx, id);
}
