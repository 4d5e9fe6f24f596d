import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/identity.js';

let app: FastifyInstance;
let token = '';
beforeAll(async () => {
  app = await createIdentityApp();
  token = await loginByPassword(app, DEMO.certified.phone, DEMO.certified.password);
});
afterAll(() => app.close());

const setIcon = (icon: string | null, locale = 'en-US') =>
  call(app, 'POST', '/sso/member/profile/update', {
    body: { icon },
    headers: { ...bearer(token), 'accept-language': locale },
  });

describe('the profile photo is the member’s own upload or nothing', () => {
  it.each([
    '//evil.example/x.png',
    'https://evil.example/x.png',
    'http://localhost:3000/api/uploads/a.png',
    '/api/uploads/../sku/search',
    '/api/uploads//evil.example/x.png',
    '/api/images/fruit/1.svg',
    '/\\evil.example/x.png',
    '/api/uploads/a.png?x=1',
  ])('refuses %s with a field error', async (icon) => {
    const res = await setIcon(icon, 'vi-VN');
    expect(res.status, res.raw).toBe(422);
    expect(res.body.data.fields[0].path).toBe('body.icon');
  });

  it('says why in the caller language', async () => {
    const res = await setIcon('//evil.example/x.png', 'th-TH');
    expect(res.body.data.fields).toEqual([{ path: 'body.icon', message: 'โปรดเลือกรูปภาพที่คุณอัปโหลดไว้ที่นี่' }]);
  });

  it('accepts an upload path, and null to clear it', async () => {
    const set = await setIcon('/api/uploads/avatars/2026/11/b7f3.webp');
    expect(set.body.code, set.raw).toBe(200);
    expect(set.body.data.icon).toBe('/api/uploads/avatars/2026/11/b7f3.webp');
    const cleared = await setIcon(null);
    expect(cleared.body.data.icon).toBeNull();
  });
});
