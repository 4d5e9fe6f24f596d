import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import type { Localized } from '../../db/schema/index.js';

/** Every category with its product count, locked to the end of the transaction when `lock`. */
export const categoryRows = (db: Db, lock = false) =>
  queryRows<{
    id: number;
    parentId: number | null;
    names: Localized;
    icon: string | null;
    sort: number;
    products: number;
  }>(
    db,
    lock
      ? // The whole tree is locked: two moves at once cannot make a loop between them.
        sql`select id, parent_id as "parentId", names, icon, sort, 0 as products from category order by sort, id for update`
      : sql`select c.id, c.parent_id as "parentId", c.names, c.icon, c.sort,
              (select count(*) from product p where p.category_id = c.id)::int as products
            from category c order by c.sort, c.id`,
  );
