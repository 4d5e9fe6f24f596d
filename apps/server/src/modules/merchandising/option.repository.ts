import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import type { Localized } from '../../db/schema/index.js';

/** A product's options as stored, each with its values, both in their order. */
export interface OptionRow {
  optionId: number;
  names: Localized;
  values: { valueId: number; names: Localized }[];
}

export const optionRows = (db: Db, productId: number) =>
  queryRows<OptionRow>(
    db,
    sql`select o.id as "optionId", o.names,
          coalesce(json_agg(json_build_object('valueId', v.id, 'names', v.names) order by v.sort, v.id)
            filter (where v.id is not null), '[]'::json) as values
        from product_option o left join product_option_value v on v.option_id = o.id
        where o.product_id = ${productId}
        group by o.id
        order by o.sort, o.id`,
  );

/** The value each of the product's SKUs holds of each option. */
export const skuValueRows = (db: Db, productId: number) =>
  queryRows<{ skuId: number; optionId: number; valueId: number; retired: boolean }>(
    db,
    sql`select sov.sku_id as "skuId", sov.option_id as "optionId", sov.value_id as "valueId",
          s.retired_at is not null as retired
        from sku_option_value sov join sku s on s.id = sov.sku_id
        where s.product_id = ${productId}`,
  );

/** The selling units in use, every language's, the most used first. */
export const unitRows = (db: Db) =>
  queryRows<{ units: Localized }>(
    db,
    sql`select units from sku group by units order by count(*) desc, units->>'en-US' limit 100`,
  );
