import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityApp, call, lastCode, sendCode, skipResendWait, VN } from './support/auth.js';

let app: FastifyInstance;
beforeAll(async () => {
  // One proxy hop trusted, so each test can speak from its own client IP.
  app = await createIdentityApp({ TRUST_PROXY: '1' });
});
afterAll(() => app.close());

const ip = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` });
const smsLogin = (phoneNumber: string, smsCode: string) =>
  call(app, 'POST', '/sso/login/smsCode', { body: { phoneCountryCode: VN, phoneNumber, smsCode, agreement: true } });

describe('SMS code security', () => {
  it('never puts the code in an answer', async () => {
    const phone = '0971000001';
    const answers = [await sendCode(app, phone, 'register', ip(1))];
    const code = await lastCode(app, phone);
    answers.push(await sendCode(app, phone, 'register', ip(1))); // the 409 of the resend wait
    answers.push(await smsLogin(phone, code === '000000' ? '111111' : '000000')); // a wrong try
    answers.push(await smsLogin(phone, code));
    for (const answer of answers) expect(answer.raw).not.toContain(code);
  });

  it('burns a code after five wrong tries, even for the right code afterwards', async () => {
    const phone = '0971000002';
    await sendCode(app, phone, 'register', ip(2));
    const code = await lastCode(app, phone);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      const res = await smsLogin(phone, wrong);
      expect(res.status).toBe(422);
      expect(res.body.data.fields[0]).toMatchObject({
        path: 'body.smsCode',
        message: 'The verification code is wrong',
      });
    }
    const right = await smsLogin(phone, code);
    expect(right.status).toBe(422);
    expect(right.body.data.fields[0].message).toBe('The verification code has expired; please request a new one');
  });

  it('refuses a code after its five minutes', async () => {
    const phone = '0971000003';
    await sendCode(app, phone, 'register', ip(3));
    const code = await lastCode(app, phone);
    await app.database.execute(
      `update sms_code set expires_at = now() - interval '1 second' where phone_number = '971000003'`,
    );
    expect((await smsLogin(phone, code)).status).toBe(422);
  });

  it('refuses a resend inside 60 s with the seconds left, in the caller language', async () => {
    const phone = '0971000004';
    expect((await sendCode(app, phone, 'login', ip(4))).status).toBe(200);
    const again = await sendCode(app, phone, 'login', { ...ip(4), 'accept-language': 'vi-VN' });
    expect(again.status).toBe(409);
    expect(again.body.data.secondsLeft).toBeGreaterThan(55);
    expect(again.body.data.secondsLeft).toBeLessThanOrEqual(60);
    expect(again.body.message).toMatch(/^Vui lòng đợi \d+ giây/);
    // The same number typed differently is the same phone.
    expect((await sendCode(app, '+84 971 000 004', 'login', ip(4))).status).toBe(409);
    await skipResendWait(app);
    expect((await sendCode(app, phone, 'login', ip(4))).status).toBe(200);
  });

  it('only the newest code of a phone works', async () => {
    const phone = '0971000005';
    await sendCode(app, phone, 'register', ip(5));
    const first = await lastCode(app, phone);
    await skipResendWait(app);
    await sendCode(app, phone, 'register', ip(5));
    const second = await lastCode(app, phone);
    if (first !== second) expect((await smsLogin(phone, first)).status).toBe(422);
    expect((await smsLogin(phone, second)).status).toBe(200);
  });

  it('sends at most 10 codes a day to one phone', async () => {
    const phone = '0971000006';
    for (let i = 0; i < 10; i++) {
      await skipResendWait(app);
      expect((await sendCode(app, phone, 'login', ip(10 + i))).status).toBe(200);
    }
    await skipResendWait(app);
    const refused = await sendCode(app, phone, 'login', ip(30));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many codes for this number today; please try again tomorrow');
  });

  it('sends at most 20 codes an hour from one address', async () => {
    const from = { 'x-forwarded-for': '203.0.113.50' };
    for (let i = 0; i < 20; i++) {
      const res = await sendCode(app, `09720000${String(i).padStart(2, '0')}`, 'login', from);
      expect(res.status, res.raw).toBe(200);
    }
    const refused = await sendCode(app, '0972000099', 'login', from);
    expect(refused.status).toBe(429);
    // Another address is not affected.
    expect((await sendCode(app, '0972000099', 'login', ip(99))).status).toBe(200);
  });
});

describe('dev outbox', () => {
  it('finds messages by the number however it is typed', async () => {
    const res = await call(app, 'GET', '/dev/sms/outbox', { query: { phoneNumber: '+84971000004' } });
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.every((m: { phoneNumber: string }) => m.phoneNumber === '971000004')).toBe(true);
  });
});
