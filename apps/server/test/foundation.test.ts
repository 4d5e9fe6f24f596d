import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@storefront/contract';
import { createTestApp } from './support/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('envelope', () => {
  it('answers an unknown API route with a 404 envelope in the caller language', async () => {
    const res = await app.inject({ url: '/api/no/such/route', headers: { 'accept-language': 'th-TH' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: 'ไม่มีที่อยู่นี้', data: null });
  });

  it('translates messages in all six locales and falls back to en-US', async () => {
    const messages = new Set<string>();
    for (const locale of LOCALES) {
      const res = await app.inject({ url: '/api/health', headers: { 'accept-language': locale } });
      messages.add(res.json().message);
    }
    expect(messages.size).toBe(6);
    const fallback = await app.inject({ url: '/api/health', headers: { 'accept-language': 'de-DE' } });
    expect(fallback.json().message).toBe('Success');
    const weighted = await app.inject({ url: '/api/health', headers: { 'accept-language': 'de;q=0.9,zh;q=0.8' } });
    expect(weighted.json().message).toBe('操作成功');
  });

  it('reports health with the database kind', async () => {
    const res = await app.inject({ url: '/api/health' });
    // The suite runs once per database; each run must report the one it is really on.
    expect(res.json().data).toMatchObject({ status: 'ok', database: app.database.kind });
  });

  it('turns a malformed JSON body into a 422, never a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    // POST on a GET route is a 404 envelope, not a crash.
    expect([404, 422]).toContain(res.statusCode);
    expect(res.json()).toHaveProperty('code', res.statusCode);
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      // Paths are relative to the document's server URL, /api.
      expect.arrayContaining(['/global/base/getCountry', '/app/setting/get', '/health']),
    );
  });
});

describe('GET /api/global/base/getCountry', () => {
  it('lists the markets with money and languages, exactly one default', async () => {
    const res = await app.inject({ url: '/api/global/base/getCountry', headers: { 'accept-language': 'en-US' } });
    expect(res.statusCode).toBe(200);
    const countries = res.json().data as Array<Record<string, unknown>>;
    const codes = countries.map((c) => c.countryCode);
    expect(codes).toEqual(expect.arrayContaining(['VN', 'TH', 'LA', 'PH', 'CN']));
    expect(countries.filter((c) => c.isDefault)).toHaveLength(1);
    const vn = countries.find((c) => c.countryCode === 'VN')!;
    expect(vn).toMatchObject({
      name: 'Vietnam',
      currencyCode: 'VND',
      currencySymbol: '₫',
      currencyStep: 1,
      languageCode: 'vi-VN',
    });
    const th = countries.find((c) => c.countryCode === 'TH')!;
    expect(th).toMatchObject({ currencyCode: 'THB', currencyStep: 0.01, currencyDigits: 2 });
  });

  it('names countries in the request language', async () => {
    const res = await app.inject({ url: '/api/global/base/getCountry', headers: { 'accept-language': 'zh-CN' } });
    const vn = (res.json().data as Array<{ countryCode: string; name: string }>).find((c) => c.countryCode === 'VN');
    expect(vn?.name).toBe('越南');
  });
});

describe('GET /api/app/setting/get', () => {
  it('answers every configuration key of spec section 3', async () => {
    const res = await app.inject({ url: '/api/app/setting/get' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    for (const key of [
      'UNDER_18_CATEGORY_ID',
      'USER_WALLET_SHOW',
      'PASSWORD_MD5_SUFFIX',
      'USER_WALLET_NAME',
      'maxReceiveAddress',
      'APP_BASIC_CONFIG',
      'MERCHANTS_ENTRY_SWITCH',
      'MANIPULATE_ORDER_PERMISSION',
    ]) {
      expect(data).toHaveProperty(key);
    }
    expect(data.maxReceiveAddress).toBe(20);
  });

  it('gives localized settings in the request language', async () => {
    const vi = await app.inject({ url: '/api/app/setting/get', headers: { 'accept-language': 'vi-VN' } });
    expect(vi.json().data.cancelReasons).toContain('Lý do khác');
    const lo = await app.inject({ url: '/api/app/setting/get', headers: { 'accept-language': 'lo-LA' } });
    expect(lo.json().data.privacyAgreement).toMatch(/ພວກເຮົາ/);
  });
});
