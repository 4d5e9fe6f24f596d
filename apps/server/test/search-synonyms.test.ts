import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSynonym, removeSynonym, synonymList } from '../src/shared/search-text/synonyms.js';
import { createTestApp } from './support/app.js';
import { searchNames } from './support/search.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const names = (keyword: string, locale?: string) => searchNames(app, keyword, locale);

describe('search synonyms (the operations CLI `synonym` command)', () => {
  it('are used by the next search once added, in their locale only, and forgotten once removed', async () => {
    expect(await names('bubbly pop')).toEqual([]);
    await addSynonym(app.db, 'en-US', 'Bubbly Pop', ['Cola']);
    const found = await names('bubbly pop');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((n) => /Cola$/.test(n))).toBe(true);
    expect(await names('bubbly pop', 'vi-VN')).toEqual([]);
    expect((await synonymList(app.db, 'en-US')).find((s) => s.word === 'bubbly pop')?.synonyms).toEqual(['cola']);
    await removeSynonym(app.db, 'en-US', 'bubbly pop');
    expect(await names('bubbly pop')).toEqual([]);
  });

  it('keep a word´s synonyms as a set when more are added', async () => {
    await addSynonym(app.db, 'fil-PH', 'pampalamig', ['cola', 'buko juice']);
    await addSynonym(app.db, 'fil-PH', 'pampalamig', ['cola']);
    expect((await synonymList(app.db, 'fil-PH')).find((s) => s.word === 'pampalamig')?.synonyms).toEqual([
      'buko juice',
      'cola',
    ]);
  });

  it('refuse an unknown locale or an empty synonym list', async () => {
    await expect(addSynonym(app.db, 'xx-XX', 'a', ['b'])).rejects.toThrow(/unknown locale/);
    await expect(addSynonym(app.db, 'en-US', 'soda', [])).rejects.toThrow(/at least one synonym/);
  });
});

describe('search precision before typos', () => {
  it('shows only the precise matches when there are enough, and counts what it shows', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/sku/search',
      payload: { keyword: 'tao', warehouseId: 1, pageSize: 100 },
      headers: { 'accept-language': 'vi-VN' },
    });
    const { total, list } = res.json().data as { total: number; list: { name: string }[] };
    // "tao" is the word "táo" (apple, apple juice) without tones, or the start of a brand
    // (Taokaenoi); "potato" only contains it.
    const unexpected = list.filter((c) => !/(^|\s)táo(\s|$)|Taokaenoi/i.test(c.name)).map((c) => c.name);
    expect(unexpected).toEqual([]);
    expect(list.some((c) => /potato|khoai/i.test(c.name))).toBe(false);
    expect(total).toBe(list.length);
  });

  it('finds a short word with two letters swapped', async () => {
    expect((await names('mlik')).some((n) => /Milk$/.test(n))).toBe(true);
    expect((await names('saging', 'fil-PH')).length).toBeGreaterThan(0);
  });

  it('finds a Thai, Lao or Chinese word inside a name written without spaces', async () => {
    expect((await names('牛奶', 'zh-CN')).some((n) => n.includes('牛奶'))).toBe(true);
    expect((await names('นม', 'th-TH')).every((n) => n.startsWith('นม'))).toBe(true);
  });
});

describe('search keywords that fold to nothing', () => {
  it('browse like a search without a keyword', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/sku/search',
      payload: { keyword: '\u0301', warehouseId: 1, pageSize: 5 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBeGreaterThan(0);
  });
});

describe('search highlights', () => {
  it('mark the keyword as typed, not each of its letters', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/sku/search',
      payload: { keyword: 'T-shirt', warehouseId: 1, pageSize: 1 },
    });
    const card = (res.json().data as { list: { name: string; highlights: [number, number][] }[] }).list[0]!;
    expect(card.highlights.map(([a, b]) => card.name.slice(a, b))).toEqual(['T-shirt']);
  });
});
