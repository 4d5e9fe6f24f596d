import type { Locale } from '@storefront/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { pick } from '../../lib/localize.js';
import { toCard } from './card.mapper.js';
import { type Needs, queryCards, stockExpr } from './card.query.js';
import { findSpecialList, listBanners, listSpecialLists, scopeOf } from './catalogue.repository.js';
import { loadCategories } from './categories.service.js';

interface Paging {
  pageNum: number;
  pageSize: number;
  warehouseId?: number | undefined;
}

/** A page of SKU cards for one WHERE/ORDER BY, in the warehouse's country and stock. */
async function cardPage(
  db: Db,
  locale: Locale,
  paging: Paging,
  where: (stock: SQL) => SQL,
  orderBy: SQL,
  needs: Needs = {},
) {
  const scope = await scopeOf(db, paging.warehouseId);
  if (!scope) throw notFound();
  const categories = await loadCategories(db);
  const { rows, total } = await queryCards(
    db,
    scope,
    where(stockExpr(scope)),
    orderBy,
    paging.pageSize,
    (paging.pageNum - 1) * paging.pageSize,
    needs,
  );
  const ctx = { locale, currencyCode: scope.currencyCode, adultCategories: categories.adult };
  return { pageNum: paging.pageNum, pageSize: paging.pageSize, total, list: rows.map((r) => toCard(r, ctx)) };
}

/** Best sellers that can be delivered now (in stock when a warehouse is known). */
export const recommendations = (db: Db, locale: Locale, paging: Paging & { excludeSkuId?: number | undefined }) =>
  cardPage(
    db,
    locale,
    paging,
    (stock) => sql`(${stock} is null or ${stock} > 0) and s.id <> ${paging.excludeSkuId ?? 0}`,
    sql`s.sales_count desc, s.id asc`,
    { stock: true },
  );

export const promotions = (db: Db, locale: Locale, paging: Paging & { kind?: string | undefined }) =>
  cardPage(
    db,
    locale,
    paging,
    () => (paging.kind ? sql`pr.kind = ${paging.kind}` : sql`pr.id is not null`),
    sql`pr.ends_at asc, s.sales_count desc, s.id asc`,
    { promotion: 'where' },
  );

export async function specialListPage(db: Db, locale: Locale, paging: Paging & { id: number }) {
  const list = await findSpecialList(db, paging.id);
  if (!list) throw notFound();
  const page = await cardPage(
    db,
    locale,
    paging,
    () => sql`s.id in (select sku_id from special_list_item where list_id = ${paging.id})`,
    sql`(select sort from special_list_item where list_id = ${paging.id} and sku_id = s.id), s.id`,
  );
  return { ...page, info: { id: list.id, title: pick(list.titles, locale), subtitle: pick(list.subtitles, locale) } };
}

export const specialListsOf = async (db: Db, locale: Locale) =>
  (await listSpecialLists(db)).map((l) => ({
    id: l.id,
    title: pick(l.titles, locale),
    subtitle: pick(l.subtitles, locale),
  }));

/**
 * What the member bought most often (orders not cancelled, including those a sales rep placed for
 * them), most units first, then most recent; shown in the current warehouse's prices and stock.
 */
export const frequentlyBought = (db: Db, locale: Locale, memberId: number, paging: Paging) => {
  const bought = sql`(select coalesce(sum(l.quantity), 0) from customer_order_line l join customer_order o on o.id = l.order_id
    where o.member_id = ${memberId} and o.status <> 5 and l.sku_id = s.id)`;
  return cardPage(
    db,
    locale,
    paging,
    () => sql`s.id in (select l.sku_id from customer_order_line l join customer_order o on o.id = l.order_id
      where o.member_id = ${memberId} and o.status <> 5)`,
    sql`${bought} desc, s.id asc`,
  );
};

export async function bannersFor(db: Db, locale: Locale, warehouseId: number | undefined) {
  const scope = await scopeOf(db, warehouseId);
  if (!scope) throw notFound();
  return (await listBanners(db, scope.countryCode)).map((b) => ({
    id: b.id,
    title: pick(b.titles, locale),
    pic: b.pic,
    link: b.link,
  }));
}
