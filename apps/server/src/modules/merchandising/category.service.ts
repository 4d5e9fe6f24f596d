import { CATEGORY_ICONS, MAX_CATEGORY_DEPTH, type MerchandisingCategoryNode } from '@storefront/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { category, type Localized } from '../../db/schema/index.js';
import { invalidField, notFound } from '../../lib/errors.js';
import { categoryRows } from './category.repository.js';
import { auditChange, type MerchandisingCtx } from './merchandising.ctx.js';
import { adultCategoryIds } from './merchandising.repository.js';
import { withEnglish } from './options.js';

type Row = Awaited<ReturnType<typeof categoryRows>>[number];

/** Icons are stored as the URL the shop draws them at; the console names them by key. */
const iconUrl = (key: string | null) => (key ? `/api/images/category/${key}.svg` : null);
const iconKey = (url: string | null) => /^\/api\/images\/category\/([a-z-]+)\.svg$/.exec(url ?? '')?.[1] ?? null;

/** Parents before children, each parent's children in their order. */
function ordered(rows: Row[]): Row[] {
  const children = new Map<number | null, Row[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const walk = (parentId: number | null): Row[] => (children.get(parentId) ?? []).flatMap((r) => [r, ...walk(r.id)]);
  return walk(null);
}

/** The tree as the console edits it: every language's names, icon keys, product counts, the 18+ mark. */
export async function categoryTree(db: Db): Promise<MerchandisingCategoryNode[]> {
  const [rows, adult] = await Promise.all([categoryRows(db), adultCategoryIds(db)]);
  return ordered(rows).map((r) => ({
    categoryId: r.id,
    parentId: r.parentId,
    names: r.names,
    icon: iconKey(r.icon),
    productCount: Number(r.products),
    adult: adult.has(r.id),
  }));
}

function checkedIcon(icon: string | null) {
  if (icon !== null && !Object.hasOwn(CATEGORY_ICONS, icon)) throw invalidField('body.icon', 'field.unknownId');
  return iconUrl(icon);
}

/** How many levels a category and everything below it take. */
function height(rows: Row[], id: number): number {
  const below = rows.filter((r) => r.parentId === id);
  return 1 + Math.max(0, ...below.map((r) => height(rows, r.id)));
}

/** How deep a category sits: 1 at the top. */
function depth(rows: Row[], id: number | null): number {
  let level = 0;
  for (let at = id; at !== null; at = rows.find((r) => r.id === at)?.parentId ?? null) level++;
  return level;
}

/**
 * A new category (last among its parent's children) or a category's new names and icon, in one
 * transaction with its audit entry; writing the table bumps the catalogue version, so the shop's
 * menus show it on their next request.
 */
export async function saveCategory(
  ctx: MerchandisingCtx,
  body: {
    categoryId?: number | undefined;
    parentId?: number | null | undefined;
    names: Localized;
    icon: string | null;
  },
) {
  const names = withEnglish(body.names, 'body.names');
  const icon = checkedIcon(body.icon);
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const rows = await categoryRows(db, true);
    if (body.categoryId === undefined) {
      const parentId = body.parentId ?? null;
      if (parentId !== null && !rows.some((r) => r.id === parentId))
        throw invalidField('body.parentId', 'field.unknownId');
      if (depth(rows, parentId) + 1 > MAX_CATEGORY_DEPTH)
        throw invalidField('body.parentId', 'merchandising.categoryTooDeep', { max: MAX_CATEGORY_DEPTH });
      const sort = Math.max(-1, ...rows.filter((r) => r.parentId === parentId).map((r) => r.sort)) + 1;
      const [made] = await db.insert(category).values({ parentId, names, icon, sort }).returning({ id: category.id });
      await auditChange(db, ctx, 'catalogue.categoryAdded', `category:${made!.id}`, { parentId, names, icon });
      return;
    }
    const before = rows.find((r) => r.id === body.categoryId);
    if (!before) throw notFound();
    if (JSON.stringify(before.names) === JSON.stringify(names) && before.icon === icon) return;
    await db.update(category).set({ names, icon }).where(eq(category.id, before.id));
    await auditChange(db, ctx, 'catalogue.category', `category:${before.id}`, {
      before: { names: before.names, icon: before.icon },
      after: { names, icon },
    });
  });
  return categoryTree(ctx.db);
}

/**
 * Moves a category, with everything below it, under a parent (or to the top) at an index among its
 * new siblings, renumbering them; never under itself or below, and the tree keeps at most three
 * levels. The whole table is locked for the move, so concurrent moves cannot make a loop.
 */
export async function moveCategory(
  ctx: MerchandisingCtx,
  body: { categoryId: number; parentId: number | null; index: number },
) {
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const rows = await categoryRows(db, true);
    const moved = rows.find((r) => r.id === body.categoryId);
    if (!moved) throw notFound();
    if (body.parentId !== null && !rows.some((r) => r.id === body.parentId))
      throw invalidField('body.parentId', 'field.unknownId');
    for (let at = body.parentId; at !== null; at = rows.find((r) => r.id === at)?.parentId ?? null)
      if (at === moved.id) throw invalidField('body.parentId', 'merchandising.categoryUnderItself');
    if (depth(rows, body.parentId) + height(rows, moved.id) > MAX_CATEGORY_DEPTH)
      throw invalidField('body.parentId', 'merchandising.categoryTooDeep', { max: MAX_CATEGORY_DEPTH });
    const siblings = rows.filter((r) => r.parentId === body.parentId && r.id !== moved.id);
    const index = Math.min(body.index, siblings.length);
    const before = rows.filter((r) => r.parentId === moved.parentId).map((r) => r.id);
    const order = [...siblings.slice(0, index), moved, ...siblings.slice(index)];
    if (moved.parentId === body.parentId && order.every((r, i) => r.id === before[i])) return;
    await db.update(category).set({ parentId: body.parentId }).where(eq(category.id, moved.id));
    for (const [sort, row] of order.entries())
      if (row.sort !== sort || row.id === moved.id)
        await db.update(category).set({ sort }).where(eq(category.id, row.id));
    await auditChange(db, ctx, 'catalogue.categoryMoved', `category:${moved.id}`, {
      before: { parentId: moved.parentId, index: before.indexOf(moved.id) },
      after: { parentId: body.parentId, index },
    });
  });
  return categoryTree(ctx.db);
}
