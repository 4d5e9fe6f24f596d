import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './support/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

interface Suggestion {
  text: string;
  highlights: [number, number][];
}
interface Answer {
  products: Suggestion[];
  categories: (Suggestion & { id: number })[];
}

async function suggest(keyword: string, locale = 'en-US', warehouseId: number | null = 1) {
  const query = new URLSearchParams({ keyword, ...(warehouseId ? { warehouseId: String(warehouseId) } : {}) });
  const res = await app.inject({
    url: `/api/search/suggest?${query.toString()}`,
    headers: { 'accept-language': locale },
  });
  return { status: res.statusCode, body: res.json<{ code: number; message: string; data: Answer }>() };
}
const marked = (s: Suggestion) => s.highlights.map(([a, b]) => s.text.slice(a, b).toLowerCase());

describe('suggestions as the shopper types', () => {
  it('names products the search would show first, with the typed word marked, and categories', async () => {
    const { status, body } = await suggest('appl');
    expect(status).toBe(200);
    expect(body.data.products.length).toBeGreaterThan(0);
    expect(body.data.products.length).toBeLessThanOrEqual(6);
    for (const p of body.data.products) {
      expect(p.text).toMatch(/appl/i);
      expect(marked(p)).toContain('appl');
    }
    // Each name once, though several brands sell it.
    expect(new Set(body.data.products.map((p) => p.text)).size).toBe(body.data.products.length);

    const fruit = (await suggest('fruit')).body.data.categories;
    expect(fruit.map((c) => c.text)).toContain('Fruit');
    expect(marked(fruit.find((c) => c.text === 'Fruit')!)).toEqual(['fruit']);
  });

  it('answers in the caller’s language, tones dropped and unspaced scripts split into words', async () => {
    const vi = (await suggest('tao', 'vi-VN')).body.data.products;
    expect(vi.length).toBeGreaterThan(0);
    expect(vi[0]!.text).toMatch(/^Táo/);
    expect(marked(vi[0]!)).toContain('táo');
    const th = (await suggest('นม', 'th-TH')).body.data.products;
    expect(th.length).toBeGreaterThan(0);
    for (const p of th) expect(p.text).toContain('นม');
  });

  it('a suggestion leads somewhere: searching its text finds products', async () => {
    const [first] = (await suggest('ric')).body.data.products;
    expect(first).toBeDefined();
    const res = await app.inject({
      method: 'POST',
      url: '/api/sku/search',
      payload: { keyword: first!.text, warehouseId: 1 },
    });
    expect(res.json<{ data: { total: number } }>().data.total).toBeGreaterThan(0);
  });

  it('nothing for nonsense, 422 for an empty keyword, 404 for an unknown warehouse — in the caller’s language', async () => {
    expect((await suggest('zzqxv')).body.data).toEqual({ products: [], categories: [] });
    const empty = await suggest('   ', 'vi-VN');
    expect(empty.status).toBe(422);
    expect(empty.body.message).not.toMatch(/[Rr]equired|Invalid/);
    expect((await suggest('apple', 'en-US', 999_999)).status).toBe(404);
  });
});
