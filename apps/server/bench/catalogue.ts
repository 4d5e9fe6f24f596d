// The bench's catalogue: the demo catalogue (seedCatalogue), then brands × its products × their
// sizes until about `targetSkus` SKUs — distinct names a shop of that size would have ("Sunmira
// Organic Fuji Apple", "Kovaleo ข้าวหอมมะลิ"), each product in its source's category with a share
// of its sizes, prices scaled per brand, stock in every warehouse and promotions of every kind.
// Products are indexed by the same searchDocument as the seed; the rest is derived in SQL in a
// few statements, so 100k SKUs seed in well under a minute. Bench only: never a shop's data.
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/db/client.js';
import { seedCatalogue } from '../src/db/seed/catalogue/index.js';
import { prng } from '../src/db/seed/catalogue/generate.js';
import { searchDocument } from '../src/shared/search-text/document.js';

const ONSETS = ['b', 'd', 'f', 'g', 'h', 'k', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'z', 'ch', 'th', 'tr'];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ao', 'ee', 'oo'];
const ENDINGS = ['', '', 'n', 'm', 'ng', 'r', 'x', 'co', 'ra', 'lee', 'ta'];

/** Invented brand names, two or three syllables, capitalised: deterministic and distinct. */
function brands(count: number, rnd: ReturnType<typeof prng>): string[] {
  const out = new Set<string>();
  const pick = <T>(list: T[]) => list[rnd.int(0, list.length - 1)]!;
  while (out.size < count) {
    const syllables = rnd.int(2, 3);
    let name = '';
    for (let i = 0; i < syllables; i++) name += pick(ONSETS) + pick(VOWELS);
    name += pick(ENDINGS);
    out.add(name[0]!.toUpperCase() + name.slice(1));
  }
  return [...out];
}

interface Source {
  id: number;
  categoryId: number;
  names: Record<string, string>;
  art: string;
  fulfilment: string;
  bulky: boolean;
  skus: number;
}

export async function seedBenchCatalogue(database: Database, targetSkus: number): Promise<number> {
  const { db } = database;
  let last = Date.now();
  const step = async (label: string, run: () => Promise<unknown>) => {
    await run();
    // Fresh tables have no statistics: without them the next statement's joins are planned blind.
    await database.execute('analyze');
    if (process.env.BENCH_VERBOSE) console.log(`  ${label}: ${((Date.now() - last) / 1000).toFixed(1)} s`);
    last = Date.now();
  };
  await step('demo catalogue', () => seedCatalogue(db, 1));
  // A bulk load is faster into tables without their secondary indexes (trigram GIN above all),
  // built once afterwards from their own definitions.
  const indexes = await queryRows<{ name: string; def: string }>(
    db,
    sql`select i.indexname as name, i.indexdef as def from pg_indexes i
      where i.schemaname = 'public' and i.tablename in ('product', 'sku', 'sku_price', 'stock', 'promotion')
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const index of indexes) await database.execute(`drop index "${index.name}"`);
  const sources = await queryRows<Source>(
    db,
    sql`select p.id, p.category_id as "categoryId", p.names, p.art, p.fulfilment, p.bulky,
      (select count(*)::int from sku s where s.product_id = p.id) as skus
    from product p order by p.id`,
  );
  const demoSkus = sources.reduce((n, s) => n + s.skus, 0);
  // Each branded product keeps about four in five of its source's sizes.
  const perSource = Math.max(0, Math.ceil((targetSkus - demoSkus) / (demoSkus * 0.8)));
  const rnd = prng(12);
  const brandNames = brands(Math.max(perSource * 3, 60), rnd);
  const rows = sources.flatMap((source) => {
    const chosen = new Set<string>();
    while (chosen.size < perSource) chosen.add(brandNames[rnd.int(0, brandNames.length - 1)]!);
    return [...chosen].map((brand) => {
      const names = Object.fromEntries(Object.entries(source.names).map(([l, n]) => [l, `${brand} ${n}`]));
      // Descriptions (and their searchable text) are the source's, copied in SQL below.
      const doc = searchDocument(names, {});
      return {
        source_id: source.id,
        factor: Math.round((0.7 + rnd.next() * 0.9) * 100) / 100,
        category_id: source.categoryId,
        names,
        art: source.art,
        search_text: doc.searchText,
        search_names: doc.searchNames,
        fulfilment: source.fulfilment,
        bulky: source.bulky,
        age_seconds: rnd.int(0, 90 * 86_400),
      };
    });
  });
  await database.execute(
    `create table bench_map (product_id int primary key, source_id int not null, factor float8 not null)`,
  );
  // Ids taken from the product sequence up front, so each new product's source is known.
  const [first] = await queryRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence('product', 'id'))::int as id`,
  );
  const firstId = Number(first!.id);
  await db.execute(sql`select setval(pg_get_serial_sequence('product', 'id'), ${firstId + rows.length})`);
  for (let i = 0; i < rows.length; i += 2000) {
    const batch = rows.slice(i, i + 2000).map((r, j) => ({ id: firstId + i + j, ...r }));
    await db.execute(sql`
      with r as (
        select * from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(
          id int, source_id int, factor float8, category_id int, names jsonb, art text,
          search_text text, search_names text[], fulfilment text, bulky boolean, age_seconds int)
      ), inserted as (
        insert into product (id, category_id, names, descriptions, art, search_text, search_names, search_description,
          fulfilment, bulky, created_at)
        select r.id, r.category_id, r.names, p.descriptions, r.art, r.search_text, r.search_names,
          p.search_description, r.fulfilment, r.bulky, now() - r.age_seconds * interval '1 second'
        from r join product p on p.id = r.source_id
      )
      insert into bench_map (product_id, source_id, factor) select id, source_id, factor from r`);
  }
  const h = (expr: string) => `abs(hashtext(${expr}))`;
  // Rows derived from rows that exist: foreign-key checks (a trigger per row) are skipped for
  // these bulk inserts, on the one connection that runs each of them.
  const bulk = (statement: string) =>
    database.execute(`set session_replication_role = replica; ${statement}; set session_replication_role = default`);
  await step('products', async () => undefined);
  await step('skus', () =>
    bulk(`
    insert into sku (product_id, specs, units, barcode, sales_count, created_at)
    select m.product_id, s.specs, s.units,
      '893' || lpad((${h(`'b' || m.product_id || ':' || s.id`)} % 10000000000)::text, 10, '0'),
      (power((${h(`'s' || m.product_id || ':' || s.id`)} % 1000) / 1000.0, 2) * 5000)::int, p.created_at
    from bench_map m
    join sku s on s.product_id = m.source_id
    join product p on p.id = m.product_id
    where ${h(`'k' || m.product_id || ':' || s.id`)} % 10 < 8
      or s.id = (select min(id) from sku x where x.product_id = m.source_id)
    order by m.product_id, s.id`),
  );
  await step('prices', () =>
    bulk(`
    insert into sku_price (sku_id, country_code, price)
    select distinct on (ns.id, sp.country_code) ns.id, sp.country_code,
      greatest(round(sp.price * m.factor / 10) * 10, 1)::bigint
    from bench_map m
    join sku ns on ns.product_id = m.product_id
    join sku os on os.product_id = m.source_id and os.specs = ns.specs
    join sku_price sp on sp.sku_id = os.id
    order by ns.id, sp.country_code, os.id`),
  );
  await step('stock', () =>
    bulk(`
    insert into stock (sku_id, warehouse_id, on_hand, reserved)
    select s.id, w.id,
      case when x.roll < 8 then 0 when x.roll < 18 then 1 + x.more % 5 else 10 + x.more % 291 end,
      case when x.roll >= 18 then x.more % 4 else 0 end
    from bench_map m join sku s on s.product_id = m.product_id cross join warehouse w,
      lateral (select ${h(`'r' || s.id || ':' || w.id`)} % 100 as roll, ${h(`'m' || s.id || ':' || w.id`)} as more) x`),
  );
  // Promotions like the demo's: per country, 15 % a price, 5 % a ladder, 5 % a full reduction.
  await step('promotions', () =>
    bulk(`
    insert into promotion (kind, country_code, scope, sku_id, titles, promotion_price, tiers, threshold_amount,
      reduction_amount, starts_at, ends_at)
    with template as (
      select distinct on (d.country_code, d.kind) d.country_code, d.kind, d.titles, d.threshold_amount,
        d.reduction_amount, d.starts_at, d.ends_at
      from promotion d where d.scope = 'sku' order by d.country_code, d.kind, d.id
    ), rolled as (
      select s.id as sku_id, sp.country_code, sp.price,
        case when x.roll < 15 then 'price' when x.roll < 20 then 'ladder' when x.roll < 25 then 'fullReduction' end as kind
      from bench_map m
      join sku s on s.product_id = m.product_id
      join sku_price sp on sp.sku_id = s.id,
        lateral (select ${h(`'p' || s.id || ':' || sp.country_code`)} % 100 as roll) x
    )
    select k.kind, r.country_code, 'sku', r.sku_id, k.titles,
      case when k.kind = 'price' then greatest(round(r.price * 0.8), 1)::bigint end,
      case when k.kind = 'ladder' then jsonb_build_array(
        jsonb_build_object('minQuantity', 1, 'price', r.price),
        jsonb_build_object('minQuantity', 3, 'price', round(r.price * 0.9)),
        jsonb_build_object('minQuantity', 6, 'price', round(r.price * 0.8))) end,
      k.threshold_amount, k.reduction_amount, k.starts_at, k.ends_at
    from rolled r join template k on k.country_code = r.country_code and k.kind = r.kind`),
  );
  await step('indexes', () =>
    Promise.all(indexes.map((index) => database.execute(`set maintenance_work_mem = '256MB'; ${index.def}`))),
  );
  await database.execute('drop table bench_map');
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from sku`);
  return Number(count?.n ?? 0);
}
