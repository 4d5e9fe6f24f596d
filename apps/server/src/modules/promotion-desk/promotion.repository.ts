import type { OfferState } from '@storefront/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { country, promotion } from '../../db/schema/index.js';
import { endNow, soonestFirst, stateOf, stateWhere } from './desk.window.js';

const columns = { p: promotion, currencyCode: country.currencyCode, state: stateOf(promotion) };

const rows = (db: Db) =>
  db.select(columns).from(promotion).innerJoin(country, eq(country.countryCode, promotion.countryCode));

export interface PromotionFilter {
  kind?: 'price' | 'ladder' | 'fullReduction' | undefined;
  countryCode?: string | undefined;
  state?: OfferState | undefined;
  /** A number: the promotion's, its SKU's or its scope's; else text anywhere in its titles. */
  keyword?: string | undefined;
}

function whereOf(f: PromotionFilter): SQL | undefined {
  const keyword = f.keyword?.trim();
  const id = keyword && /^\d{1,9}$/.test(keyword) ? Number(keyword) : null;
  const like = keyword ? `%${keyword.toLowerCase().replace(/[\\%_]/g, '\\$&')}%` : null;
  return and(
    f.kind ? eq(promotion.kind, f.kind) : undefined,
    f.countryCode ? eq(promotion.countryCode, f.countryCode.toUpperCase()) : undefined,
    f.state ? stateWhere(promotion, f.state) : undefined,
    id !== null
      ? sql`(${promotion.id} = ${id} or ${promotion.skuId} = ${id} or ${promotion.scopeId} = ${id})`
      : like
        ? sql`lower(${promotion.titles}::text) like ${like}`
        : undefined,
  );
}

export async function listPromotions(db: Db, f: PromotionFilter, limit: number, offset: number) {
  const where = whereOf(f);
  const [list, [count]] = await Promise.all([
    rows(db)
      .where(where)
      .orderBy(...soonestFirst(promotion))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(promotion)
      .where(where),
  ]);
  return { list, total: Number(count?.n ?? 0) };
}

export const findPromotion = (db: Db, id: number) =>
  rows(db)
    .where(eq(promotion.id, id))
    .then((r) => r[0]);
export type PromotionRow = NonNullable<Awaited<ReturnType<typeof findPromotion>>>;

/** Ends it now (see `endNow`); false when it had already ended or does not exist. */
export const endPromotion = (db: Db, id: number) =>
  db
    .update(promotion)
    .set({ endsAt: endNow(promotion).set })
    .where(and(eq(promotion.id, id), endNow(promotion).open))
    .returning({ id: promotion.id })
    .then((r) => r.length === 1);

/** The row under a lock, for a change and its audit's "before". */
export const lockPromotion = (db: Db, id: number) =>
  db
    .select()
    .from(promotion)
    .where(eq(promotion.id, id))
    .for('update')
    .then((r) => r[0]);

export type PromotionValues = Omit<typeof promotion.$inferInsert, 'id'>;

export const insertPromotion = (db: Db, values: PromotionValues) =>
  db
    .insert(promotion)
    .values(values)
    .returning({ id: promotion.id })
    .then((r) => r[0]!.id);

export const updatePromotion = (db: Db, id: number, values: PromotionValues) =>
  db.update(promotion).set(values).where(eq(promotion.id, id));
