import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { HttpSmsSender } from '../src/modules/auth/sms.sender.js';
import { createIdentityApp, call, sendCode } from './support/auth.js';

/** A stand-in SMS gateway on a free port: records requests, answers with `status`. */
let server: Server;
let url: string;
let status = 200;
const received: { auth: string | undefined; body: { to: string; text: string } }[] = [];
const readBody = async (r: IncomingMessage) => {
  let text = '';
  for await (const chunk of r) text += chunk;
  return JSON.parse(text) as { to: string; text: string };
};
beforeAll(async () => {
  server = createServer((r, res) => {
    void readBody(r).then((body) => {
      received.push({ auth: r.headers.authorization, body });
      res.writeHead(status).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('HttpSmsSender', () => {
  it('posts {to, text} as JSON with the bearer token, and throws on a failure', async () => {
    const sender = new HttpSmsSender(url, 'tok-1');
    const message = { to: '+84901234501', phoneCountryCode: '84', phoneNumber: '901234501', scene: 'login' as const };
    await sender.send({ ...message, code: '123456', text: 'code 123456' });
    expect(received.at(-1)).toEqual({ auth: 'Bearer tok-1', body: { to: '+84901234501', text: 'code 123456' } });
    status = 503;
    await expect(sender.send({ ...message, code: '1', text: 'x' })).rejects.toThrow(/503/);
    status = 200;
  });

  it('is chosen by SMS_PROVIDER=http; the dev outbox is then absent; a provider failure is a 500', async () => {
    const app = await createIdentityApp({ SMS_PROVIDER: 'http', SMS_HTTP_URL: url, SMS_HTTP_TOKEN: 'tok-2' });
    try {
      const ok = await sendCode(app, '0901234501', 'login', { 'accept-language': 'th-TH' });
      expect(ok.status).toBe(200);
      expect(received.at(-1)).toMatchObject({ auth: 'Bearer tok-2', body: { to: '+84901234501' } });
      expect(received.at(-1)!.body.text).toMatch(/^รหัสยืนยันของคุณคือ \d{6}/);
      expect((await call(app, 'GET', '/dev/sms/outbox')).status).toBe(404);
      status = 500;
      const failed = await sendCode(app, '0912345602', 'login');
      expect(failed.status).toBe(500);
      expect(failed.body.message).toBe('Failed to send the verification code; please try again');
    } finally {
      status = 200;
      await app.close();
    }
  });
});

describe('identity configuration', () => {
  it('has safe development defaults', () => {
    const c = loadConfig({ NODE_ENV: 'development' });
    expect(c.sms.provider).toBe('log');
    expect(c.crmTicketSecret).toEqual(expect.any(String));
    expect(c.warnings).toEqual([]);
  });

  it('shuts CRM login in production without a secret of its own, and says how to open it', () => {
    const c = loadConfig({ NODE_ENV: 'production' });
    expect(c.crmTicketSecret).toBeNull();
    expect(c.notices.join(' ')).toMatch(/CRM_TICKET_SECRET/);
    expect(c.sms.codeSecret).not.toMatch(/dev-only/);
    const real = loadConfig({
      NODE_ENV: 'production',
      CRM_TICKET_SECRET: 'x'.repeat(40),
      SMS_CODE_SECRET: 'y'.repeat(40),
    });
    expect(real.crmTicketSecret).toBe('x'.repeat(40));
    expect(real.sms.codeSecret).toBe('y'.repeat(40));
  });

  it('refuses a short production secret and an http provider without its URL and token', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CRM_TICKET_SECRET: 'short-but-16-chars' })).toThrow(
      /CRM_TICKET_SECRET/,
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'ftp://x', SMS_HTTP_TOKEN: 't' })).toThrow(
      /SMS_HTTP_URL/,
    );
  });
});
