import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type Db, queryRowsPrepared } from '../../db/client.js';
import { PRICE_DUE } from '../../shared/price-schedule/index.js';
import {
  appSetting,
  banner,
  category,
  country,
  hotWord,
  product,
  searchHistory,
  searchMiss,
  sku,
  specialList,
  warehouse,
  type Localized,
} from '../../db/schema/index.js';

export const listCategories = (db: Db) => db.select().from(category).orderBy(asc(category.sort), asc(category.id));
export type CategoryRow = Awaited<ReturnType<typeof listCategories>>[number];

export const under18CategoryId = (db: Db) =>
  db
    .select({ value: appSetting.value })
    .from(appSetting)
    .where(eq(appSetting.key, 'UNDER_18_CATEGORY_ID'))
    .then((r) => (typeof r[0]?.value === 'number' ? r[0].value : null));

/** The warehouse's country and currency, or the default country's when no warehouse is given. */
export async function scopeOf(db: Db, warehouseId: number | undefined) {
  if (warehouseId) {
    const [row] = await db
      .select({ countryCode: warehouse.countryCode, currencyCode: country.currencyCode })
      .from(warehouse)
      .innerJoin(country, eq(country.countryCode, warehouse.countryCode))
      .where(eq(warehouse.id, warehouseId));
    return row ? { ...row, warehouseId } : null;
  }
  const [row] = await db
    .select({ countryCode: country.countryCode, currencyCode: country.currencyCode })
    .from(country)
    .orderBy(desc(country.isDefault), asc(country.sort))
    .limit(1);
  return row ? { ...row, warehouseId: null } : null;
}

export const listBanners = (db: Db, countryCode: string) =>
  db.select().from(banner).where(eq(banner.countryCode, countryCode)).orderBy(asc(banner.sort));

export const listHotWords = (db: Db, locale: string) =>
  db.select({ word: hotWord.word }).from(hotWord).where(eq(hotWord.locale, locale)).orderBy(asc(hotWord.sort));

export const listSpecialLists = (db: Db) =>
  db.select().from(specialList).orderBy(asc(specialList.sort), asc(specialList.id));
export const findSpecialList = (db: Db, id: number) =>
  db
    .select()
    .from(specialList)
    .where(eq(specialList.id, id))
    .then((r) => r[0]);

export const recordSearch = (db: Db, owner: string, keyword: string) =>
  db
    .insert(searchHistory)
    .values({ owner, keyword })
    .onConflictDoUpdate({ target: [searchHistory.owner, searchHistory.keyword], set: { searchedAt: sql`now()` } });

/** Counts a search that found nothing, for the catalogue staff's synonyms (one upsert). */
export const recordMiss = (db: Db, locale: string, keyword: string) =>
  db
    .insert(searchMiss)
    .values({ locale, keyword })
    .onConflictDoUpdate({
      target: [searchMiss.locale, searchMiss.keyword, searchMiss.day],
      set: { searches: sql`${searchMiss.searches} + 1` },
    });

export const listSearchHistory = (db: Db, owner: string) =>
  db
    .select({ keyword: searchHistory.keyword })
    .from(searchHistory)
    .where(eq(searchHistory.owner, owner))
    .orderBy(desc(searchHistory.searchedAt), desc(searchHistory.id))
    .limit(20);

export const clearSearchHistory = (db: Db, owner: string) =>
  db.delete(searchHistory).where(and(eq(searchHistory.owner, owner)));

/**
 * The product, barcode and product descriptions of one SKU (a details page), and the option
 * values it holds (size, flavour…) in the options' order, or undefined.
 */
export const skuOf = (db: Db, skuId: number) =>
  db
    .select({
      productId: sku.productId,
      barcode: sku.barcode,
      descriptions: product.descriptions,
      options: sql<{ option: Localized; value: Localized }[]>`(
        select coalesce(json_agg(json_build_object('option', o.names, 'value', v.names) order by o.sort, o.id), '[]'::json)
        from sku_option_value sov
        join product_option o on o.id = sov.option_id
        join product_option_value v on v.id = sov.value_id
        where sov.sku_id = ${sku.id})`,
    })
    .from(sku)
    .innerJoin(product, eq(product.id, sku.productId))
    .where(eq(sku.id, skuId))
    .then((r) => r[0]);

/**
 * The catalogue's version (see catalogue.cache.ts), whether a price set ahead is due
 * (shared/price-schedule), the database's clock (epoch ms) and the scope
 * of the request — the warehouse's country and currency, or the default country's without a
 * warehouse; null fields when the warehouse does not exist — in one read: every catalogue request
 * starts with it, and a cached page then needs only its stock read besides. Prepared: its text
 * varies only with whether a warehouse is given.
 */
export const catalogueStateOf = (db: Db, warehouseId: number | undefined) =>
  queryRowsPrepared<{
    version: number | null;
    now: number;
    countryCode: string | null;
    currencyCode: string | null;
    priceDue: boolean;
  }>(
    db,
    sql`select v.version, (extract(epoch from clock_timestamp()) * 1000)::float8 as now, ${PRICE_DUE},
      sc.country_code as "countryCode", sc.currency_code as "currencyCode"
    from (select 1) one
    left join catalogue_version v on v.id = 1
    left join lateral (${
      warehouseId
        ? sql`select w.country_code, c.currency_code from warehouse w
            join country c on c.country_code = w.country_code where w.id = ${warehouseId}`
        : sql`select c.country_code, c.currency_code from country c order by c.is_default desc, c.sort asc limit 1`
    }) sc on true`,
  ).then((r) => r[0]);
