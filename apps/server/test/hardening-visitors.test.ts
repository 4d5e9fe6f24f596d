import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createIdentityApp } from './support/auth.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createIdentityApp();
});
afterAll(() => app.close());

const FINGERPRINT = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const newVisitor = async () => {
  const res = await call(app, 'POST', '/sso/visitor/token', { body: { visitorId: FINGERPRINT } });
  expect(res.body.code, res.raw).toBe(200);
  return res.body.data as { token: string; visitorId: string };
};
const guest = (token: string) => ({ guestauthorization: `Bearer ${token}` });

describe('visitors are random ids with a server-issued secret', () => {
  it('gives two browsers with the same fingerprint two different visitors', async () => {
    const [a, b] = await Promise.all([newVisitor(), newVisitor()]);
    expect(a.visitorId).not.toBe(b.visitorId);
    expect(a.visitorId).not.toContain(FINGERPRINT);
    expect(a.token).not.toBe(b.token);
  });

  it('never shows one visitor another visitor’s recent searches', async () => {
    const first = await newVisitor();
    const search = await call(app, 'POST', '/sku/search', { body: { keyword: 'milk' }, headers: guest(first.token) });
    expect(search.body.data.total).toBeGreaterThan(0);
    const own = await call(app, 'GET', '/search/history', { headers: guest(first.token) });
    expect(JSON.stringify(own.body.data)).toContain('milk');
    const second = await newVisitor();
    const theirs = await call(app, 'GET', '/search/history', { headers: guest(second.token) });
    expect(JSON.stringify(theirs.body.data)).not.toContain('milk');
  });

  it('gives nothing to someone who knows only the visitor id', async () => {
    const owner = await newVisitor();
    await call(app, 'POST', '/sku/search', { body: { keyword: 'coffee' }, headers: guest(owner.token) });
    const attempts: Record<string, string>[] = [
      guest(owner.visitorId),
      { deviceidentifier: owner.visitorId },
      { 'x-visitor-id': owner.visitorId },
    ];
    for (const headers of attempts) {
      const res = await call(app, 'GET', '/search/history', { headers });
      expect(JSON.stringify(res.body.data ?? null)).not.toContain('coffee');
    }
  });
});
