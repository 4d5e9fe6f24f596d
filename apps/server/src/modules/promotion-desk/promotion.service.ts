import type { DeskPromotion, ParsedBody } from '@storefront/contract';
import type { deskSavePromotion } from '@storefront/contract';
import { conflict, notFound } from '../../lib/errors.js';
import { pick } from '../../lib/localize.js';
import { audit, type DeskCtx, inTransaction } from './desk.ctx.js';
import { currencyOf } from './desk.money.js';
import { iso, textsOf, windowOf } from './desk.window.js';
import {
  endPromotion as endRow,
  findPromotion,
  insertPromotion,
  listPromotions,
  lockPromotion,
  type PromotionFilter,
  type PromotionRow,
  updatePromotion,
} from './promotion.repository.js';
import { termsOf } from './promotion.rules.js';
import { namesOf, skuTargets } from './target.service.js';

/** The rows as the console shows them: targets named in the caller's language, SKUs with their list price. */
async function present(ctx: DeskCtx, rows: PromotionRow[]): Promise<DeskPromotion[]> {
  const ids = (scope: string) => rows.filter((r) => r.p.scope === scope).map((r) => r.p.skuId ?? r.p.scopeId!);
  const [skus, products, categories] = await Promise.all([
    Promise.all(
      // A SKU's list price is its country's: one read per country the page shows.
      [...new Set(rows.filter((r) => r.p.scope === 'sku').map((r) => r.p.countryCode))].map((c) =>
        skuTargets(ctx, ids('sku'), c).then((list) => list.map((t) => [`${c}:${t.id}`, t] as const)),
      ),
    ).then((lists) => new Map(lists.flat())),
    namesOf(ctx, 'product', ids('product')),
    ids('category').length ? namesOf(ctx, 'category', ids('category')) : new Map<number, string>(),
  ]);
  return rows.map(({ p, currencyCode, state }) => {
    const sku = p.skuId === null ? undefined : skus.get(`${p.countryCode}:${p.skuId}`);
    const targetName =
      p.scope === 'sku'
        ? (sku?.name ?? null)
        : p.scope === 'product'
          ? (products.get(p.scopeId!) ?? null)
          : p.scope === 'category'
            ? (categories.get(p.scopeId!) ?? null)
            : null;
    return {
      promotionId: p.id,
      kind: p.kind,
      countryCode: p.countryCode,
      currencyCode,
      scope: p.scope,
      targetId: p.skuId ?? p.scopeId,
      targetName,
      targetDetail: sku?.detail ?? null,
      listPrice: sku?.listPrice ?? null,
      title: pick(p.titles, ctx.locale),
      titles: p.titles,
      promotionPrice: p.promotionPrice,
      tiers: p.tiers,
      thresholdAmount: p.thresholdAmount,
      reductionAmount: p.reductionAmount,
      startsAt: iso(p.startsAt),
      endsAt: iso(p.endsAt),
      state,
    };
  });
}

export async function promotionList(ctx: DeskCtx, q: PromotionFilter & { pageNum: number; pageSize: number }) {
  const { list, total } = await listPromotions(ctx.db, q, q.pageSize, (q.pageNum - 1) * q.pageSize);
  return { pageNum: q.pageNum, pageSize: q.pageSize, total, list: await present(ctx, list) };
}

export async function promotionDetail(ctx: DeskCtx, promotionId: number): Promise<DeskPromotion> {
  const row = await findPromotion(ctx.db, promotionId);
  if (!row) throw notFound();
  return (await present(ctx, [row]))[0]!;
}

/**
 * Creates or changes a promotion and audits it with its before and after, in one transaction. The
 * `promotion` trigger bumps the catalogue version in it, so every node's next pricing and list sees it.
 */
export async function savePromotion(ctx: DeskCtx, body: ParsedBody<typeof deskSavePromotion>) {
  const currency = await currencyOf(ctx.db, body.countryCode);
  const titles = textsOf(body.titles, 'body.titles');
  const window = windowOf(body);
  const terms = await termsOf(ctx.db, body, currency, ctx.locale);
  const values = { ...terms, countryCode: currency.countryCode, titles, ...window };
  const id = await inTransaction(ctx, async (db) => {
    if (body.promotionId === undefined) {
      const created = await insertPromotion(db, values);
      await audit(db, ctx, 'catalogue.promotion', `promotion:${created}`, { before: null, after: values });
      return created;
    }
    const before = await lockPromotion(db, body.promotionId);
    if (!before) throw notFound();
    await updatePromotion(db, body.promotionId, values);
    await audit(db, ctx, 'catalogue.promotion', `promotion:${body.promotionId}`, { before, after: values });
    return body.promotionId;
  });
  return promotionDetail(ctx, id);
}

/** Ends a promotion now, audited; its row stays for the orders and the history that name it. */
export async function endPromotion(ctx: DeskCtx, promotionId: number) {
  await inTransaction(ctx, async (db) => {
    const before = await lockPromotion(db, promotionId);
    if (!before) throw notFound();
    if (!(await endRow(db, promotionId))) throw conflict('desk.alreadyEnded');
    await audit(db, ctx, 'catalogue.promotionEnd', `promotion:${promotionId}`, { endsAt: { before: before.endsAt } });
  });
  return promotionDetail(ctx, promotionId);
}
