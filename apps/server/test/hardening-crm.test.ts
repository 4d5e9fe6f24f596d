import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signCrmTicket, verifyCrmTicket } from '../src/modules/auth/crm-ticket.js';
import { call, createIdentityApp, DEMO, loginByPassword, bearer } from './support/auth.js';

const SECRET = 'dev-only-crm-ticket-secret-change-me';
const now = () => Math.floor(Date.now() / 1000);
let app: FastifyInstance;
let staffId = 0;
let customerId = 0;
beforeAll(async () => {
  app = await createIdentityApp();
  const staff = await loginByPassword(app, DEMO.staff.phone, DEMO.staff.password);
  staffId = (await call(app, 'GET', '/sso/info', { headers: bearer(staff) })).body.data.id;
  const customer = await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password);
  customerId = (await call(app, 'GET', '/sso/info', { headers: bearer(customer) })).body.data.id;
});
afterAll(() => app.close());

const redeem = (ticket: string) => call(app, 'POST', '/sso/manipulateOrder/genTokenByCrm', { body: { ticket } });
const ticketWith = (jti?: string) => signCrmTicket(SECRET, { staffId, memberId: customerId, exp: now() + 300, jti });

/** Every other spelling of the same signed bytes a lenient base64 decoder would accept. */
function reEncodings(ticket: string): string[] {
  const [body = '', signature = ''] = ticket.split('.');
  const std = (s: string) => Buffer.from(s, 'base64url').toString('base64');
  const last = signature.at(-1)!;
  // The last of 43 characters carries 4 unused bits: a neighbour may decode to the same bytes.
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const sibling = alphabet[(alphabet.indexOf(last) ^ 1) & 63]!;
  return [
    `${body}.${signature}=`,
    `${body}.${std(signature)}`,
    `${std(body)}.${signature}`,
    `${body}.${signature.slice(0, 10)}\n${signature.slice(10)}`,
    `${body}.${signature.slice(0, 10)}*${signature.slice(10)}`,
    `${body.slice(0, 5)} ${body.slice(5)}.${signature}`,
    `${body}.${signature.slice(0, -1)}${sibling}`,
    `${body}..${signature}`,
    `${body}.${signature}.`,
  ];
}

describe('CRM tickets are parsed strictly and used once by their own identity', () => {
  it('refuses every re-encoding of a genuine ticket', () => {
    const ticket = ticketWith();
    expect(verifyCrmTicket(SECRET, ticket, now())).not.toBeNull();
    for (const variant of reEncodings(ticket)) {
      expect(verifyCrmTicket(SECRET, variant, now()), JSON.stringify(variant)).toBeNull();
    }
  });

  it('gives one proxy session per ticket, however it is re-encoded', async () => {
    const ticket = ticketWith();
    const results = await Promise.all([ticket, ...reEncodings(ticket), ticket].map(redeem));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results) expect([200, 401]).toContain(r.status);
  });

  it('records use by jti: a second ticket with the same identity is refused', async () => {
    const jti = `reused-jti-${Date.now()}`;
    expect((await redeem(ticketWith(jti))).status).toBe(200);
    expect((await redeem(ticketWith(jti))).status).toBe(401);
  });

  it('refuses a ticket without an identity or with unknown fields', () => {
    const unsigned = (payload: object) => {
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      // Signed correctly, so only the payload rules decide.
      return `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`;
    };
    expect(verifyCrmTicket(SECRET, unsigned({ staffId, memberId: customerId, exp: now() + 60 }), now())).toBeNull();
    expect(
      verifyCrmTicket(
        SECRET,
        unsigned({ staffId, memberId: customerId, exp: now() + 60, jti: 'a-good-ticket-id-1', admin: true }),
        now(),
      ),
    ).toBeNull();
    expect(
      verifyCrmTicket(
        SECRET,
        unsigned({ staffId, memberId: customerId, exp: now() + 60, jti: 'a-good-ticket-id-1' }),
        now(),
      ),
    ).not.toBeNull();
  });
});
