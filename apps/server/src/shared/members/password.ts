import { randomBytes, scrypt as scryptCallback, type ScryptOptions, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with Node's scrypt (DESIGN.md allows it beside argon2id; it needs no native
 * package). The stored form names its parameters, so they can be raised later without a migration:
 * `scrypt$N$r$p$salt$hash`, salt and hash in base64url. The input is the client's MD5 digest.
 */
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: n, r, p, maxmem: 256 * n * r };
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(digest: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(digest, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(digest: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(digest, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Burns the same time as a real check when there is no hash, so timing does not tell "no password". */
let dummy: Promise<string> | undefined;
export async function verifyNothing(digest: string): Promise<false> {
  dummy ??= hashPassword('0'.repeat(32));
  await verifyPassword(digest, await dummy);
  return false;
}
