import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { signCrmTicket } from '../src/modules/auth/crm-ticket.js';
import { call, createIdentityApp, sendCode, VN } from './support/auth.js';

const DEV_CRM_SECRET = 'dev-only-crm-ticket-secret-change-me';
const outbox = (app: FastifyInstance, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app.inject({ url: '/api/dev/sms/outbox', headers, remoteAddress });

describe('production is the default', () => {
  it('of a server started with no environment (a container, the built bundle)', () => {
    const c = loadConfig({});
    expect(c.env).toBe('production');
    expect(c.crmTicketSecret).toBeNull();
    expect(c.sms.codeSecret).not.toMatch(/dev-only/);
    // No SMS outbox unless asked for: behind a proxy that adds no header, every caller looks local.
    expect(c.sms.outbox).toBeNull();
    expect(loadConfig({ SMS_OUTBOX: 'local' }).sms.outbox).toBe('local');
    expect(loadConfig({ NODE_ENV: 'development' }).sms.outbox).toBe('local');
    expect(loadConfig({ NODE_ENV: 'test' }).sms.outbox).toBe('local');
  });

  it('gives a newcomer no warning they cannot act on, and says how to read codes on their own machine', () => {
    expect(loadConfig({}).warnings).toEqual([]);
    expect(loadConfig({}).notices.join(' ')).toMatch(/SMS_OUTBOX=local \(`npm run start:local`\)/);
    expect(loadConfig({ SMS_OUTBOX: 'local' }).notices.join(' ')).not.toMatch(/SMS_OUTBOX/);
  });

  it('keeps development on this machine unless HOST says otherwise', () => {
    const dev = loadConfig({ NODE_ENV: 'development' });
    expect(dev.host).toBe('127.0.0.1');
    expect(dev.crmTicketSecret).toBe(DEV_CRM_SECRET);
    // Opened to the network on purpose: the published dev secret stops working, and it is said.
    const open = loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' });
    expect(open.crmTicketSecret).toBeNull();
    expect(open.warnings.join(' ')).toMatch(/reachable from other machines/);
  });

  it('has no outbox with a real SMS provider, or when turned off', () => {
    const http = { SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example/send', SMS_HTTP_TOKEN: 't' };
    expect(loadConfig(http).sms.outbox).toBeNull();
    expect(loadConfig({ ...http, SMS_OUTBOX: 'network' }).sms.outbox).toBeNull();
    expect(loadConfig({ SMS_OUTBOX: 'off' }).sms.outbox).toBeNull();
    expect(loadConfig({ SMS_OUTBOX: 'network' }).warnings.join(' ')).toMatch(/SMS_OUTBOX=network/);
  });
});

describe('a production server with no SMS provider, as `npm start` runs it', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createIdentityApp({ NODE_ENV: 'production' });
  });
  afterAll(() => app.close());

  it('has no outbox, even for this machine', async () => {
    expect((await sendCode(app, '0901234598')).body.code).toBe(200);
    const res = await outbox(app);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, data: null });
  });

  it('refuses CRM tickets signed with the published development secret', async () => {
    const ticket = signCrmTicket(DEV_CRM_SECRET, {
      staffId: 4,
      memberId: 1,
      exp: Math.floor(Date.now() / 1000) + 600,
      jti: 'dev-secret-test',
    });
    const res = await call(app, 'POST', '/sso/manipulateOrder/genTokenByCrm', { body: { ticket } });
    expect(res.status).toBe(401);
  });
});

/** Every header a proxy, load balancer or CDN adds, each alone on a request from loopback. */
const PROXY_HEADERS: [string, string][] = [
  ['via', '1.1 nginx'],
  ['forwarded', 'for=127.0.0.1'],
  ['x-forwarded-for', '127.0.0.1'],
  ['x-forwarded-for', '203.0.113.5, 127.0.0.1'],
  ['x-forwarded-host', 'shop.example'],
  ['x-forwarded-proto', 'https'],
  ['x-forwarded-port', '443'],
  ['x-real-ip', '127.0.0.1'],
  ['cf-connecting-ip', '127.0.0.1'],
  ['true-client-ip', '127.0.0.1'],
  ['x-client-ip', '127.0.0.1'],
  ['x-cluster-client-ip', '127.0.0.1'],
  ['fastly-client-ip', '127.0.0.1'],
  ['x-original-forwarded-for', '127.0.0.1'],
];

describe('a production server started with SMS_OUTBOX=local (`npm run start:local`)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createIdentityApp({ NODE_ENV: 'production', SMS_OUTBOX: 'local' });
  });
  afterAll(() => app.close());

  it('lets a newcomer on the same machine register by SMS, as the README says', async () => {
    const phone = '0901234599';
    expect((await sendCode(app, phone)).body.code).toBe(200);
    const read = await outbox(app);
    expect(read.statusCode).toBe(200);
    const code = read.json().data.find((m: { phoneNumber: string }) => m.phoneNumber === '901234599')?.code;
    const res = await call(app, 'POST', '/sso/login/smsCode', {
      body: { phoneCountryCode: VN, phoneNumber: phone, smsCode: code, agreement: true },
    });
    expect(res.body.code, res.raw).toBe(200);
  });

  it.each<[string, Record<string, string>, string]>([
    ['another machine', {}, '192.168.1.20'],
    ['another machine over IPv6', {}, 'fe80::1'],
    ['a request addressed to a public name (a proxy passing Host on)', { host: 'shop.example' }, '127.0.0.1'],
    ['a page that rebinds its domain to 127.0.0.1', { host: 'attacker.example:3000' }, '127.0.0.1'],
    ...PROXY_HEADERS.map(([h, v]): [string, Record<string, string>, string] => [
      `a request through a proxy (${h})`,
      { [h]: v },
      '127.0.0.1',
    ]),
  ])('does not exist for %s', async (_name, headers, remoteAddress) => {
    const res = await outbox(app, headers, remoteAddress);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, data: null });
  });

  it.each([['localhost:3000'], ['127.0.0.1:3000'], ['[::1]:3000'], ['localhost']])(
    'answers a browser on this machine addressing it as %s',
    async (host) => {
      expect((await outbox(app, { host })).statusCode).toBe(200);
    },
  );
});

describe('behind a reverse proxy', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createIdentityApp({ NODE_ENV: 'production', TRUST_PROXY: '1', SMS_OUTBOX: 'local' });
  });
  afterAll(() => app.close());

  it('counts nothing the proxy forwarded as local, though the proxy connects from loopback', async () => {
    for (const [header, value] of PROXY_HEADERS) {
      expect((await outbox(app, { [header]: value })).statusCode, header).toBe(404);
    }
    expect((await outbox(app, { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    expect((await outbox(app, { 'x-forwarded-for': '203.0.113.5, 127.0.0.1' })).statusCode).toBe(404);
    expect((await outbox(app, {}, '192.168.1.20')).statusCode).toBe(404);
  });
});

describe('SMS_OUTBOX=network', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createIdentityApp({ NODE_ENV: 'production', SMS_OUTBOX: 'network' });
  });
  afterAll(() => app.close());

  it('opens the outbox to other machines, because it was asked for', async () => {
    expect((await outbox(app, {}, '192.168.1.20')).statusCode).toBe(200);
  });

  it.each(PROXY_HEADERS)('still closes it to whatever a proxy passed on (%s)', async (header, value) => {
    expect((await outbox(app, { [header]: value }, '192.168.1.20')).statusCode).toBe(404);
  });
});
