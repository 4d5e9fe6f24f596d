import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityApp, bearer, call, loginByPassword, VN } from './support/auth.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createIdentityApp();
});
afterAll(() => app.close());

describe('merchant application', () => {
  const apply = (token: string, body: Record<string, unknown>) =>
    call(app, 'POST', '/sso/merchant/apply', { headers: bearer(token), body });
  const form = { name: 'Thu Võ', businessName: 'Tạp hóa Thu', phoneCountryCode: VN, phoneNumber: '0909000005' };

  it('stores one pending application for staff to review', async () => {
    const token = await loginByPassword(app, '909000005', 'demo1234');
    expect((await call(app, 'GET', '/sso/merchant/application', { headers: bearer(token) })).body.data).toBeNull();
    const res = await apply(token, { ...form, note: 'Hai cửa hàng ở Quận 3' });
    expect(res.body.data).toMatchObject({ status: 'pending', businessName: 'Tạp hóa Thu', phoneNumber: '909000005' });
    expect((await apply(token, form)).status).toBe(409);
    const latest = await call(app, 'GET', '/sso/merchant/application', { headers: bearer(token) });
    expect(latest.body.data.id).toBe(res.body.data.id);
  });

  it('validates the form and honours MERCHANTS_ENTRY_SWITCH', async () => {
    const token = await loginByPassword(app, '773456706', 'demo1234');
    const bad = await apply(token, { ...form, phoneNumber: '12', name: '' });
    expect(bad.status).toBe(422);
    await app.database.execute(`update app_setting set value = 'false' where key = 'MERCHANTS_ENTRY_SWITCH'`);
    try {
      expect((await apply(token, form)).status).toBe(403);
    } finally {
      await app.database.execute(`update app_setting set value = 'true' where key = 'MERCHANTS_ENTRY_SWITCH'`);
    }
  });
});
