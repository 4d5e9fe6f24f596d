import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { generateProducts } from '../src/db/seed/catalogue/generate.js';
import { loadSynonyms, SYNONYM_FILES } from '../src/db/seed/catalogue/synonyms.js';
import { EVERYDAY_CATEGORIES, EVERYDAY_LINES, STAPLE_CATEGORIES, STAPLE_LINES } from '../src/db/seed/data/staples.js';
import { CATEGORIES, type CategoryDef, ITEMS } from '../src/db/seed/data/vocabulary.js';
import { WEEKLY_CATEGORIES, WEEKLY_LINES } from '../src/db/seed/data/weekly.js';
import { fold } from '../src/lib/fold.js';
import { FEW } from '../src/modules/catalogue/search.service.js';
import { hasEmoji } from '../src/modules/image/emoji.js';
import { isUnspaced } from '../src/shared/search-text/words.js';
import { createTestApp } from './support/app.js';
import { searchNames } from './support/search.js';

const products = generateProducts();
const earlier = products.filter((p) => p.wave < 2);
const weekly = products.filter((p) => p.wave === 2);
const en = (name: string) => name.toLowerCase();
const SYNONYMS = loadSynonyms();
const WEEKLY_SYNONYMS = loadSynonyms({ weekly: SYNONYM_FILES['data/weekly.synonyms.json'] });

describe('the weekly list (data/weekly.ts)', () => {
  it('adds at least 60 staple kinds the catalogue did not have', () => {
    const known = new Set([...ITEMS, ...STAPLE_LINES, ...EVERYDAY_LINES].map((k) => en(k.names[0])));
    const added = WEEKLY_LINES.map((k) => en(k.names[0]));
    expect(added.length).toBeGreaterThanOrEqual(60);
    expect(added.filter((name) => known.has(name))).toEqual([]);
    expect(new Set(added).size).toBe(added.length);
  });

  it('names every kind in each language’s own script and words', () => {
    for (const { names } of WEEKLY_LINES) {
      const [english, zh, vi, th, lo, fil] = names;
      expect(zh, english).toMatch(/\p{Script=Han}/u);
      expect(th, english).toMatch(/\p{Script=Thai}/u);
      expect(lo, english).toMatch(/\p{Script=Lao}/u);
      expect(fold(vi), english).not.toBe(fold(english));
      expect(fil.trim(), english).not.toBe('');
    }
  });

  it('gives every kind at least FEW products, each named apart in every language', () => {
    for (const kind of WEEKLY_LINES) expect(kind.products.length, kind.names[0]).toBeGreaterThanOrEqual(FEW);
    for (const locale of Object.keys(weekly[0]!.names)) {
      const names = weekly.map((p) => p.names[locale]!);
      expect(new Set(names).size, locale).toBe(names.length);
    }
  });

  it('pictures every product of the demo catalogue with an emoji the set has', () => {
    expect(products.map((p) => p.art.split(':')[0]!).filter((emoji) => !hasEmoji(emoji))).toEqual([]);
  });

  it('points every synonym at words some product’s or category’s name holds, as search finds them', () => {
    const texts = products.map((p) => p.searchText);
    const all = (defs: CategoryDef[]): CategoryDef[] => defs.flatMap((d) => [d, ...all(d.children ?? [])]);
    const categories = new Set(
      all([...CATEGORIES, ...STAPLE_CATEGORIES, ...EVERYDAY_CATEGORIES, ...WEEKLY_CATEGORIES]).flatMap((d) =>
        d.names.map(fold),
      ),
    );
    // A synonym in an unspaced script is found inside a name; a Latin one at a word's start.
    const found = (target: string) =>
      categories.has(target) ||
      texts.some((t) => (isUnspaced(target) ? t.includes(target) : t.startsWith(target) || t.includes(` ${target}`)));
    const dangling = Object.entries(SYNONYMS).flatMap(([locale, words]) =>
      Object.entries(words).flatMap(([word, targets]) =>
        targets.filter((t) => !found(fold(t))).map((t) => `${locale} ${word} → ${t}`),
      ),
    );
    expect(dangling).toEqual([]);
    // The weekly list's words are merged into the seeded lists.
    for (const [locale, words] of Object.entries(WEEKLY_SYNONYMS))
      for (const [word, targets] of Object.entries(words))
        expect(SYNONYMS[locale as keyof typeof SYNONYMS]![word]).toEqual(expect.arrayContaining(targets));
  });
});

describe('the seeded weekly list', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('comes after every earlier product, SKU and category, whose ids do not move', async () => {
    const rows = await queryRows<{ id: number; name: string; skus: number; last: number }>(
      app.db,
      sql`select p.id, p.names->>'en-US' as name, count(s.id)::int as skus, max(s.id)::int as last
        from product p join sku s on s.product_id = p.id group by p.id order by p.id`,
    );
    expect(rows.map((r) => r.name)).toEqual(products.map((p) => p.names['en-US']));
    const earlierSkus = earlier.reduce((n, p) => n + p.skus.length, 0);
    expect(rows[earlier.length - 1]!.last).toBe(earlierSkus);
    expect(rows.slice(earlier.length).every((r) => r.id > earlier.length)).toBe(true);

    const keys = (defs: CategoryDef[]): string[] => defs.flatMap((d) => [d.key, ...keys(d.children ?? [])]);
    const icons = await queryRows<{ icon: string }>(app.db, sql`select icon from category order by id`);
    expect(icons.map((c) => c.icon.replace(/^.*\/(.+)\.svg$/, '$1'))).toEqual(
      keys([...CATEGORIES, ...STAPLE_CATEGORIES, ...EVERYDAY_CATEGORIES, ...WEEKLY_CATEGORIES]),
    );
  });

  it('prices every new SKU in every country and stocks it in every warehouse', async () => {
    const [row] = await queryRows<{ skus: number; unpriced: number; unstocked: number }>(
      app.db,
      sql`select count(*)::int as skus,
        count(*) filter (where (select count(*) from sku_price sp where sp.sku_id = s.id)
          <> (select count(distinct country_code) from sku_price))::int as unpriced,
        count(*) filter (where (select count(*) from stock st where st.sku_id = s.id)
          <> (select count(*) from warehouse))::int as unstocked
        from sku s where s.product_id > ${earlier.length}`,
    );
    expect(row).toEqual({ skus: weekly.reduce((n, p) => n + p.skus.length, 0), unpriced: 0, unstocked: 0 });
  });

  it('finds a weekly staple by each market’s word, in the shopper’s language', async () => {
    const names = (keyword: string, locale: string) => searchNames(app, keyword, locale);
    // Northern Vietnamese for what the catalogue names in the south's word, and the other way.
    expect((await names('nem rán', 'vi-VN')).every((n) => n.startsWith('Chả giò'))).toBe(true);
    expect((await names('hộp quẹt', 'vi-VN')).every((n) => n.startsWith('Bật lửa'))).toBe(true);
    // The everyday Thai word beside the formal one, and a Chinese shopper's short word.
    expect((await names('แบตเตอรี่', 'th-TH')).every((n) => n.startsWith('ถ่านไฟฉาย'))).toBe(true);
    expect((await names('瓜子', 'zh-CN')).filter((n) => n.includes('葵花籽')).length).toBeGreaterThanOrEqual(FEW);
  });
});
