import { createHash, randomBytes } from 'node:crypto';

/**
 * Order numbers: country, the warehouse's local date, then the sequence number scrambled by a
 * multiplication modulo 10^8 (a bijection, since the factor is prime to 10), so numbers are unique
 * and readable but do not reveal how many orders a shop takes. "VN26112404187321".
 */
const FACTOR = 73_939_133n;
const MODULUS = 100_000_000n;
export function orderSnOf(countryCode: string, localDate: string, sequence: bigint): string {
  const scrambled = ((sequence % MODULUS) * FACTOR) % MODULUS;
  return `${countryCode}${localDate.slice(2).replace(/-/g, '')}${scrambled.toString().padStart(8, '0')}`;
}

/** A visitor's per-order secret: 192 random bits, url-safe. Only its hash is stored. */
export const newOrderSecret = () => randomBytes(24).toString('base64url');
export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * What an order keeps of the client address it was placed from: enough to count one address's
 * holds (the per-address limit), not the address (a hash, 128 bits).
 */
export const clientKey = (address: string) =>
  createHash('sha256').update(`order-client:${address}`).digest('hex').slice(0, 32);

/** A body's fingerprint for idempotency: key order does not matter, values do. */
export function requestHash(body: unknown): string {
  const stable = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(stable)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>)
              .filter(([, x]) => x !== undefined)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([k, x]) => [k, stable(x)]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(stable(body)))
    .digest('hex');
}

export const IDEMPOTENCY_KEY_PATTERN = /^[\w-]{8,128}$/;
