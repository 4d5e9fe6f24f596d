import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import type { Localized } from '../../db/schema/index.js';

/** Every SKU as a row of the file, with its product, prices and (in a warehouse) stock. */
export const exportRows = (db: Db, warehouseId: number | null) =>
  queryRows<{
    skuId: number;
    productId: number;
    categoryId: number;
    names: Localized;
    specs: Localized;
    units: Localized;
    barcode: string | null;
    onShelf: boolean;
    prices: Record<string, number> | null;
    onHand: number | null;
  }>(
    db,
    sql`select s.id as "skuId", p.id as "productId", p.category_id as "categoryId", p.names, s.specs, s.units,
          s.barcode, s.on_shelf as "onShelf",
          (select json_object_agg(sp.country_code, sp.price) from sku_price sp where sp.sku_id = s.id) as prices,
          ${warehouseId === null ? sql`null::int` : sql`coalesce((select st.on_hand from stock st where st.sku_id = s.id and st.warehouse_id = ${warehouseId}), 0)`} as "onHand"
        from sku s join product p on p.id = s.product_id
        order by p.id, s.id`,
  );

/** What an import checks its rows against: every SKU (its product, options, stock held), categories, countries. */
export const importFacts = (db: Db, warehouseId: number | null) =>
  queryRows<{
    skus: { id: number; productId: number; specs: Localized; options: boolean; reserved: number }[] | null;
    products: { id: number; options: boolean; specs: string[] }[] | null;
    categories: number[] | null;
    countries: { code: string; digits: number }[] | null;
    warehouse: boolean;
  }>(
    db,
    sql`select
        (select json_agg(json_build_object('id', s.id, 'productId', s.product_id, 'specs', s.specs,
           'options', exists (select 1 from product_option o where o.product_id = s.product_id),
           'reserved', coalesce((select st.reserved from stock st where st.sku_id = s.id and st.warehouse_id = ${warehouseId ?? -1}), 0)))
         from sku s) as skus,
        (select json_agg(json_build_object('id', p.id,
           'options', exists (select 1 from product_option o where o.product_id = p.id),
           'specs', (select coalesce(json_agg(lower(s.specs->>'en-US')), '[]'::json) from sku s where s.product_id = p.id)))
         from product p) as products,
        (select json_agg(id) from category) as categories,
        (select json_agg(json_build_object('code', country_code, 'digits', currency_digits)) from country) as countries,
        exists (select 1 from warehouse where id = ${warehouseId ?? -1}) as warehouse`,
  ).then((r) => r[0]!);
