import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Order numbers: country, the warehouse's local date, then the sequence number through a keyed
 * permutation of 0…10^8-1, so numbers are unique and readable but reveal neither how many orders a
 * shop takes nor the gap between two of them. "VN26112404187321".
 *
 * The permutation is a Feistel network on two halves of 4 digits, each round adding an
 * HMAC-SHA256 of the other half (keyed with the database's own secret, `server_secret`) modulo
 * 10^4: a bijection whatever the round function, so two sequences never share a number. Without
 * the key, consecutive orders look like random numbers.
 */
const HALF = 10_000;
const ROUNDS = 8;
let snKey: Buffer | null = null;

/** The database's order number key (app.ts sets it at start, from `server_secret`). */
export function useOrderSnKey(key: Buffer): void {
  snKey = key;
}

function round(key: Buffer, i: number, half: number): number {
  return createHmac('sha256', key).update(`${i}:${half}`).digest().readUInt32BE(0) % HALF;
}

/** The keyed permutation of 0…10^8-1 behind order numbers. */
export function permuteSequence(value: number, key: Buffer): number {
  let left = Math.floor(value / HALF);
  let right = value % HALF;
  for (let i = 0; i < ROUNDS; i++) [left, right] = [right, (left + round(key, i, right)) % HALF];
  return left * HALF + right;
}

export function orderSnOf(countryCode: string, localDate: string, sequence: bigint): string {
  if (!snKey) throw new Error('order number key not loaded (useOrderSnKey)');
  const scrambled = permuteSequence(Number(sequence % 100_000_000n), snKey);
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
