import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../src/db/schema/index.js';
import { translate } from '../src/i18n/index.js';
import { isPossibleBirthday } from '../src/modules/member/member.service.js';
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

describe('member info and profile', () => {
  it('answers the session store fields after a password login', async () => {
    const token = await loginByPassword(app, DEMO.credit.phone, DEMO.credit.password);
    const info = await call(app, 'GET', '/sso/info', { headers: bearer(token) });
    expect(info.status).toBe(200);
    const data = info.body.data;
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining(['id', 'isRegulars', 'accounts', 'memberDto', 'memberReceiveAddressList']),
    );
    expect(data.isRegulars).toBe(true);
    expect(data.accounts).toEqual([
      // The seed gives the regular customer an opening debt of ₫3,450,000 on the credit ledger.
      {
        currencyCode: 'VND',
        walletBalance: 200000,
        creditLimit: 50000000,
        creditUsed: 3450000,
        creditAvailable: 46550000,
      },
    ]);
    expect(data.memberDto).toMatchObject({ periodicSettlement: 3, phoneCountryCode: '84', hasPassword: true });
    expect(data.memberDto).not.toHaveProperty('passwordHash');
    expect(data.memberReceiveAddressList[0]).toMatchObject({ defaultStatus: 1, memberId: data.id, houseNumber: '45' });
    expect(data.actingStaff).toBeNull();
    expect(data.canManipulateOrder).toBe(false);
  });

  it('reads and updates the profile', async () => {
    const token = await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password);
    const before = await call(app, 'GET', '/sso/member/profile', { headers: bearer(token) });
    expect(before.body.data).toMatchObject({ nickname: 'Lan Nguyễn', gender: 2, birthday: '1992-04-18' });
    const updated = await call(app, 'POST', '/sso/member/profile/update', {
      headers: bearer(token),
      body: {
        nickname: 'Lan N.',
        gender: 0,
        birthday: '1990-01-31',
        email: null,
        icon: null,
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      nickname: 'Lan N.',
      gender: 0,
      birthday: '1990-01-31',
      email: null,
      icon: null,
    });
    const bad = await call(app, 'POST', '/sso/member/profile/update', {
      headers: { ...bearer(token), 'accept-language': 'th-TH' },
      body: { gender: 5, email: 'not-an-email', birthday: '1990-02-31' },
    });
    expect(bad.status).toBe(422);
    const paths = bad.body.data.fields.map((f: { path: string }) => f.path).sort();
    expect(paths).toEqual(['body.birthday', 'body.email', 'body.gender']);
    expect(bad.body.message).toBe(translate('th-TH', 'invalidInput'));
  });
});

describe('the birthday is a day that has come, at most 130 years ago', () => {
  const isoDay = (d: Date) => d.toISOString().slice(0, 10);
  const daysFromNow = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000));
  const yearsAgo = (years: number, days = 0) => {
    const d = new Date(Date.now() + days * 86_400_000);
    d.setUTCFullYear(d.getUTCFullYear() - years);
    return isoDay(d);
  };
  const setBirthday = (birthday: string | null, locale = 'en-US') =>
    call(app, 'POST', '/sso/member/profile/update', {
      body: { birthday },
      headers: { ...lan, 'accept-language': locale },
    });

  it.each([
    ['in the future', daysFromNow(3)],
    ['next year', daysFromNow(366)],
    ['more than 130 years ago', yearsAgo(130, -2)],
    ['in year 0001', '0001-01-01'],
  ])('refuses one %s in the caller’s language', async (_, birthday) => {
    const before = (await call(app, 'GET', '/sso/member/profile', { headers: lan })).body.data.birthday;
    const res = await setBirthday(birthday, 'vi-VN');
    expect(res.status, res.raw).toBe(422);
    expect(res.body.data.fields).toEqual([
      { path: 'body.birthday', message: translate('vi-VN', 'member.birthdayOutOfRange', { years: 130 }) },
    ]);
    expect(res.body.data.fields[0].message).toContain('130');
    expect((await call(app, 'GET', '/sso/member/profile', { headers: lan })).body.data.birthday).toBe(before);
  });

  it.each([
    ['a day that has come', daysFromNow(-1)],
    ['129 years ago', yearsAgo(129)],
  ])('keeps %s, and null clears it', async (_, birthday) => {
    const res = await setBirthday(birthday);
    expect(res.status, res.raw).toBe(200);
    expect(res.body.data.birthday).toBe(birthday);
    expect((await setBirthday(null)).body.data.birthday).toBeNull();
  });

  it('takes today as the first place on Earth to reach it (UTC+14)', () => {
    const now = new Date('2026-12-05T10:30:00Z'); // already 6 December at UTC+14
    expect(isPossibleBirthday('2026-12-06', now)).toBe(true);
    expect(isPossibleBirthday('2026-12-07', now)).toBe(false);
    expect(isPossibleBirthday('1896-12-06', now)).toBe(true);
    expect(isPossibleBirthday('1896-12-05', now)).toBe(false);
  });
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
    expect(res.body.data.fields).toEqual([
      { path: 'body.icon', message: translate('th-TH', 'member.iconNotOwnUpload') },
    ]);
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
