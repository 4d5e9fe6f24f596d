import { createHmac, timingSafeEqual } from 'node:crypto';
import { type CrmTicketPayload, crmTicketPayloadSchema } from '@storefront/contract';

/**
 * CRM proxy-login tickets: `base64url(JSON {staffId, memberId, exp}) + "." + base64url(HMAC-SHA256)`
 * of the first part with the shared CRM_TICKET_SECRET. The CRM signs; this server only verifies.
 */
const MAX_TICKET_LIFE_SECONDS = 60 * 60;

const mac = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest();

export function signCrmTicket(secret: string, payload: CrmTicketPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

/**
 * The payload of a genuine, unexpired ticket, or null. The signature is compared in constant time
 * before the payload is even parsed; a ticket valid for more than an hour is refused, so a leaked
 * one cannot be a long-lived key.
 */
export function verifyCrmTicket(secret: string | null, ticket: string, nowSeconds: number): CrmTicketPayload | null {
  if (!secret) return null;
  const [body, signature, extra] = ticket.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = mac(secret, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = crmTicketPayloadSchema.safeParse(json);
  if (!parsed.success) return null;
  const { exp } = parsed.data;
  if (exp <= nowSeconds || exp > nowSeconds + MAX_TICKET_LIFE_SECONDS) return null;
  return parsed.data;
}
