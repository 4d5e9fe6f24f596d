import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSetting } from '../src/db/schema/index.js';
import { addAddress, hcmAddress, listAddresses } from './support/address.js';
import { bearer, call, createIdentityApp, DEMO, loginByPassword } from './support/auth.js';

let app: FastifyInstance;
let lan: Record<string, string>;
let hoa: Record<string, string>;

beforeAll(async () => {
  app = await createIdentityApp();
  lan = bearer(await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password));
  hoa = bearer(await loginByPassword(app, DEMO.certified.phone, DEMO.certified.password));
});
afterAll(() => app?.close());

describe('address ownership', () => {
  it('answers 404 to another member on every route that names an address, and changes nothing', async () => {
    const lanAddress = (await listAddresses(app, lan))[0]!;
    const before = JSON.stringify(await listAddresses(app, lan));
    const id = lanAddress.id;
    const attempts = [
      call(app, 'GET', '/member/address/detail', { headers: hoa, query: { id: String(id) } }),
      call(app, 'POST', '/member/address/update', { headers: hoa, body: { ...hcmAddress(), id } }),
      call(app, 'POST', '/member/address/delete', { headers: hoa, body: { id } }),
      call(app, 'POST', '/member/address/setDefault', { headers: hoa, body: { id } }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status, res.raw).toBe(404);
    }
    expect((await listAddresses(app, hoa)).map((a) => a.id)).not.toContain(id);
    expect(JSON.stringify(await listAddresses(app, lan))).toBe(before);
  });

  it('shows the same addresses in /sso/info as in the address list', async () => {
    const info = await call(app, 'GET', '/sso/info', { headers: lan });
    const list = await listAddresses(app, lan);
    expect(info.body.data.memberReceiveAddressList.map((a: { id: number }) => a.id)).toEqual(list.map((a) => a.id));
  });
});

describe('adding and validating', () => {
  it('stores a valid address with the phone normalised and the division names in the caller language', async () => {
    const res = await addAddress(app, hoa, { name: '  Hoa Phạm  ' });
    expect(res.status, res.raw).toBe(200);
    const a = res.body.data;
    expect(a).toMatchObject({ name: 'Hoa Phạm', phoneNumber: '901234567', countryCode: 'VN', defaultStatus: 1 });
    const vi = await call(app, 'GET', '/member/address/detail', {
      headers: { ...hoa, 'accept-language': 'vi-VN' },
      query: { id: String(a.id) },
    });
    expect(vi.body.data).toMatchObject({
      provinceName: 'Thành phố Hồ Chí Minh',
      districtName: 'Quận 1',
      wardName: 'Phường Bến Nghé',
    });
  });

  it.each([
    ['name', { name: '   ' }, 'body.name', 'Vui lòng nhập tên người nhận'],
    ['house number', { houseNumber: undefined }, 'body.houseNumber', 'Vui lòng nhập số nhà'],
    ['phone', { phoneNumber: '' }, 'body.phoneNumber', 'Vui lòng nhập số điện thoại người nhận'],
    ['phone number', { phoneNumber: '0901 23' }, 'body.phoneNumber', 'Vui lòng nhập số điện thoại hợp lệ'],
    ['dialling code', { phoneCountryCode: '1' }, 'body.phoneCountryCode', 'Vui lòng nhập số điện thoại hợp lệ'],
    ['unknown position', { latitude: 0, longitude: 0 }, 'body.latitude', 'Vui lòng xác định vị trí của địa chỉ'],
    [
      'ward outside its district',
      { wardCode: '00001' },
      'body.wardCode',
      'Vui lòng chọn lại tỉnh/thành, quận/huyện và phường/xã',
    ],
    [
      'ward without a district',
      { districtCode: null },
      'body.districtCode',
      'Vui lòng chọn lại tỉnh/thành, quận/huyện và phường/xã',
    ],
  ])(
    'refuses a missing or invalid %s with the spec §5 message in the caller language',
    async (_, overrides, path, message) => {
      const res = await call(app, 'POST', '/member/address/add', {
        headers: { ...hoa, 'accept-language': 'vi-VN' },
        body: hcmAddress(overrides),
      });
      expect(res.status, res.raw).toBe(422);
      expect(res.body.data.fields).toContainEqual({ path, message });
    },
  );

  it('never takes inRegion from the client', async () => {
    const res = await call(app, 'POST', '/member/address/add', {
      headers: hoa,
      body: { ...hcmAddress(), inRegion: true },
    });
    expect(res.status).toBe(422);
    expect(res.body.data.fields[0].path).toMatch(/^body/);
  });
});

describe('inRegion', () => {
  it('is true inside a warehouse delivery area and false outside every one, and follows an update', async () => {
    const inside = (await addAddress(app, hoa)).body.data;
    expect(inside.inRegion).toBe(true);
    // Nha Trang has no warehouse within reach; the middle of the South China Sea neither.
    const outside = (
      await addAddress(app, hoa, {
        provinceCode: '56',
        districtCode: null,
        wardCode: null,
        latitude: 12.2388,
        longitude: 109.1967,
      })
    ).body.data;
    expect(outside.inRegion).toBe(false);
    const sea = (
      await addAddress(app, hoa, {
        provinceCode: null,
        districtCode: null,
        wardCode: null,
        latitude: 14,
        longitude: 113,
      })
    ).body.data;
    expect(sea.inRegion).toBe(false);
    const moved = await call(app, 'POST', '/member/address/update', {
      headers: hoa,
      body: {
        ...hcmAddress({
          latitude: 21.03,
          longitude: 105.85,
          provinceCode: '01',
          districtCode: '002',
          wardCode: '00079',
        }),
        id: outside.id,
      },
    });
    expect(moved.body.data.inRegion).toBe(true);
  });
});

describe('maximum count', () => {
  it('refuses the address beyond maxReceiveAddress with 409 and the limit in the message', async () => {
    await app.db
      .update(appSetting)
      .set({ value: sql`to_jsonb(4)` })
      .where(eq(appSetting.key, 'maxReceiveAddress'));
    try {
      const start = Math.max(4, (await listAddresses(app, hoa)).length);
      let count = (await listAddresses(app, hoa)).length;
      while (count < 4) {
        expect((await addAddress(app, hoa)).status).toBe(200);
        count++;
      }
      const over = await addAddress(app, hoa);
      expect(over.status).toBe(409);
      expect(over.body.message).toContain('4');
      // Concurrent adds at the limit cannot squeeze in either.
      const racing = await Promise.all([addAddress(app, hoa), addAddress(app, hoa), addAddress(app, hoa)]);
      expect(racing.map((r) => r.status)).toEqual([409, 409, 409]);
      expect((await listAddresses(app, hoa)).length).toBe(start);
    } finally {
      await app.db
        .update(appSetting)
        .set({ value: sql`to_jsonb(20)` })
        .where(eq(appSetting.key, 'maxReceiveAddress'));
    }
  });
});

describe('divisions', () => {
  it('lists provinces, then the districts and wards below one, in the caller language', async () => {
    const provinces = await call(app, 'GET', '/global/division/list', {
      query: { countryCode: 'th' },
      headers: { 'accept-language': 'th-TH' },
    });
    expect(provinces.body.data).toContainEqual({
      code: '10',
      name: 'กรุงเทพมหานคร',
      level: 1,
      parentCode: null,
      hasChildren: true,
    });
    const districts = await call(app, 'GET', '/global/division/list', {
      query: { countryCode: 'TH', parentCode: '10' },
    });
    expect(districts.body.data.map((d: { name: string }) => d.name)).toContain('Pathum Wan');
    const wards = await call(app, 'GET', '/global/division/list', {
      query: { countryCode: 'LA', parentCode: '0101' },
      headers: { 'accept-language': 'lo-LA' },
    });
    expect(wards.body.data[0]).toMatchObject({ level: 3, parentCode: '0101', hasChildren: false });
    for (const country of ['VN', 'TH', 'PH', 'LA']) {
      const list = await call(app, 'GET', '/global/division/list', { query: { countryCode: country } });
      expect(list.body.data.length, country).toBeGreaterThan(5);
    }
  });
});
