import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';

let app: FastifyInstance;
let member: Record<string, string>;
beforeAll(async () => {
  app = await createIdentityApp();
  member = bearer(await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password));
});
afterAll(() => app.close());

const search = (keyword: string) =>
  call(app, 'POST', '/sku/search', { body: { keyword, warehouseId: 1, pageNum: 1, pageSize: 10 }, headers: member });
const history = async () => (await call(app, 'GET', '/search/history', { headers: member })).body.data as string[];

describe('recent searches', () => {
  it('keep a keyword that found products and leave out one that found nothing', async () => {
    await call(app, 'POST', '/search/history/clear', { headers: member });
    expect((await search('apple')).body.data.total).toBeGreaterThan(0);
    expect((await search('qzxv wplk')).body.data.total).toBe(0);
    expect(await history()).toEqual(['apple']);
  });
});
