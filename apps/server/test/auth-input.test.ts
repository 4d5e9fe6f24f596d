import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createIdentityApp, DEMO, VN } from './support/auth.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createIdentityApp();
});
afterAll(() => app.close());

describe('bad input is a 422 in the caller language, never a 500', () => {
  it.each([
    ['vi-VN', 'Vui lòng nhập số điện thoại hợp lệ'],
    ['en-US', 'Please enter a valid phone number'],
    ['lo-LA', 'ກະລຸນາປ້ອນເບີໂທລະສັບທີ່ຖືກຕ້ອງ'],
  ])('rejects an invalid phone in %s', async (locale, message) => {
    const res = await call(app, 'GET', '/sso/login/registeredOrNot', {
      query: { phoneCountryCode: VN, phoneNumber: '0281234567' },
      headers: { 'accept-language': locale },
    });
    expect(res.status).toBe(422);
    expect(res.body.data.fields).toEqual([{ path: 'querystring.phoneNumber', message }]);
  });

  it('rejects malformed bodies and queries with field errors', async () => {
    const cases = [
      call(app, 'GET', '/sso/login/sendSmsCode', { query: { phoneCountryCode: VN, phoneNumber: 'abc', scene: 'x' } }),
      call(app, 'GET', '/sso/login/sendSmsCode', {
        query: { phoneCountryCode: '999', phoneNumber: '0901234567', scene: 'login' },
      }),
      call(app, 'POST', '/sso/login/smsCode', {
        body: { phoneCountryCode: VN, phoneNumber: DEMO.customer.phone, smsCode: '12ab' },
      }),
      call(app, 'POST', '/sso/login/password', {
        body: { phoneCountryCode: VN, phoneNumber: DEMO.customer.phone, password: 'demo1234' },
      }),
      call(app, 'POST', '/sso/login/password', { body: { phoneCountryCode: 84, phoneNumber: null } }),
      call(app, 'POST', '/sso/visitor/token', { body: { visitorId: '../../etc' } }),
      call(app, 'POST', '/sso/manipulateOrder/genTokenByCrm', { body: {} }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.status, res.raw).toBe(422);
      expect(res.body.data.fields.length).toBeGreaterThan(0);
    }
  });
});
