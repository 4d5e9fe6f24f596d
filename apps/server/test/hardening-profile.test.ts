import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../src/db/schema/index.js';
import { translate } from '../src/i18n/index.js';
import { createTestApp } from './support/app.js';
import { bearer, call, DEMO, loginByPassword } from './support/auth.js';
import { uploadFile } from './support/upload.js';

let app: FastifyInstance;
let dataDir: string;
let hoa: Record<string, string>;
let lan: Record<string, string>;

const photo = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#e85' } })
    .jpeg()
    .toBuffer();
const uploadUrlOf = async (headers: Record<string, string>) => {
  const res = await uploadFile(app, headers, await photo());
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.url as string;
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sf-profile-'));
  app = await createTestApp({ DATA_DIR: dataDir });
  hoa = bearer(await loginByPassword(app, DEMO.certified.phone, DEMO.certified.password));
  lan = bearer(await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password));
});
afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const setIcon = (icon: string | null, locale = 'en-US') =>
  call(app, 'POST', '/sso/member/profile/update', {
    body: { icon },
    headers: { ...hoa, 'accept-language': locale },
  });

describe('the profile photo is the member’s own upload or nothing', () => {
  it.each([
    '//evil.example/x.png',
    'https://evil.example/x.png',
    'http://localhost:3000/api/uploads/a.png',
    '/api/upload/file/../sku/search',
    '/api/upload/file//evil.example/x.png',
    '/api/images/fruit/1.svg',
    '/\\evil.example/x.png',
  ])('refuses %s with a field error', async (icon) => {
    const res = await setIcon(icon, 'vi-VN');
    expect(res.status, res.raw).toBe(422);
    expect(res.body.data.fields[0].path).toBe('body.icon');
  });

  it('refuses another member’s upload, saying why in the caller’s language', async () => {
    const lans = await uploadUrlOf(lan);
    const res = await setIcon(lans, 'th-TH');
    expect(res.status, res.raw).toBe(422);
    expect(res.body.data.fields).toEqual([{ path: 'body.icon', message: translate('th-TH', 'auth.iconNotOwnUpload') }]);
  });

  it('keeps the member’s own upload (by URL or key) as its served URL, and null clears it', async () => {
    const url = await uploadUrlOf(hoa);
    const set = await setIcon(`${url}?w=200&h=200`);
    expect(set.body.code, set.raw).toBe(200);
    expect(set.body.data.icon).toBe(url);
    // Attached: the picture is served, and the cleanup of day-old unattached uploads leaves it.
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const key = url.split('/').pop()!;
    const [row] = await app.db.select().from(upload).where(eq(upload.key, key));
    expect(row?.attachedAt).not.toBeNull();
    expect((await setIcon(key)).body.data.icon).toBe(url);
    const cleared = await setIcon(null);
    expect(cleared.body.data.icon).toBeNull();
  });
});
