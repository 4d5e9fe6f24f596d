import { asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { banner, category, homeRecommendation, sku, specialList, specialListItem } from '../../db/schema/index.js';

/** What the Home page's curation reads and writes: SQL only. */

export const bannersOf = (db: Db, countryCode: string) =>
  db.select().from(banner).where(eq(banner.countryCode, countryCode)).orderBy(asc(banner.sort), asc(banner.id));
export type BannerRow = Awaited<ReturnType<typeof bannersOf>>[number];

export const lockBanner = (db: Db, id: number) =>
  db
    .select()
    .from(banner)
    .where(eq(banner.id, id))
    .for('update')
    .then((r) => r[0]);

/** A new banner goes last in its country. */
export const insertBanner = (db: Db, values: Omit<typeof banner.$inferInsert, 'id' | 'sort'>) =>
  db
    .insert(banner)
    .values({
      ...values,
      sort: sql`(select coalesce(max(b.sort) + 1, 0) from banner b where b.country_code = ${values.countryCode})`,
    })
    .returning({ id: banner.id })
    .then((r) => r[0]!.id);

export const updateBanner = (db: Db, id: number, values: Partial<typeof banner.$inferInsert>) =>
  db.update(banner).set(values).where(eq(banner.id, id));

export const deleteBanner = (db: Db, id: number) => db.delete(banner).where(eq(banner.id, id));

/** Each banner's place is its index in `ids`, in one statement. */
export const arrangeBanners = (db: Db, ids: number[]) =>
  db.execute(sql`update banner set sort = o.ord - 1
    from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality o(id, ord) where banner.id = o.id`);

export const categoryExists = (db: Db, id: number) =>
  db
    .select({ id: category.id })
    .from(category)
    .where(eq(category.id, id))
    .then((r) => r.length > 0);

/** The special lists in the shop's order, with how many SKUs each holds. */
export const specialListRows = (db: Db, id?: number) =>
  db
    .select({
      l: specialList,
      itemCount: sql<number>`(select count(*) from special_list_item i where i.list_id = ${specialList.id})::int`,
    })
    .from(specialList)
    .where(id === undefined ? undefined : eq(specialList.id, id))
    .orderBy(asc(specialList.sort), asc(specialList.id));

/** Every special list's id, in the shop's order, locked to the end of the transaction. */
export const lockSpecialLists = (db: Db) =>
  db
    .select({ id: specialList.id })
    .from(specialList)
    .orderBy(asc(specialList.sort), asc(specialList.id))
    .for('update')
    .then((r) => r.map((x) => x.id));

export const arrangeSpecialLists = (db: Db, ids: number[]) =>
  db.execute(sql`update special_list set sort = o.ord - 1
    from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality o(id, ord) where special_list.id = o.id`);

export const lockSpecialList = (db: Db, id: number) =>
  db
    .select()
    .from(specialList)
    .where(eq(specialList.id, id))
    .for('update')
    .then((r) => r[0]);

export const listItemIds = (db: Db, listId: number) =>
  db
    .select({ skuId: specialListItem.skuId })
    .from(specialListItem)
    .where(eq(specialListItem.listId, listId))
    .orderBy(asc(specialListItem.sort), asc(specialListItem.skuId))
    .then((r) => r.map((x) => x.skuId));

/** A new list goes last. */
export const insertSpecialList = (db: Db, values: Pick<typeof specialList.$inferInsert, 'titles' | 'subtitles'>) =>
  db
    .insert(specialList)
    .values({ ...values, sort: sql`(select coalesce(max(l.sort) + 1, 0) from special_list l)` })
    .returning({ id: specialList.id })
    .then((r) => r[0]!.id);

export const updateSpecialList = (
  db: Db,
  id: number,
  values: Pick<typeof specialList.$inferInsert, 'titles' | 'subtitles'>,
) => db.update(specialList).set(values).where(eq(specialList.id, id));

/** The list's SKUs replaced by `skuIds`, in that order. */
export async function setListItems(db: Db, listId: number, skuIds: number[]) {
  await db.delete(specialListItem).where(eq(specialListItem.listId, listId));
  if (skuIds.length) await db.insert(specialListItem).values(skuIds.map((skuId, sort) => ({ listId, skuId, sort })));
}

export const deleteSpecialList = async (db: Db, id: number) => {
  await db.delete(specialListItem).where(eq(specialListItem.listId, id));
  await db.delete(specialList).where(eq(specialList.id, id));
};

/** The SKUs a country's recommendations show first, in order. */
export const pinnedIds = (db: Db, countryCode: string) =>
  db
    .select({ skuId: homeRecommendation.skuId })
    .from(homeRecommendation)
    .where(eq(homeRecommendation.countryCode, countryCode))
    .orderBy(asc(homeRecommendation.sort))
    .then((r) => r.map((x) => x.skuId));

export async function setPinned(db: Db, countryCode: string, skuIds: number[]) {
  await db.delete(homeRecommendation).where(eq(homeRecommendation.countryCode, countryCode));
  if (skuIds.length)
    await db.insert(homeRecommendation).values(skuIds.map((skuId, sort) => ({ countryCode, skuId, sort })));
}

/** Of `ids`, those with a price in the country (the others are not sold there). */
export const pricedIn = (db: Db, ids: number[], countryCode: string) =>
  ids.length
    ? queryRows<{ id: number }>(
        db,
        sql`select sku_id as id from sku_price where country_code = ${countryCode}
            and sku_id = any(${`{${ids.join(',')}}`}::int[])`,
      ).then((r) => new Set(r.map((x) => Number(x.id))))
    : Promise.resolve(new Set<number>());

export const knownSkus = (db: Db, ids: number[]) =>
  ids.length
    ? db
        .select({ id: sku.id })
        .from(sku)
        .where(sql`${sku.id} = any(${`{${ids.join(',')}}`}::int[])`)
        .then((r) => new Set(r.map((x) => x.id)))
    : Promise.resolve(new Set<number>());
