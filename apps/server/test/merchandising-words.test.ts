import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/index.js';
import { createIdentityApp } from './support/auth.js';
import { catalogueDesk } from './support/merchandising.js';

/**
 * Search words kept from the console: what shoppers searched for in vain is counted, and a
 * synonym made of it (through the `ops synonym` service) makes the next search find the product.
 */
let app: FastifyInstance;
let desk: Awaited<ReturnType<typeof catalogueDesk>>;

interface Miss {
  keyword: string;
  searches: number;
  lastDay: string;
  hasSynonyms: boolean;
}

const misses = async (locale: string) =>
  (await desk.get('/staff/catalogue/search/misses', { locale })).body.data as Miss[];
const synonyms = async (locale: string) =>
  (await desk.get('/staff/catalogue/synonym/list', { locale })).body.data as { word: string; synonyms: string[] }[];
const fieldsOf = (body: { data: unknown }) =>
  (body.data as { fields?: { path: string; message: string }[] }).fields ?? [];
const search = (body: Record<string, unknown>, locale = 'en-US') =>
  app.inject({
    method: 'POST',
    url: '/api/sku/search',
    payload: { warehouseId: 1, ...body },
    headers: { 'accept-language': locale },
  });

beforeAll(async () => {
  app = await createIdentityApp();
  desk = await catalogueDesk(app);
});
afterAll(() => app?.close());

describe('searches that found nothing', () => {
  it('are counted per language and keyword, as a synonym would be keyed; only a first, unfiltered page', async () => {
    expect((await desk.shop.search('Zyqua')).total).toBe(0);
    await desk.shop.search('  zyqua ');
    // A later page, or a search narrowed by a filter, is not a keyword's miss.
    await search({ keyword: 'zyqua', pageNum: 2 });
    await search({ keyword: 'zyqua', inStockOnly: true });
    await desk.shop.search('zyqua', 'vi-VN');
    // A search that finds something is not a miss.
    await desk.shop.search('apple');
    const english = await misses('en-US');
    expect(english.find((m) => m.keyword === 'zyqua')).toMatchObject({ searches: 2, hasSynonyms: false });
    expect(english.find((m) => m.keyword === 'apple')).toBeUndefined();
    expect((await misses('vi-VN')).find((m) => m.keyword === 'zyqua')?.searches).toBe(1);
    expect(english[0]!.lastDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('synonyms', () => {
  it('made of a miss, make the next search find the product; audited; shown as the miss now has synonyms', async () => {
    const res = await desk.post('/staff/catalogue/synonym/save', {
      locale: 'en-US',
      word: 'zyqua',
      synonyms: ['Fuji Apple', 'apple'],
    });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.data.find((s: { word: string }) => s.word === 'zyqua')?.synonyms).toEqual(['apple', 'fuji apple']);
    const found = await desk.shop.search('zyqua');
    expect(found.total).toBeGreaterThan(0);
    expect(found.list[0]!.name).toMatch(/apple/i);
    // Only English: the Vietnamese shopper's word is another language's.
    expect((await desk.shop.search('zyqua', 'vi-VN')).total).toBe(0);
    expect((await misses('en-US')).find((m) => m.keyword === 'zyqua')?.hasSynonyms).toBe(true);
    const [entry] = await desk.auditOf('catalogue.synonym', 'synonym:en-US:zyqua');
    expect(entry?.detail).toEqual({ before: null, after: ['apple', 'fuji apple'] });
  });

  it('are replaced as a set, and removed: the search finds nothing again', async () => {
    await desk.post('/staff/catalogue/synonym/save', { locale: 'en-US', word: 'Zyqua', synonyms: ['fuji apple'] });
    expect((await synonyms('en-US')).find((s) => s.word === 'zyqua')?.synonyms).toEqual(['fuji apple']);
    const removed = await desk.post('/staff/catalogue/synonym/remove', { locale: 'en-US', word: 'zyqua' });
    expect(removed.status, removed.raw).toBe(200);
    expect((await synonyms('en-US')).find((s) => s.word === 'zyqua')).toBeUndefined();
    expect((await desk.shop.search('zyqua')).total).toBe(0);
    expect(await desk.auditOf('catalogue.synonymRemoved', 'synonym:en-US:zyqua')).toHaveLength(1);
  });

  it("refuses a word that searches only itself, or no word, in the caller's language", async () => {
    const lo = { ...desk.staff, 'accept-language': 'lo-LA' };
    const itself = await desk.post(
      '/staff/catalogue/synonym/save',
      { locale: 'en-US', word: 'Zyqua', synonyms: ['zyqua', ' ZYQUA '] },
      lo,
    );
    expect(fieldsOf(itself.body)).toEqual([
      { path: 'body.synonyms', message: translate('lo-LA', 'merchandising.synonymsNeeded') },
    ]);
    const noWord = await desk.post(
      '/staff/catalogue/synonym/save',
      { locale: 'en-US', word: '!!', synonyms: ['x'] },
      lo,
    );
    expect(fieldsOf(noWord.body)).toEqual([
      { path: 'body.word', message: translate('lo-LA', 'merchandising.synonymWord') },
    ]);
    expect(
      (await desk.post('/staff/catalogue/synonym/save', { locale: 'xx', word: 'a', synonyms: ['b'] })).status,
    ).toBe(422);
    expect((await desk.get('/staff/catalogue/synonym/list', { locale: 'xx' })).status).toBe(422);
    expect(
      (
        await desk.post(
          '/staff/catalogue/synonym/save',
          { locale: 'en-US', word: 'a', synonyms: ['b'] },
          desk.operations,
        )
      ).status,
    ).toBe(403);
  });
});
