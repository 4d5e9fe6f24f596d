import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/index.js';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';
import { auditOf, fieldMessage } from './support/desk.js';
import type { Headers } from './support/order.js';

/** The special lists put in order from the promotion desk: the shop's Home shows them in it. */
let app: FastifyInstance;
let staff: Headers;

const post = (url: string, body: unknown, headers: Headers = staff) =>
  call(app, 'POST', `/staff/catalogue/home${url}`, { body, headers });
const deskOrder = async () =>
  (
    (await call(app, 'GET', '/staff/catalogue/home/list/list', { headers: staff })).body.data as { listId: number }[]
  ).map((l) => l.listId);
const shopOrder = async () =>
  ((await call(app, 'GET', '/special/lists', {})).body.data as { id: number }[]).map((l) => l.id);

beforeAll(async () => {
  app = await createIdentityApp();
  staff = bearer(await loginByPassword(app, DEMO.catalogue.phone, DEMO.catalogue.password));
  // At least three lists, so a move changes more than a swap of two.
  for (const title of ['Tea time', 'Picnic basket'])
    expect((await post('/list/save', { titles: { 'en-US': title }, subtitles: {}, skuIds: [] })).status).toBe(200);
});
afterAll(() => app?.close());

describe('the order of the special lists', () => {
  it("is the shop's Home order on its next request, audited", async () => {
    const before = await deskOrder();
    expect(before.length).toBeGreaterThanOrEqual(3);
    expect(await shopOrder()).toEqual(before);
    // The last list moved to the front.
    const after = [before.at(-1)!, ...before.slice(0, -1)];
    const res = await post('/list/arrange', { listIds: after });
    expect(res.status, res.raw).toBe(200);
    expect((res.body.data as { listId: number }[]).map((l) => l.listId)).toEqual(after);
    expect(await shopOrder()).toEqual(after);
    expect(await deskOrder()).toEqual(after);
    const [entry] = (await auditOf(app, 'catalogue.specialListOrder', 'special_lists')).slice(-1);
    expect(entry?.detail).toEqual({ before, after });
    // A new list goes last, after the new order.
    const made = await post('/list/save', { titles: { 'en-US': 'Late supper' }, subtitles: {}, skuIds: [] });
    expect(await shopOrder()).toEqual([...after, made.body.data.listId]);
  });

  it("refuses an order that leaves a list out or names one twice, in the caller's language", async () => {
    const ids = await deskOrder();
    const th = { ...staff, 'accept-language': 'th-TH' };
    const partial = await post('/list/arrange', { listIds: ids.slice(1) }, th);
    expect(fieldMessage(partial, 'body.listIds')).toBe(translate('th-TH', 'desk.listsMismatch'));
    const twice = await post('/list/arrange', { listIds: [ids[0], ...ids.slice(0, -1)] });
    expect(fieldMessage(twice, 'body.listIds')).toBe(translate('en-US', 'desk.listsMismatch'));
    const unknown = await post('/list/arrange', { listIds: [...ids.slice(1), 999_999] });
    expect(unknown.status).toBe(422);
    expect(await deskOrder()).toEqual(ids);
  });

  it('is for the catalogue role only', async () => {
    const ops = bearer(await loginByPassword(app, DEMO.operations.phone, DEMO.operations.password));
    const ids = await deskOrder();
    const res = await post('/list/arrange', { listIds: [...ids].reverse() }, ops);
    expect(res.status).toBe(403);
    expect(await shopOrder()).toEqual(ids);
  });
});
