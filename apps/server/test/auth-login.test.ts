import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createIdentityApp,
  bearer,
  call,
  DEMO,
  digest,
  lastCode,
  loginByPassword,
  loginBySms,
  sendCode,
  skipResendWait,
  VN,
} from './support/auth.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createIdentityApp();
});
afterAll(() => app.close());

const NEW_PHONE = '0976543210';

describe('register and log in by SMS code', () => {
  it('tells a new phone from a registered one, with or without a password', async () => {
    const fresh = await call(app, 'GET', '/sso/login/registeredOrNot', {
      query: { phoneCountryCode: VN, phoneNumber: NEW_PHONE },
    });
    expect(fresh.body.data).toEqual({ registered: false, hasPassword: false });
    const demo = await call(app, 'GET', '/sso/login/registeredOrNot', {
      query: { phoneCountryCode: '+84', phoneNumber: `0${DEMO.customer.phone}` },
    });
    expect(demo.body.data).toEqual({ registered: true, hasPassword: true });
    const smsOnly = await call(app, 'GET', '/sso/login/registeredOrNot', {
      query: { phoneCountryCode: VN, phoneNumber: DEMO.noPassword.phone },
    });
    expect(smsOnly.body.data).toEqual({ registered: true, hasPassword: false });
  });

  it('sends a code with the countdown, in the caller language', async () => {
    const res = await sendCode(app, NEW_PHONE, 'register', { 'accept-language': 'vi-VN' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, message: 'Gửi mã xác minh thành công' });
    expect(res.body.data).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 300 });
    const outbox = await call(app, 'GET', '/dev/sms/outbox', { query: { phoneNumber: NEW_PHONE } });
    expect(outbox.body.data[0]).toMatchObject({ phoneCountryCode: '84', phoneNumber: '976543210', scene: 'register' });
    expect(outbox.body.data[0].text).toContain(outbox.body.data[0].code);
    expect(outbox.body.data[0].text).toMatch(/Mã xác minh/);
  });

  it('registers a new phone only when the agreement is accepted', async () => {
    const code = await lastCode(app, NEW_PHONE);
    const refused = await call(app, 'POST', '/sso/login/smsCode', {
      body: { phoneCountryCode: VN, phoneNumber: NEW_PHONE, smsCode: code },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.data.fields[0].path).toBe('body.agreement');
    const ok = await call(app, 'POST', '/sso/login/smsCode', {
      body: { phoneCountryCode: VN, phoneNumber: NEW_PHONE, smsCode: code, agreement: true },
    });
    expect(ok.body.code).toBe(200);
    expect(ok.body.data.tokenHead).toBe('Bearer ');
    const info = await call(app, 'GET', '/sso/info', { headers: bearer(ok.body.data.token) });
    expect(info.body.data.memberDto).toMatchObject({
      phone: '976543210',
      username: '+84976543210',
      hasPassword: false,
    });
    // A code works once.
    const again = await call(app, 'POST', '/sso/login/smsCode', {
      body: { phoneCountryCode: VN, phoneNumber: NEW_PHONE, smsCode: code },
    });
    expect(again.status).toBe(422);
  });

  it('logs a registered phone in by code without the agreement', async () => {
    const token = await loginBySms(app, DEMO.certified.phone);
    const info = await call(app, 'GET', '/sso/info', { headers: bearer(token) });
    expect(info.body.data.memberDto).toMatchObject({ isCertified: true, nickname: 'Hoa Phạm' });
  });
});

describe('password login', () => {
  it('refuses a wrong password with a 422 on the field, not a 401 that would reset the login page', async () => {
    const res = await call(app, 'POST', '/sso/login/password', {
      body: { phoneCountryCode: VN, phoneNumber: DEMO.customer.phone, password: digest('wrong123') },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(res.status).toBe(422);
    expect(res.body.data.fields).toEqual([{ path: 'body.password', message: '手机号码或密码错误' }]);
  });
});

describe('reset and change password', () => {
  it('resets by a resetPassword code and ends every session', async () => {
    const old = await loginByPassword(app, DEMO.certified.phone, DEMO.certified.password);
    await skipResendWait(app);
    expect((await sendCode(app, DEMO.certified.phone, 'resetPassword')).body.code).toBe(200);
    const reset = await call(app, 'POST', '/sso/login/resetPassword', {
      body: {
        phoneCountryCode: VN,
        phoneNumber: DEMO.certified.phone,
        smsCode: await lastCode(app, DEMO.certified.phone),
        password: digest('newpass99'),
      },
    });
    expect(reset.body.code).toBe(200);
    expect((await call(app, 'GET', '/sso/info', { headers: bearer(old) })).status).toBe(401);
    await loginByPassword(app, DEMO.certified.phone, 'newpass99');
  });

  it('refuses a reset code for a phone nobody owns', async () => {
    const res = await sendCode(app, '0961112223', 'resetPassword');
    expect(res.status).toBe(422);
    expect(res.body.data.fields[0].path).toBe('querystring.phoneNumber');
  });

  it('changes the password with the old one and keeps only this session', async () => {
    const other = await loginByPassword(app, DEMO.credit.phone, DEMO.credit.password);
    const token = await loginByPassword(app, DEMO.credit.phone, DEMO.credit.password);
    const wrong = await call(app, 'POST', '/sso/member/updatePassword', {
      headers: bearer(token),
      body: { oldPassword: digest('nope1234'), newPassword: digest('better123') },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data.fields[0].path).toBe('body.oldPassword');
    const ok = await call(app, 'POST', '/sso/member/updatePassword', {
      headers: bearer(token),
      body: { oldPassword: digest(DEMO.credit.password), newPassword: digest('better123') },
    });
    expect(ok.body.code).toBe(200);
    expect((await call(app, 'GET', '/sso/info', { headers: bearer(token) })).status).toBe(200);
    expect((await call(app, 'GET', '/sso/info', { headers: bearer(other) })).status).toBe(401);
    await loginByPassword(app, DEMO.credit.phone, 'better123');
  });

  it('lets an SMS-only member set a first password without an old one', async () => {
    const token = await loginBySms(app, DEMO.noPassword.phone);
    const ok = await call(app, 'POST', '/sso/member/updatePassword', {
      headers: bearer(token),
      body: { newPassword: digest('first123') },
    });
    expect(ok.body.code).toBe(200);
    await loginByPassword(app, DEMO.noPassword.phone, 'first123');
  });
});

describe('visitor token and logout', () => {
  it('issues a visitor token that is not a login', async () => {
    const res = await call(app, 'POST', '/sso/visitor/token', { body: { visitorId: 'fp_0123456789abcdef' } });
    expect(res.body.data).toMatchObject({ tokenHead: 'Bearer ', visitorId: expect.stringMatching(/^v-[\w-]{24}$/) });
    const asLogin = await call(app, 'GET', '/sso/info', { headers: bearer(res.body.data.token) });
    expect(asLogin.status).toBe(401);
  });

  it('logs out with code 200, after which the token is dead', async () => {
    const token = await loginByPassword(app, DEMO.staff.phone, DEMO.staff.password);
    const out = await call(app, 'GET', '/sso/logout', { headers: bearer(token) });
    expect(out.body).toMatchObject({ code: 200, data: null });
    expect((await call(app, 'GET', '/sso/info', { headers: bearer(token) })).status).toBe(401);
  });
});
