import { md5 } from '@storefront/contract/md5';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;

/**
 * Spec §5: 6–20 characters with both letters and numbers. Only ASCII letters and digits (and
 * common symbols) count, so a password typed on a Thai keyboard by mistake is caught here.
 */
export function isValidPassword(password: string): boolean {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return false;
  return /[A-Za-z]/.test(password) && /\d/.test(password) && /^[\x21-\x7e]+$/.test(password);
}

/** What the server expects instead of the clear password: MD5(password + PASSWORD_MD5_SUFFIX). */
export const passwordDigest = (password: string, suffix: string): string => md5(password + suffix);
