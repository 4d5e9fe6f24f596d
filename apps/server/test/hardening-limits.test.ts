import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createIdentityApp, DEMO, digest, lastCode, sendCode, skipResendWait, VN } from './support/auth.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createIdentityApp();
});
afterAll(() => app.close());

/** Fills a limit's counter as if `count` hits had just happened. */
const fill = (key: string, count: number) =>
  app.database.execute(
    `insert into rate_limit (key, window_start, count) values ('${key}', now(), ${count})
     on conflict (key) do update set window_start = now(), count = ${count}`,
  );

const passwordLogin = (phoneNumber: string, clear: string, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/sso/login/password',
    remoteAddress,
    payload: { phoneCountryCode: VN, phoneNumber, password: digest(clear) },
  });

describe('every answer that tells whether a phone is registered counts against the lookup limit', () => {
  it('smsCode without the agreement', async () => {
    await fill('lookup:ip:127.0.0.1', 300);
    const res = await call(app, 'POST', '/sso/login/smsCode', {
      body: { phoneCountryCode: VN, phoneNumber: '0901234577', smsCode: '123456' },
    });
    expect(res.status).toBe(429);
  });

  it('sendSmsCode for a password reset', async () => {
    await fill('lookup:ip:127.0.0.1', 300);
    await skipResendWait(app);
    expect((await sendCode(app, '0901234578', 'resetPassword')).status).toBe(429);
    expect((await sendCode(app, DEMO.customer.phone, 'resetPassword')).status).toBe(429);
  });

  it('and below the limit both still answer', async () => {
    await fill('lookup:ip:127.0.0.1', 0);
    const res = await call(app, 'POST', '/sso/login/smsCode', {
      body: { phoneCountryCode: VN, phoneNumber: '0901234577', smsCode: '123456' },
    });
    expect(res.status).toBe(422);
  });
});

describe('password login limits', () => {
  it('stops one address spraying passwords over many phones', async () => {
    await fill('login:pw:ip:198.51.100.7', 30);
    const res = await passwordLogin(DEMO.certified.phone, DEMO.certified.password, '198.51.100.7');
    expect(res.statusCode).toBe(429);
    // Another address is not affected.
    expect((await passwordLogin(DEMO.certified.phone, DEMO.certified.password, '198.51.100.8')).statusCode).toBe(200);
  });

  it('cannot be turned against the customer: an attacker elsewhere does not lock them out', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await passwordLogin(DEMO.credit.phone, `wrong-${i}`, '203.0.113.9')).statusCode).toBe(422);
    }
    expect((await passwordLogin(DEMO.credit.phone, 'wrong-again', '203.0.113.9')).statusCode).toBe(429);
    // The attacker is stopped even with the right password; the customer at home logs in.
    expect((await passwordLogin(DEMO.credit.phone, DEMO.credit.password, '203.0.113.9')).statusCode).toBe(429);
    expect((await passwordLogin(DEMO.credit.phone, DEMO.credit.password, '192.0.2.44')).statusCode).toBe(200);
  });

  it('pauses password login of a phone attacked from everywhere, but SMS login stays open', async () => {
    await fill(`login:pw:+84${DEMO.customer.phone}`, 100);
    expect((await passwordLogin(DEMO.customer.phone, DEMO.customer.password, '192.0.2.45')).statusCode).toBe(429);
    await skipResendWait(app);
    expect((await sendCode(app, DEMO.customer.phone)).body.code).toBe(200);
    const res = await call(app, 'POST', '/sso/login/smsCode', {
      body: {
        phoneCountryCode: VN,
        phoneNumber: DEMO.customer.phone,
        smsCode: await lastCode(app, DEMO.customer.phone),
      },
    });
    expect(res.body.code, res.raw).toBe(200);
  });
});

describe('SMS code tries', () => {
  it('are counted atomically: concurrent guesses get at most five tries', async () => {
    const phone = DEMO.staff.phone;
    await skipResendWait(app);
    expect((await sendCode(app, phone)).body.code).toBe(200);
    const right = await lastCode(app, phone);
    const wrong = Array.from({ length: 15 }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(
      wrong.map((smsCode) =>
        call(app, 'POST', '/sso/login/smsCode', { body: { phoneCountryCode: VN, phoneNumber: phone, smsCode } }),
      ),
    );
    const judged = answers.filter((a) => a.body.data?.fields?.[0]?.message === 'The verification code is wrong');
    expect(judged.length).toBeLessThanOrEqual(5);
    for (const a of answers) expect(a.status).toBe(422);
    // The code is burnt: even the right one no longer works.
    const late = await call(app, 'POST', '/sso/login/smsCode', {
      body: { phoneCountryCode: VN, phoneNumber: phone, smsCode: right },
    });
    expect(late.status).toBe(422);
  });

  it('still accept the right code on the fifth try', async () => {
    const phone = DEMO.certified.phone;
    await skipResendWait(app);
    expect((await sendCode(app, phone)).body.code).toBe(200);
    const right = await lastCode(app, phone);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 4; i++) {
      const res = await call(app, 'POST', '/sso/login/smsCode', {
        body: { phoneCountryCode: VN, phoneNumber: phone, smsCode: wrong },
      });
      expect(res.status).toBe(422);
    }
    const res = await call(app, 'POST', '/sso/login/smsCode', {
      body: { phoneCountryCode: VN, phoneNumber: phone, smsCode: right },
    });
    expect(res.body.code, res.raw).toBe(200);
  });
});
