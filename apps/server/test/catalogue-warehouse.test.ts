import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberReceiveAddress } from '../src/db/schema/index.js';
import { currentWarehouse } from '../src/modules/warehouse/warehouse.service.js';
import { createTestApp } from './support/app.js';
import { bearer, DEMO, loginByPassword } from './support/auth.js';

let app: FastifyInstance;
let token: string;
let otherToken: string;
let memberId: number;
let nearThuDuc: number;
let farAway: number;
let othersAddress: number;

interface W {
  warehouseId: number;
  warehouseName: string;
  distance: number | null;
  deliveryRadiusKm: number;
}

beforeAll(async () => {
  app = await createTestApp();
  token = await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password);
  otherToken = await loginByPassword(app, DEMO.credit.phone, DEMO.credit.password);
  const info = await app.inject({ url: '/api/sso/info', headers: bearer(token) });
  memberId = info.json().data.id;
  const otherId = (await app.inject({ url: '/api/sso/info', headers: bearer(otherToken) })).json().data.id;
  const address = (member: number, latitude: number, longitude: number) => ({
    memberId: member,
    name: 'Lan',
    phoneCountryCode: '84',
    phoneNumber: '901234501',
    detailAddress: 'Test street',
    houseNumber: '1',
    latitude,
    longitude,
  });
  const rows = await app.db
    .insert(memberReceiveAddress)
    .values([address(memberId, 10.85, 106.76), address(memberId, 48.85, 2.35), address(otherId, 10.85, 106.76)])
    .returning({ id: memberReceiveAddress.id });
  [nearThuDuc, farAway, othersAddress] = rows.map((r) => r.id) as [number, number, number];
});
afterAll(() => app.close());

describe('GET /api/home/listRegionV2', () => {
  it('orders regions and their warehouses by distance from the position', async () => {
    const res = await app.inject({ url: '/api/home/listRegionV2?latitude=13.73&longitude=100.55' });
    const regions = res.json().data as { regionName: string; warehouses: W[] }[];
    expect(regions[0]!.regionName).toBe('Bangkok');
    const nearest = regions.map((r) => r.warehouses[0]!.distance!);
    expect(nearest).toEqual([...nearest].sort((a, b) => a - b));
    for (const r of regions) {
      const d = r.warehouses.map((w) => w.distance!);
      expect(d).toEqual([...d].sort((a, b) => a - b));
    }
  });

  it('treats the default position 0/0 as unknown: no distances, configured order', async () => {
    const res = await app.inject({
      url: '/api/home/listRegionV2?latitude=0&longitude=0',
      headers: { 'accept-language': 'vi-VN' },
    });
    const regions = res.json().data as { regionName: string; warehouses: W[] }[];
    expect(regions[0]!.regionName).toBe('TP. Hồ Chí Minh');
    expect(regions.flatMap((r) => r.warehouses).every((w) => w.distance === null)).toBe(true);
  });

  it('rejects an impossible position with a 422', async () => {
    const res = await app.inject({ url: '/api/home/listRegionV2?latitude=123&longitude=abc' });
    expect(res.statusCode).toBe(422);
  });
});

describe('POST /api/wms/warehouse/getAllByMemberReceiveAddressId', () => {
  const byAddress = (id: number, auth = token) =>
    app.inject({
      method: 'POST',
      url: '/api/wms/warehouse/getAllByMemberReceiveAddressId',
      payload: { memberReceiveAddressId: id },
      headers: bearer(auth),
    });

  it('lists the warehouses that deliver to the address, nearest first', async () => {
    const list = (await byAddress(nearThuDuc)).json().data as W[];
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]!.warehouseName).toBe('Thu Duc warehouse');
    expect(list.every((w) => w.distance! <= w.deliveryRadiusKm)).toBe(true);
  });

  it('gives nothing for an address no warehouse reaches', async () => {
    expect((await byAddress(farAway)).json().data).toEqual([]);
  });

  it("answers 404 for another member's address and 401 without a login", async () => {
    expect((await byAddress(othersAddress)).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/wms/warehouse/getAllByMemberReceiveAddressId',
      payload: { memberReceiveAddressId: nearThuDuc },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the current-warehouse rule (spec §4)', () => {
  it('uses the address when there is one and a member', async () => {
    const w = await currentWarehouse(app.db, 'en-US', {
      memberId,
      addressId: nearThuDuc,
      position: { latitude: 21.03, longitude: 105.85 },
    });
    expect(w?.warehouseName).toBe('Thu Duc warehouse');
  });

  it('falls back to the nearest warehouse of the region list without an address or token', async () => {
    const w = await currentWarehouse(app.db, 'en-US', {
      memberId: null,
      addressId: nearThuDuc,
      position: { latitude: 21.03, longitude: 105.85 },
    });
    expect(w?.warehouseName).toBe('Hoan Kiem warehouse');
    const noPosition = await currentWarehouse(app.db, 'en-US', { position: {} });
    expect(noPosition?.warehouseName).toBe('District 1 warehouse');
  });

  it('falls back to the region list when no warehouse delivers to the address', async () => {
    const w = await currentWarehouse(app.db, 'en-US', {
      memberId,
      addressId: farAway,
      position: { latitude: 13.73, longitude: 100.55 },
    });
    expect(w?.warehouseName).toBe('Sukhumvit warehouse');
  });
});

describe('GET /api/freight/activity/listData', () => {
  it('lists the running activities of the warehouse', async () => {
    const res = await app.inject({ url: '/api/freight/activity/listData?warehouseId=1&pageNum=1&pageSize=50' });
    const page = res.json().data;
    expect(page.total).toBe(2);
    expect(page.list.map((a: { kind: string }) => a.kind).sort()).toEqual(['free', 'reduced']);
    expect(page.list.every((a: { currencyCode: string }) => a.currencyCode === 'VND')).toBe(true);
  });
});
