import type { Db } from '../../client.js';
import { freightRule, promotion, warehouseFreight } from '../../schema/index.js';
import { toLocalPrice } from '../data/places.js';
import { localized } from '../data/texts.js';
import type { Words } from '../data/vocabulary.js';

/** Leaf categories whose goods are shipped merchandise (a later date, checked out apart). */
export const SHIPPED_CATEGORIES = new Set(['apparel', 'kitchen']);
/** Leaf categories whose goods are bulky (an extra delivery fee). */
export const BULKY_CATEGORIES = new Set(['paper']);

const TITLES: Record<'category' | 'store' | 'product', Words> = {
  category: [
    'Fresh food: spend and save',
    '生鲜满减',
    'Thực phẩm tươi: mua nhiều giảm nhiều',
    'ของสด ซื้อครบลดเลย',
    'ອາຫານສົດ ຊື້ຄົບຫຼຸດເລີຍ',
    'Sariwang pagkain: gumastos at makatipid',
  ],
  store: [
    'Store-wide: spend and save',
    '全场满减',
    'Toàn cửa hàng: mua nhiều giảm nhiều',
    'ทั้งร้าน ซื้อครบลดเลย',
    'ທັງຮ້ານ ຊື້ຄົບຫຼຸດເລີຍ',
    'Buong tindahan: gumastos at makatipid',
  ],
  product: [
    'Snack deal: spend and save',
    '零食满减',
    'Đồ ăn vặt: mua nhiều giảm nhiều',
    'ขนม ซื้อครบลดเลย',
    'ເຂົ້າໜົມ ຊື້ຄົບຫຼຸດເລີຍ',
    'Meryenda: gumastos at makatipid',
  ],
};

/**
 * Full reductions wider than one SKU, per country: over a category (and its descendants), over
 * one product (all its sizes) and over the whole store, so the demo cart shows every scope.
 */
export async function seedScopedPromotions(
  db: Db,
  countries: string[],
  target: { categoryId: number; productId: number },
  window: { startsAt: Date; endsAt: Date },
) {
  await db.insert(promotion).values(
    countries.flatMap((c) => [
      {
        kind: 'fullReduction' as const,
        countryCode: c,
        scope: 'category' as const,
        scopeId: target.categoryId,
        titles: localized(TITLES.category),
        thresholdAmount: toLocalPrice(c, 1500),
        reductionAmount: toLocalPrice(c, 200),
        ...window,
      },
      {
        kind: 'fullReduction' as const,
        countryCode: c,
        scope: 'product' as const,
        scopeId: target.productId,
        titles: localized(TITLES.product),
        thresholdAmount: toLocalPrice(c, 800),
        reductionAmount: toLocalPrice(c, 100),
        ...window,
      },
      {
        kind: 'fullReduction' as const,
        countryCode: c,
        scope: 'store' as const,
        titles: localized(TITLES.store),
        thresholdAmount: toLocalPrice(c, 4000),
        reductionAmount: toLocalPrice(c, 500),
        ...window,
      },
    ]),
  );
}

/** Every warehouse's delivery fee, and extra fees beyond 5 and 10 km and for bulky goods. */
export async function seedFreight(db: Db, warehouses: { id: number; countryCode: string }[]) {
  await db
    .insert(warehouseFreight)
    .values(warehouses.map((w) => ({ warehouseId: w.id, basicFee: toLocalPrice(w.countryCode, 150) })));
  await db.insert(freightRule).values(
    warehouses.flatMap((w) => [
      { warehouseId: w.id, kind: 'distance' as const, threshold: 5, fee: toLocalPrice(w.countryCode, 50) },
      { warehouseId: w.id, kind: 'distance' as const, threshold: 10, fee: toLocalPrice(w.countryCode, 120) },
      { warehouseId: w.id, kind: 'bulky' as const, threshold: 1, fee: toLocalPrice(w.countryCode, 100) },
    ]),
  );
}
