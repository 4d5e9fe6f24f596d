import { describe, expect, it } from 'vitest';
import { isValidPassword, passwordDigest } from './password';
import { md5 } from '@storefront/contract/md5';

describe('password rule', () => {
  it('wants 6–20 characters with letters and numbers', () => {
    expect(isValidPassword('demo1234')).toBe(true);
    expect(isValidPassword('a1b2c3')).toBe(true);
    expect(isValidPassword('A'.repeat(19) + '1')).toBe(true);
    expect(isValidPassword('a1b2c')).toBe(false); // 5
    expect(isValidPassword('a'.repeat(20) + '1')).toBe(false); // 21
    expect(isValidPassword('abcdefgh')).toBe(false); // no digit
    expect(isValidPassword('12345678')).toBe(false); // no letter
    expect(isValidPassword('abc 1234')).toBe(false); // a space
    expect(isValidPassword('รหัส1234ab')).toBe(false); // not Latin
  });

  it('sends MD5 of the password and the suffix setting', () => {
    expect(passwordDigest('demo1234', 'SALT')).toBe(md5('demo1234SALT'));
    expect(passwordDigest('demo1234', '')).toMatch(/^[0-9a-f]{32}$/);
  });
});
