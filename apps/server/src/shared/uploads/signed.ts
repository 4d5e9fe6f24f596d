import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Picture URLs that work only for whoever was shown them: uploads (avatars, address photos) and
 * transfer receipts. An `<img>` sends no token, so the right to see a picture travels in its URL:
 * every answer of the API that carries such a URL gets it signed (`?t=<day>.<HMAC of key and day>`, see app.ts), and the file route serves only a URL
 * signed today or yesterday. Who may read the answer (the member, staff with the role) is who gets
 * a working URL; a bare key, from a log or the database, opens nothing; a URL passed on works for
 * a day or two at most.
 */
const DAY_MS = 86_400_000;
let signingKey: Buffer | null = null;

/** The database's URL signing key (app.ts sets it at start, from `server_secret`). */
export function useUploadUrlKey(key: Buffer): void {
  signingKey = key;
}

const signatureOf = (key: Buffer, uploadKey: string, day: number) =>
  createHmac('sha256', key).update(`${uploadKey}.${day}`).digest().subarray(0, 16).toString('base64url');

/** An upload's key is 22 base64url characters, a receipt's 32 hex digits. */
const UNSIGNED_URL = /\/api\/(?:upload\/file\/([A-Za-z0-9_-]{22})|order\/voucher\/([0-9a-f]{32}))(?![A-Za-z0-9_?-])/g;

/** `text` (an answer body) with every upload URL in it signed for today. */
export function signUploadUrls(text: string, now = Date.now()): string {
  const key = signingKey;
  if (!key || !(text.includes('/api/upload/file/') || text.includes('/api/order/voucher/'))) return text;
  const day = Math.floor(now / DAY_MS);
  return text.replace(
    UNSIGNED_URL,
    (url, uploadKey: string | undefined, receiptKey: string | undefined) =>
      `${url}?t=${day}.${signatureOf(key, (uploadKey ?? receiptKey)!, day)}`,
  );
}

/**
 * Whether `t` signs `uploadKey` for today or yesterday. Read from the front of `t`, so a client
 * that appended `?w=&h=` to a URL that already had a query still gets its picture.
 */
export function validUploadSignature(uploadKey: string, t: unknown, now = Date.now()): boolean {
  const key = signingKey;
  const m = typeof t === 'string' ? /^(\d{1,9})\.([A-Za-z0-9_-]{22})/.exec(t) : null;
  if (!key || !m) return false;
  const day = Number(m[1]);
  const today = Math.floor(now / DAY_MS);
  if (day !== today && day !== today - 1) return false;
  const expected = Buffer.from(signatureOf(key, uploadKey, day));
  const given = Buffer.from(m[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
