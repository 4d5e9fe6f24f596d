import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../client.js';
import {
  appSetting,
  banner,
  category,
  freightActivity,
  hotWord,
  product,
  promotion,
  region,
  sku,
  skuPrice,
  specialList,
  specialListItem,
  stock,
  warehouse,
} from '../../schema/index.js';
import { generateProducts, prng } from './generate.js';
import { seedSynonyms } from './synonyms.js';
import { BULKY_CATEGORIES, SHIPPED_CATEGORIES, seedFreight, seedScopedPromotions } from './pricing.js';
import { REGIONS, toLocalPrice } from '../data/places.js';
import { BANNERS, FREIGHT_TITLES, HOT_WORDS, localized, PROMOTION_TITLES, SPECIAL_LISTS } from '../data/texts.js';
import { EVERYDAY_CATEGORIES, STAPLE_CATEGORIES } from '../data/staples.js';
import { WEEKLY_CATEGORIES } from '../data/weekly.js';
import { CATEGORIES, type CategoryDef } from '../data/vocabulary.js';

const COUNTRIES = ['VN', 'TH', 'PH', 'LA', 'CN'];
const DAY = 86_400_000;

async function inBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function seedPlaces(db: Db) {
  const warehouses: { id: number; countryCode: string }[] = [];
  for (const [i, r] of REGIONS.entries()) {
    const [row] = await db
      .insert(region)
      .values({ countryCode: r.countryCode, names: localized(r.names), sort: i })
      .returning({ id: region.id });
    const inserted = await db
      .insert(warehouse)
      .values(
        r.warehouses.map((w) => ({
          regionId: row!.id,
          countryCode: r.countryCode,
          names: localized(w.names),
          address: w.address,
          latitude: w.latitude,
          longitude: w.longitude,
          businessStartTime: w.hours[0],
          businessEndTime: w.hours[1],
          deliveryRadiusKm: w.radiusKm,
          pickup: w.pickup,
        })),
      )
      .returning({ id: warehouse.id, countryCode: warehouse.countryCode });
    warehouses.push(...inserted);
  }
  return warehouses;
}

async function seedCategories(db: Db) {
  const ids = new Map<string, number>();
  const insert = async (defs: CategoryDef[], parentId: number | null) => {
    for (const [i, def] of defs.entries()) {
      const [row] = await db
        .insert(category)
        .values({ parentId, names: localized(def.names), icon: `/api/images/category/${def.key}.svg`, sort: i })
        .returning({ id: category.id });
      ids.set(def.key, row!.id);
      if (def.adult) {
        // The setting is seeded null; an operator's own choice (non-null) is kept.
        await db
          .update(appSetting)
          .set({ value: row!.id })
          .where(
            and(
              eq(appSetting.key, 'UNDER_18_CATEGORY_ID'),
              sql`${appSetting.value} = 'null'::jsonb or ${appSetting.value} is null`,
            ),
          );
      }
      if (def.children) await insert(def.children, row!.id);
    }
  };
  await insert([...CATEGORIES, ...STAPLE_CATEGORIES, ...EVERYDAY_CATEGORIES, ...WEEKLY_CATEGORIES], null);
  return ids;
}

/**
 * The demo catalogue: places, categories, products and SKUs with prices in every
 * country, stock in every warehouse (some low, some none), promotions of the three kinds (SKU
 * promotions; full reductions over a SKU, a product, a category and the store), delivery fees and
 * rules, freight activities, banners, hot words, curated lists and search synonyms. Skipped when the database has products.
 */
export async function seedCatalogue(db: Db, copies = 1): Promise<void> {
  // Before the products check: a database seeded before synonyms existed gets them too.
  await seedSynonyms(db);
  const [existing] = await db.select({ id: product.id }).from(product).limit(1);
  if (existing) return;
  const rnd = prng(7);
  const warehouses = await seedPlaces(db);
  const categoryIds = await seedCategories(db);
  const products = generateProducts(copies);

  const skuRows: { id: number; usdCents: number; wave: number }[] = [];
  const productRows: { id: number; category: string }[] = [];
  await inBatches(products, 500, async (batch) => {
    const ids = await db
      .insert(product)
      .values(
        batch.map((p) => ({
          categoryId: categoryIds.get(p.item.category)!,
          names: p.names,
          descriptions: p.descriptions,
          art: p.art,
          searchText: p.searchText,
          searchNames: p.searchNames,
          searchDescription: p.searchDescription,
          fulfilment: SHIPPED_CATEGORIES.has(p.item.category) ? ('shipped' as const) : ('sameDay' as const),
          bulky: BULKY_CATEGORIES.has(p.item.category),
          createdAt: p.createdAt,
        })),
      )
      .returning({ id: product.id });
    batch.forEach((p, i) => productRows.push({ id: ids[i]!.id, category: p.item.category }));
    const skus = batch.flatMap((p, i) =>
      p.skus.map((s) => ({ ...s, productId: ids[i]!.id, createdAt: p.createdAt, wave: p.wave })),
    );
    const skuIds = await db
      .insert(sku)
      .values(skus.map(({ usdCents: _, wave: __, ...s }) => s))
      .returning({ id: sku.id });
    skuIds.forEach((row, i) => skuRows.push({ id: row.id, usdCents: skus[i]!.usdCents, wave: skus[i]!.wave }));
  });

  const prices = skuRows.flatMap((s) =>
    COUNTRIES.map((c) => ({ skuId: s.id, countryCode: c, price: toLocalPrice(c, s.usdCents) })),
  );
  await inBatches(prices, 2000, (b) => db.insert(skuPrice).values(b));
  // Each later wave of products (generate.ts) draws its stock and promotions from a generator of
  // its own, so the earlier SKUs keep the stock, promotions and curated lists they had before it.
  const waves = [rnd, prng(12), prng(13)].map((draw, wave) => ({ draw, rows: skuRows.filter((s) => s.wave === wave) }));
  const firstRows = waves[0]!.rows;
  const stockOf = (rows: typeof skuRows, rnd: ReturnType<typeof prng>) =>
    rows.flatMap((s) =>
      warehouses.map((w) => {
        const roll = rnd.next();
        const onHand = roll < 0.08 ? 0 : roll < 0.18 ? rnd.int(1, 5) : rnd.int(10, 300);
        return { skuId: s.id, warehouseId: w.id, onHand, reserved: onHand > 20 ? rnd.int(0, 3) : 0 };
      }),
    );
  const stocks = waves.flatMap((w) => stockOf(w.rows, w.draw));
  await inBatches(stocks, 2000, (b) => db.insert(stock).values(b));

  const startsAt = new Date(Date.now() - 7 * DAY);
  const endsAt = new Date(Date.now() + 60 * DAY);
  const promotionsOf = (rows: typeof skuRows, rnd: ReturnType<typeof prng>) =>
    COUNTRIES.flatMap((c) =>
      rows.flatMap((s): (typeof promotion.$inferInsert)[] => {
        const roll = rnd.next();
        const price = toLocalPrice(c, s.usdCents);
        const common = { countryCode: c, skuId: s.id, startsAt, endsAt };
        if (roll < 0.15)
          return [
            {
              ...common,
              kind: 'price' as const,
              titles: localized(PROMOTION_TITLES.price),
              promotionPrice: toLocalPrice(c, s.usdCents * 0.8),
            },
          ];
        if (roll < 0.2)
          return [
            {
              ...common,
              kind: 'ladder' as const,
              titles: localized(PROMOTION_TITLES.ladder),
              tiers: [
                { minQuantity: 1, price },
                { minQuantity: 3, price: toLocalPrice(c, s.usdCents * 0.9) },
                { minQuantity: 6, price: toLocalPrice(c, s.usdCents * 0.8) },
              ],
            },
          ];
        if (roll < 0.25)
          return [
            {
              ...common,
              kind: 'fullReduction' as const,
              titles: localized(PROMOTION_TITLES.fullReduction),
              thresholdAmount: toLocalPrice(c, 2000),
              reductionAmount: toLocalPrice(c, 300),
            },
          ];
        return [];
      }),
    );
  const promotions = waves.flatMap((w) => promotionsOf(w.rows, w.draw));
  await inBatches(promotions, 1000, (b) => db.insert(promotion).values(b));
  await seedScopedPromotions(
    db,
    COUNTRIES,
    {
      categoryId: categoryIds.get('fresh')!,
      productId: productRows.find((p) => p.category === 'biscuits')?.id ?? productRows[0]!.id,
    },
    { startsAt, endsAt },
  );
  await seedFreight(db, warehouses);

  await db.insert(freightActivity).values(
    warehouses.flatMap((w) => [
      {
        warehouseId: w.id,
        kind: 'free' as const,
        titles: localized(FREIGHT_TITLES.free),
        thresholdAmount: toLocalPrice(w.countryCode, 2500),
        fee: 0,
        startsAt,
        endsAt,
      },
      {
        warehouseId: w.id,
        kind: 'reduced' as const,
        titles: localized(FREIGHT_TITLES.reduced),
        thresholdAmount: toLocalPrice(w.countryCode, 1200),
        fee: toLocalPrice(w.countryCode, 100),
        startsAt,
        endsAt,
      },
    ]),
  );
  await db.insert(banner).values(
    COUNTRIES.flatMap((c) =>
      BANNERS.map((words, i) => ({
        countryCode: c,
        titles: localized(words),
        pic: `/api/images/banner/${i}.svg`,
        link: ['/searchList?categoryId=' + categoryIds.get('fruit'), '/promotion', '/specialList'][i]!,
        sort: i,
      })),
    ),
  );
  await db
    .insert(hotWord)
    .values(
      Object.entries(HOT_WORDS).flatMap(([locale, words]) => words.map((word, i) => ({ locale, word, sort: i }))),
    );
  for (const [i, list] of SPECIAL_LISTS.entries()) {
    const [row] = await db
      .insert(specialList)
      .values({ titles: localized(list.titles), subtitles: localized(list.subtitles), sort: i })
      .returning({ id: specialList.id });
    const picks = new Set<number>();
    while (picks.size < Math.min(24, firstRows.length)) picks.add(firstRows[rnd.int(0, firstRows.length - 1)]!.id);
    await db.insert(specialListItem).values([...picks].map((skuId, sort) => ({ listId: row!.id, skuId, sort })));
  }
}
