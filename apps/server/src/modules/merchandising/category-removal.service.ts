import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { category } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { categoryRows } from './category.repository.js';
import { categoryTree } from './category.service.js';
import { auditChange, type MerchandisingCtx } from './merchandising.ctx.js';

/**
 * What still needs a category, read after its row is locked: a product being moved into it waits
 * for that lock, so a count of none stays none until the delete commits.
 */
const usesOf = (db: Db, id: number) =>
  queryRows<{ products: number; adult: boolean; banners: number; promotions: number; coupons: number }>(
    db,
    sql`select
          (select count(*) from product where category_id = ${id})::int as products,
          exists (select 1 from app_setting where key = 'UNDER_18_CATEGORY_ID' and value = to_jsonb(${id}::int)) as adult,
          (select count(*) from banner where link = ${`/searchList?categoryId=${id}`})::int as banners,
          (select count(*) from promotion
            where scope = 'category' and scope_id = ${id} and ends_at > now())::int as promotions,
          (select count(*) from coupon_template
            where scope = 'categories' and ${id} = any(scope_ids) and ends_at > now())::int as coupons`,
  ).then((r) => r[0]!);

/**
 * Deletes a category nothing needs any more: no products, no categories below it, not the 18+
 * category, and no banner, running promotion or coupon naming it; otherwise a 409 saying which.
 * Audited with its names, parent and place; the category trigger bumps the catalogue version.
 */
export async function removeCategory(ctx: MerchandisingCtx, categoryId: number) {
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const rows = await categoryRows(db, true);
    const gone = rows.find((r) => r.id === categoryId);
    if (!gone) throw notFound();
    const children = rows.filter((r) => r.parentId === categoryId).length;
    if (children) throw conflict('merchandising.categoryHasChildren', { count: children });
    const uses = await usesOf(db, categoryId);
    if (uses.products) throw conflict('merchandising.categoryHasProducts', { count: uses.products });
    if (uses.adult) throw conflict('merchandising.categoryAdult');
    if (uses.banners || uses.promotions || uses.coupons) throw conflict('merchandising.categoryNamed');
    await db.delete(category).where(eq(category.id, categoryId));
    await auditChange(db, ctx, 'catalogue.categoryRemoved', `category:${categoryId}`, {
      before: {
        parentId: gone.parentId,
        names: gone.names,
        icon: gone.icon,
        index: rows.filter((r) => r.parentId === gone.parentId).indexOf(gone),
      },
    });
  });
  return categoryTree(ctx.db);
}
