import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bearer, call, DEMO, loginByPassword } from './auth.js';
import { type Headers, rows } from './order.js';

/** A card of the shop's search, as the catalogue tests read it. */
export interface ShopCard {
  productSkuId: number;
  productId: number;
  name: string;
  price: number;
  spec: string;
  stock: number | null;
  is18Plus: boolean;
}

/**
 * The catalogue staff's API and the shop beside it, for the merchandising test files: the console
 * calls as Tùng Ngô (the catalogue role) unless other headers are given, the shop as anyone.
 */
export async function catalogueDesk(app: FastifyInstance) {
  const staff = bearer(await loginByPassword(app, DEMO.catalogue.phone, DEMO.catalogue.password));
  const operations = bearer(await loginByPassword(app, DEMO.operations.phone, DEMO.operations.password));
  const get = (url: string, query: Record<string, string> = {}, headers: Headers = staff) =>
    call(app, 'GET', url, { query, headers });
  const post = (url: string, body: unknown, headers: Headers = staff) => call(app, 'POST', url, { body, headers });
  const shop = {
    search: async (keyword: string, locale = 'en-US', warehouseId = 1) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/sku/search',
          payload: { keyword, warehouseId, pageSize: 20 },
          headers: { 'accept-language': locale },
        })
      ).json().data as { total: number; list: ShopCard[] },
    detail: (productSkuId: number, locale = 'en-US', warehouseId = 1) =>
      app.inject({
        method: 'POST',
        url: '/api/sku/detail',
        payload: { productSkuId, warehouseId },
        headers: { 'accept-language': locale },
      }),
    categories: async (locale = 'en-US') =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/product/category/listWithChildren',
          headers: { 'accept-language': locale },
        })
      ).json().data as ShopCategory[],
  };
  const auditOf = (action: string, target: string) =>
    rows<{ actorMemberId: number; detail: Record<string, unknown>; ip: string | null }>(
      app,
      sql`select actor_member_id as "actorMemberId", detail, ip from audit_log
          where action = ${action} and target = ${target} order by id`,
    );
  return { staff, operations, get, post, shop, auditOf };
}

export interface ShopCategory {
  id: number;
  name: string;
  icon: string | null;
  is18Plus: boolean;
  children: ShopCategory[];
}

/** A leaf category of the shop's tree outside the 18+ subtree. */
export async function everydayCategory(app: FastifyInstance) {
  const [row] = await rows<{ id: number }>(
    app,
    sql`select c.id from category c
        where c.parent_id is not null and not exists (select 1 from category k where k.parent_id = c.id)
          and c.id <> coalesce((select (value #>> '{}')::int from app_setting where key = 'UNDER_18_CATEGORY_ID'), -1)
          and coalesce(c.parent_id, -1) <> coalesce((select (value #>> '{}')::int from app_setting where key = 'UNDER_18_CATEGORY_ID'), -1)
        order by c.id limit 1`,
  );
  return Number(row!.id);
}
