import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5 } from '../src/md5.js';

const reference = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');

describe('md5', () => {
  it('matches the RFC 1321 test suite', () => {
    expect(md5('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5('a')).toBe('0cc175b9c0f1b6a831c399e269772661');
    expect(md5('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0');
    expect(md5('abcdefghijklmnopqrstuvwxyz')).toBe('c3fcd3d76192e4007dfb496cca67e13b');
    expect(md5('1234567890'.repeat(8))).toBe('57edf4a22be3c955ac49da2e2107b67a');
  });

  it('agrees with Node on UTF-8 text and on lengths around the 64-byte block edge', () => {
    for (const s of ['mật khẩu', 'รหัสผ่าน', '密码abc123', 'ລະຫັດ']) expect(md5(s)).toBe(reference(s));
    for (let n = 50; n <= 130; n++) expect(md5('x'.repeat(n))).toBe(reference('x'.repeat(n)));
  });
});
