import type { CategoryNode, Locale } from '@storefront/contract';
import type { Db } from '../../db/client.js';
import { pick } from '../../lib/localize.js';
import { type CategoryRow, listCategories, under18CategoryId } from './catalogue.repository.js';
import { cached, type CatalogueView } from './catalogue.cache.js';
import type { CatalogueCtx } from './catalogue.ctx.js';

/** The category table (a few dozen rows) as a tree, with the 18+ subtree marked. */
export async function loadCategories(db: Db) {
  const [rows, adultRoot] = await Promise.all([listCategories(db), under18CategoryId(db)]);
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const descendants = (id: number): number[] => [id, ...(children.get(id) ?? []).flatMap((c) => descendants(c.id))];
  const adult = new Set(adultRoot ? descendants(adultRoot) : []);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { rows, children, descendants, adult, byId };
}
export type Categories = Awaited<ReturnType<typeof loadCategories>>;

/** The categories of this version of the catalogue, read once per version. */
export const categoriesOf = (view: CatalogueView) => cached(view, 'categories', () => loadCategories(view.db));

export function categoryTree(categories: Categories, locale: Locale, parentId: number | null = null): CategoryNode[] {
  return (categories.children.get(parentId) ?? []).map((row) => ({
    id: row.id,
    name: pick(row.names, locale),
    icon: row.icon,
    is18Plus: categories.adult.has(row.id),
    children: categoryTree(categories, locale, row.id),
  }));
}

/** The category tree (below `parentId`) in the caller's language. */
export const categoryTreeOf = async ({ db, locale }: CatalogueCtx, parentId: number | null) =>
  categoryTree(await loadCategories(db), locale, parentId);

/** Names from the root down to the category, for breadcrumbs. */
export function categoryPath(categories: Categories, locale: Locale, id: number): string[] {
  const path: string[] = [];
  let row = categories.byId.get(id);
  while (row) {
    path.unshift(pick(row.names, locale));
    row = row.parentId ? categories.byId.get(row.parentId) : undefined;
  }
  return path;
}
