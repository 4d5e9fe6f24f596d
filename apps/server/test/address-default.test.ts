import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, defaultsOf, hcmAddress, listAddresses } from './support/address.js';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';

let app: FastifyInstance;
let h: Record<string, string>;

beforeAll(async () => {
  app = await createIdentityApp();
  // Khánh Bùi: a demo customer with no address yet.
  h = bearer(await loginByPassword(app, '359876507', DEMO.customer.password));
});
afterAll(() => app?.close());

const expectOneDefault = async () => {
  const { count, defaults } = await defaultsOf(app, h);
  expect(defaults).toBe(count > 0 ? 1 : 0);
};

/** A small deterministic generator, so a failing sequence can be replayed. */
function* randoms(seed: number) {
  let s = seed;
  for (;;) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    yield s / 0x7fffffff;
  }
}

describe('exactly one default', () => {
  it('makes the first address the default even when asked otherwise', async () => {
    const first = await addAddress(app, h, { defaultStatus: 0 });
    expect(first.body.data.defaultStatus).toBe(1);
    await expectOneDefault();
  });

  it('holds after every step of a long random sequence of adds, updates, deletes and set-defaults', async () => {
    const r = randoms(20261123);
    const next = () => r.next().value as number;
    for (let step = 0; step < 60; step++) {
      const list = await listAddresses(app, h);
      const any = list[Math.floor(next() * list.length)];
      const roll = next();
      if (roll < 0.35 || !any) await addAddress(app, h, { defaultStatus: next() < 0.5 ? 1 : 0 });
      else if (roll < 0.55) await call(app, 'POST', '/member/address/delete', { headers: h, body: { id: any.id } });
      else if (roll < 0.8) await call(app, 'POST', '/member/address/setDefault', { headers: h, body: { id: any.id } });
      else {
        await call(app, 'POST', '/member/address/update', {
          headers: h,
          body: {
            ...hcmAddress({ defaultStatus: next() < 0.5 ? 1 : 0 }),
            id: any.id,
          },
        });
      }
      await expectOneDefault();
    }
  });

  it('holds under concurrent set-defaults, default adds and deletes of the default', async () => {
    while ((await listAddresses(app, h)).length < 6) await addAddress(app, h);
    for (let round = 0; round < 5; round++) {
      const list = await listAddresses(app, h);
      const current = list.find((a) => a.defaultStatus === 1)!;
      const others = list.filter((a) => a.id !== current.id);
      const results = await Promise.all([
        ...others
          .slice(0, 3)
          .map((a) => call(app, 'POST', '/member/address/setDefault', { headers: h, body: { id: a.id } })),
        call(app, 'POST', '/member/address/delete', { headers: h, body: { id: current.id } }),
        addAddress(app, h, { defaultStatus: 1 }),
        addAddress(app, h, { defaultStatus: 1 }),
      ]);
      // Every request either did its work or lost a race it can report; none is a server error.
      for (const res of results) expect([200, 404, 409], res.raw).toContain(res.status);
      await expectOneDefault();
    }
  });

  it('moves the default to the newest remaining address when the default is deleted, and none when all are gone', async () => {
    const list = await listAddresses(app, h);
    const current = list.find((a) => a.defaultStatus === 1)!;
    await call(app, 'POST', '/member/address/delete', { headers: h, body: { id: current.id } });
    const after = await listAddresses(app, h);
    const newest = Math.max(...after.map((a) => a.id));
    expect(after.find((a) => a.defaultStatus === 1)!.id).toBe(newest);
    await Promise.all(
      after.map((a) => call(app, 'POST', '/member/address/delete', { headers: h, body: { id: a.id } })),
    );
    expect(await defaultsOf(app, h)).toEqual({ count: 0, defaults: 0 });
  });
});
