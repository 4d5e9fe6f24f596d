import type { DeskTarget, Locale } from '@storefront/contract';
import { fold } from '../../lib/fold.js';
import { pick } from '../../lib/localize.js';
import type { DeskCtx } from './desk.ctx.js';
import {
  allCategories,
  findProducts,
  findSkus,
  type NamedRow,
  productsByIds,
  type SkuTargetRow,
  skusByIds,
} from './target.repository.js';

export const skuTarget = (r: SkuTargetRow, locale: Locale): DeskTarget => ({
  id: r.id,
  name: pick(r.names, locale),
  detail: pick(r.specs, locale) || null,
  listPrice: r.price === null ? null : Number(r.price),
  currencyCode: r.currencyCode,
});

const named = (r: NamedRow, locale: Locale, detail: string | null = null): DeskTarget => ({
  id: r.id,
  name: pick(r.names, locale),
  detail,
  listPrice: null,
  currencyCode: null,
});

/** A keyword as search folds it, and as a number when it is one. */
function parse(keyword: string) {
  const words = fold(keyword).split(' ').filter(Boolean).slice(0, 8);
  return { words, id: /^\d{1,9}$/.test(keyword.trim()) ? Number(keyword.trim()) : null };
}

/** SKUs, products or categories by a name in any language or by number, for the console's pickers. */
export async function findTargets(
  ctx: DeskCtx,
  q: { kind: 'sku' | 'product' | 'category'; keyword: string; countryCode?: string | undefined },
): Promise<DeskTarget[]> {
  const { words, id } = parse(q.keyword);
  if (q.kind === 'sku')
    return (await findSkus(ctx.db, words, id, q.countryCode?.toUpperCase() ?? null)).map((r) =>
      skuTarget(r, ctx.locale),
    );
  if (q.kind === 'product') return (await findProducts(ctx.db, words, id)).map((r) => named(r, ctx.locale));
  const categories = await allCategories(ctx.db);
  const byId = new Map(categories.map((c) => [c.id, c]));
  return categories
    .filter(
      (c) =>
        c.id === id ||
        (words.length > 0 && Object.values(c.names).some((n) => words.every((w) => fold(n ?? '').includes(w)))),
    )
    .slice(0, 20)
    .map((c) => named(c, ctx.locale, c.parentId === null ? null : pick(byId.get(c.parentId)?.names, ctx.locale)));
}

/** The SKUs named by `ids`, in that order (unknown ones left out), priced in `countryCode`. */
export async function skuTargets(ctx: DeskCtx, ids: number[], countryCode: string | null) {
  const rows = new Map((await skusByIds(ctx.db, ids, countryCode)).map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = rows.get(id);
    return r ? [skuTarget(r, ctx.locale)] : [];
  });
}

/** Names of products or categories by id, in the caller's language. */
export async function namesOf(ctx: DeskCtx, kind: 'product' | 'category', ids: number[]) {
  const rows = kind === 'product' ? await productsByIds(ctx.db, ids) : await allCategories(ctx.db);
  return new Map(rows.map((r) => [r.id, pick(r.names, ctx.locale)]));
}
