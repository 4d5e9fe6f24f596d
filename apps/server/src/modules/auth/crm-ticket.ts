import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { type CrmTicketPayload, crmTicketPayloadSchema } from '@storefront/contract';
import { z } from 'zod';

/**
 * CRM proxy-login tickets: `base64url(JSON {staffId, memberId, exp, jti}) + "." +
 * base64url(HMAC-SHA256)` of the first part with the shared CRM_TICKET_SECRET. The CRM signs; this
 * server only verifies. `jti` is the ticket's own identity: single use is recorded by it, so no
 * re-encoding of the same signed bytes can be a second ticket.
 */
const MAX_TICKET_LIFE_SECONDS = 60 * 60;
/** What verifyCrmTicket accepts: the contract's payload plus its identity, nothing else. */
const signedPayloadSchema = crmTicketPayloadSchema.extend({ jti: z.string().regex(/^[\w-]{16,64}$/) }).strict();
export type SignedCrmTicket = z.infer<typeof signedPayloadSchema>;

/** base64url without padding, in its one canonical spelling (what Node writes). */
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const canonical = (text: string): Buffer | null => {
  if (!BASE64URL.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  // Unused trailing bits, or a length that is not a whole encoding, re-encode differently.
  return bytes.toString('base64url') === text ? bytes : null;
};

const mac = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest();

export function signCrmTicket(secret: string, payload: CrmTicketPayload & { jti?: string }): string {
  const body = Buffer.from(JSON.stringify({ ...payload, jti: payload.jti ?? randomUUID() })).toString('base64url');
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

/**
 * The payload of a genuine, unexpired ticket, or null. Both parts must be canonical base64url (no
 * padding, no other alphabet, no inserted characters) and the signature is compared in constant
 * time before the payload is even parsed; a ticket valid for more than an hour is refused, so a
 * leaked one cannot be a long-lived key.
 */
export function verifyCrmTicket(secret: string | null, ticket: string, nowSeconds: number): SignedCrmTicket | null {
  if (!secret) return null;
  const parts = ticket.split('.');
  if (parts.length !== 2) return null;
  const [body = '', signature = ''] = parts;
  const bodyBytes = canonical(body);
  const given = canonical(signature);
  if (!bodyBytes || !given) return null;
  const expected = mac(secret, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let json: unknown;
  try {
    json = JSON.parse(bodyBytes.toString('utf8'));
  } catch {
    return null;
  }
  const parsed = signedPayloadSchema.safeParse(json);
  if (!parsed.success) return null;
  const { exp } = parsed.data;
  if (exp <= nowSeconds || exp > nowSeconds + MAX_TICKET_LIFE_SECONDS) return null;
  return parsed.data;
}
