import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureStdout } from './support/capture-log.js';
import {
  createIdentityApp,
  bearer,
  call,
  DEMO,
  digest,
  lastCode,
  loginByPassword,
  sendCode,
  skipResendWait,
  VN,
} from './support/auth.js';

describe('a logged-out token', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createIdentityApp();
  });
  afterAll(() => app.close());

  it('is rejected by every endpoint that needs a login', async () => {
    const token = await loginByPassword(app, DEMO.staff.phone, DEMO.staff.password);
    expect((await call(app, 'GET', '/sso/manipulateOrder/member/list', { headers: bearer(token) })).status).toBe(200);
    expect((await call(app, 'GET', '/sso/logout', { headers: bearer(token) })).body.code).toBe(200);
    const h = bearer(token);
    const attempts = [
      call(app, 'GET', '/sso/info', { headers: h }),
      call(app, 'GET', '/sso/logout', { headers: h }),
      call(app, 'GET', '/sso/member/profile', { headers: h }),
      call(app, 'POST', '/sso/member/profile/update', { headers: h, body: { nickname: 'x' } }),
      call(app, 'POST', '/sso/member/updatePassword', { headers: h, body: { newPassword: digest('abc12345') } }),
      call(app, 'GET', '/sso/merchant/application', { headers: h }),
      call(app, 'POST', '/sso/merchant/apply', {
        headers: h,
        body: { name: 'A', businessName: 'B', phoneCountryCode: VN, phoneNumber: DEMO.staff.phone },
      }),
      call(app, 'GET', '/sso/manipulateOrder/member/list', { headers: h }),
      call(app, 'POST', '/sso/manipulateOrder/genTokenByManipulateOrder', { headers: h, body: { memberId: 1 } }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status, res.raw).toBe(401);
      expect(res.body.code).toBe(401);
    }
  });
});

/**
 * Whether `text` holds `secret`. A six-digit code is looked for as a whole number (no digit or hex
 * letter either side), so it is not "found" by chance inside a timestamp or a hash.
 */
const holds = (text: string, secret: string) =>
  /^\d{6}$/.test(secret) ? new RegExp(`(?<![0-9a-fA-F.])${secret}(?![0-9a-fA-F])`).test(text) : text.includes(secret);

describe('no password or code in clear in the database or the logs', () => {
  let app: FastifyInstance;
  let log: ReturnType<typeof captureStdout>;
  beforeAll(async () => {
    log = captureStdout();
    app = await createIdentityApp({ LOG_LEVEL: 'trace' });
  });
  afterAll(async () => {
    await app.close();
    log.restore();
  });

  it('keeps only hashes, and logs neither', async () => {
    const phone = '0965432100';
    const clear = 'Secret123';
    const codes: string[] = [];
    await sendCode(app, phone, 'register');
    codes.push(await lastCode(app, phone));
    await call(app, 'POST', '/sso/login/smsCode', {
      body: { phoneCountryCode: VN, phoneNumber: phone, smsCode: codes[0], agreement: true },
    });
    await skipResendWait(app);
    await sendCode(app, phone, 'resetPassword');
    codes.push(await lastCode(app, phone));
    const reset = await call(app, 'POST', '/sso/login/resetPassword', {
      body: { phoneCountryCode: VN, phoneNumber: phone, smsCode: codes[1], password: digest(clear) },
    });
    expect(reset.body.code).toBe(200);
    const token = await loginByPassword(app, phone, clear);
    await call(app, 'POST', '/sso/login/password', {
      body: { phoneCountryCode: VN, phoneNumber: phone, password: digest('Wrong999') },
    });
    // One code left open in the table, too.
    await skipResendWait(app);
    await sendCode(app, phone, 'login');
    codes.push(await lastCode(app, phone));

    const secrets = [clear, digest(clear), digest('Wrong999'), token, ...codes];
    const dump = await app.database.db.execute(
      // Every row of every table as text: the secrets must not be anywhere in it.
      `select string_agg(t::text, E'\\n') as all_rows from (
         select row_to_json(r)::text as t from member r union all select row_to_json(r)::text from session r
         union all select row_to_json(r)::text from sms_code r union all select row_to_json(r)::text from audit_log r
         union all select row_to_json(r)::text from rate_limit r union all select row_to_json(r)::text from visitor r
       ) x`,
    );
    const rows = JSON.stringify((dump as { rows: unknown[] }).rows);
    expect(rows).toContain('965432100');
    for (const secret of secrets) expect(holds(rows, secret), secret).toBe(false);

    const logs = log.text();
    expect(logs).toContain('incoming request');
    expect(logs).toContain('sms sent to the log sender');
    for (const secret of secrets) expect(holds(logs, secret), secret).toBe(false);
  });
});
