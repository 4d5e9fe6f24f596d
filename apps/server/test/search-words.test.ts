import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.js';
import { brandAside, inOneName, nameStartsWith, type WordMatch } from '../src/modules/catalogue/search.words.js';
import { saveProductTexts } from '../src/shared/search-text/product.writer.js';
import { createTestApp } from './support/app.js';
import { searchNames } from './support/search.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** Search documents as shared/search-text/document.ts writes them: names, then word forms, by " | ". */
const DOCS = {
  brand: 'cabaoxn organic shampoo | cabaoxn dau goi huu co',
  fish: 'tilapia | ca ro phi',
  milk: 'family pack fresh milk | sua tuoi goi gia dinh',
  noodles: 'instant noodles | mi an lien goi',
  pickled: 'ผักกาดดอง | ผัก กาด ดอง',
  litre: 'water 1.5l | nuoc 1.5l',
};

/** Whether a test of search.words.ts holds for a document, as the search runs it. */
async function holds(test: (doc: SQL) => SQL, doc: string) {
  const [row] = await queryRows<{ hit: boolean }>(app.db, sql`select ${test(sql`${doc}::text`)} as hit`);
  return row!.hit;
}
const found = (words: string[], how: WordMatch, doc: string) => holds((d) => inOneName(d, words, how), doc);
const startsName = (phrase: string, doc: string) => holds((d) => nameStartsWith(d, [phrase]), doc);
/** A document with its brand set aside, given its names as search_names stores them. */
async function aside(doc: string, names: string[]) {
  const list = `{${names.map((n) => JSON.stringify(n)).join(',')}}`;
  const [row] = await queryRows<{ aside: string }>(
    app.db,
    sql`select ${brandAside(sql`${doc}::text`, sql`${list}::text[]`)} as aside`,
  );
  return row!.aside;
}

describe('how a keyword’s words meet a name', () => {
  it('finds a Latin word of one or two letters only whole, never as the start of a word', async () => {
    expect(await found(['ca'], 'start', DOCS.fish)).toBe(true);
    expect(await found(['ca'], 'start', DOCS.brand)).toBe(false);
    expect(await found(['mi'], 'start', DOCS.milk)).toBe(false);
    expect(await startsName('ca', DOCS.brand)).toBe(false);
  });

  it('finds a longer word at a word start only when asked for starts', async () => {
    expect(await found(['sham'], 'start', DOCS.brand)).toBe(true);
    expect(await found(['sham'], 'whole', DOCS.brand)).toBe(false);
    expect(await found(['shampoo'], 'whole', DOCS.brand)).toBe(true);
    expect(await startsName('cabaoxn organic', DOCS.brand)).toBe(true);
    expect(await startsName('cab', DOCS.brand)).toBe(false);
  });

  it('wants every word within one name, in any order', async () => {
    expect(await found(['goi', 'sua'], 'whole', DOCS.milk)).toBe(true);
    expect(await found(['goi', 'milk'], 'whole', DOCS.milk)).toBe(false);
    expect(await found(['mi', 'goi'], 'whole', DOCS.noodles)).toBe(true);
    expect(await found(['instant', 'lien'], 'start', DOCS.noodles)).toBe(false);
  });

  it('counts words of unspaced scripts from a word start, and reads a keyword’s symbols as written', async () => {
    expect(await found(['ผัก', 'ดอง'], 'whole', DOCS.pickled)).toBe(true);
    expect(await startsName('ผักกาด', DOCS.pickled)).toBe(true);
    expect(await found(['1.5l'], 'whole', DOCS.litre)).toBe(true);
    expect(await found(['1x5l'], 'whole', DOCS.litre)).toBe(false);
    expect(await found(['%', '_'], 'start', DOCS.litre)).toBe(false);
  });
});

describe('a brand set aside', () => {
  it('is the word every translated name starts with', async () => {
    expect(await aside(DOCS.brand, ['cabaoxn organic shampoo', 'cabaoxn dau goi huu co'])).toBe(
      'organic shampoo | dau goi huu co',
    );
    const thai = 'zaolumu organic mango | zaolumu มะม่วงออร์แกนิก | zaolumu มะ ม่วง ออร์แกนิ ก';
    expect(await aside(thai, ['zaolumu organic mango', 'zaolumu มะม่วงออร์แกนิก'])).toBe(
      'organic mango | มะม่วงออร์แกนิก | มะ ม่วง ออร์แกนิ ก',
    );
  });

  it('is no brand when a name lacks it, or when the names are one name untranslated', async () => {
    expect(await aside(DOCS.milk, ['family pack fresh milk', 'sua tuoi goi gia dinh'])).toBe(DOCS.milk);
    const same = 'coca-cola zero | coca-cola zero';
    expect(await aside(same, ['coca-cola zero', 'coca-cola zero'])).toBe(same);
  });
});

describe('search ranks a product by what it is, brand aside', () => {
  it('a brand in front of every name ranks the product with the names of its kind', async () => {
    // Product 16 is "Xoài cao cấp" (Premium Mango); "Xoài sấy …" is dried mango.
    const [mango] = await queryRows<{ names: Record<string, string> }>(
      app.db,
      sql`select names from product where id = 16`,
    );
    const branded = Object.fromEntries(Object.entries(mango!.names).map(([l, n]) => [l, `Zaolumu ${n}`]));
    await saveProductTexts(app.db, 16, { names: branded });
    const names = await searchNames(app, 'xoài', 'vi-VN');
    const dried = names.filter((n) => n.startsWith('Xoài sấy'));
    expect(dried.length).toBeGreaterThan(0);
    expect(names.indexOf('Zaolumu Xoài cao cấp'), names.join(', ')).toBeLessThan(names.indexOf(dried[0]!));
  });

  it('a name starting with a synonym ranks before one holding the keyword inside', async () => {
    // "มาม่า" is a synonym of instant noodles; "บะหมี่ถ้วยมาม่า …" is a cup of one brand.
    const names = await searchNames(app, 'มาม่า', 'th-TH');
    const instant = names.filter((n) => n.startsWith('บะหมี่กึ่งสำเร็จรูป'));
    const cup = names.findIndex((n) => n.startsWith('บะหมี่ถ้วย'));
    expect(instant.length).toBeGreaterThan(1);
    expect(cup === -1 || instant.every((n) => names.indexOf(n) < cup), names.join(', ')).toBe(true);
  });

  it('a keyword typed with its marks ranks names written with them first', async () => {
    // Folded alike: "dầu dừa" (coconut oil) and "đậu đũa" (long beans).
    const names = await searchNames(app, 'dầu dừa', 'vi-VN');
    const beans = names.findIndex((n) => n.startsWith('Đậu đũa'));
    const oils = names.filter((n) => n.startsWith('Dầu dừa'));
    expect(oils.length).toBeGreaterThan(1);
    expect(
      oils.every((n) => beans === -1 || names.indexOf(n) < beans),
      names.join(', '),
    ).toBe(true);
  });
});

describe('search ranks whole words of one name first', () => {
  it('a tone-less syllable does not find the brands it starts', async () => {
    await saveProductTexts(app.db, 267, {
      names: { 'en-US': 'Cabaoxn Organic Shampoo', 'vi-VN': 'Cabaoxn Dầu gội hữu cơ' },
    });
    // In the renamed product's category, where "cá" has few products to find ("Băng cá nhân").
    const [shampoo] = await queryRows<{ categoryId: number }>(
      app.db,
      sql`select category_id as "categoryId" from product where id = 267`,
    );
    const categoryId = shampoo!.categoryId;
    const inCategory = async (keyword: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/sku/search',
        payload: { keyword, warehouseId: 1, pageSize: 20, categoryId },
        headers: { 'accept-language': 'vi-VN' },
      });
      return (res.json().data as { list: { name: string }[] }).list.map((c) => c.name);
    };
    expect((await inCategory('cá')).filter((n) => n.startsWith('Cabaoxn'))).toEqual([]);
    expect(await inCategory('cabaoxn')).toContain('Cabaoxn Dầu gội hữu cơ');
    expect(await inCategory('cabao')).toContain('Cabaoxn Dầu gội hữu cơ');
  });

  it('a keyword’s words spread over two languages’ names find nothing', async () => {
    // "mì" starts "milk" of the English name, "gói" is a word of the Vietnamese one.
    const names = await searchNames(app, 'mì gói', 'vi-VN');
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((n) => !n.startsWith('Mì '))).toEqual([]);
  });

  it('words typed in part rank below a synonym found whole', async () => {
    await saveProductTexts(app.db, 75, {
      names: { 'en-US': 'Baomailee Local Potato', 'vi-VN': 'Baomailee Khoai tây địa phương' },
    });
    const names = await searchNames(app, 'bao tay', 'vi-VN');
    const brand = names.indexOf('Baomailee Khoai tây địa phương');
    const gloves = names.filter((n) => n.startsWith('Găng tay'));
    expect(gloves.length).toBeGreaterThan(0);
    expect(brand === -1 || gloves.every((g) => names.indexOf(g) < brand), names.join(', ')).toBe(true);
  });
});
