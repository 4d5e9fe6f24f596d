import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { bootSteps, runBoot } from '../../app/boot/steps';
import { setupHttp } from '../../app/setupHttp';
import { json, warehouse } from '../../test/catalogueFixtures';
import { resetHttpConfig } from '../http';
import { local } from '../storage';
import { address } from './session.fixtures';
import type { Country } from '@storefront/contract';
import { useLocaleStore } from './locale.store';
import { useSessionStore } from './session.store';
import { chooseWarehouse, determineWarehouse, resetWarehouseStore, useWarehouseStore } from './warehouse.store';

const near = [warehouse(3), warehouse(4)];
const regions = [
  { regionId: 1, regionName: 'HCMC', countryCode: 'VN', warehouses: near },
  { regionId: 2, regionName: 'Hanoi', countryCode: 'VN', warehouses: [warehouse(9, { regionId: 2 })] },
];
const freight = {
  pageNum: 1,
  pageSize: 50,
  total: 1,
  list: [
    {
      id: 1,
      warehouseId: 3,
      kind: 'free',
      title: 'Free',
      thresholdAmount: 300000,
      fee: 0,
      currencyCode: 'VND',
      startTime: '2026-01-01T00:00:00Z',
      endTime: '2027-01-01T00:00:00Z',
    },
  ],
};

let fetchMock: ReturnType<typeof vi.fn>;
let byAddress: unknown[] = [];
const calls = () =>
  fetchMock.mock.calls.map(([u, init]) => {
    const url = new URL(u as string, 'http://x');
    const body = (init as RequestInit | undefined)?.body;
    return {
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: body ? JSON.parse(body as string) : undefined,
    };
  });

beforeEach(() => {
  byAddress = [warehouse(7), warehouse(8)];
  fetchMock = vi.fn((input: string) => {
    const path = new URL(input, 'http://x').pathname;
    if (path === '/api/home/listRegionV2') return Promise.resolve(json(regions));
    if (path === '/api/wms/warehouse/getAllByMemberReceiveAddressId') return Promise.resolve(json(byAddress));
    if (path === '/api/freight/activity/listData') return Promise.resolve(json(freight));
    return Promise.resolve(json(null, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  setupHttp();
  resetWarehouseStore();
  useSessionStore.getState().reset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetHttpConfig();
});

const runWarehouseStep = () =>
  runBoot(
    { queryClient: new QueryClient(), locale: 'en-US' },
    bootSteps.filter((s) => s.id === 'warehouse'),
  );

describe('the warehouse boot step (spec §4)', () => {
  it('with a token and a saved address: the warehouses delivering there, first kept, then its freight', async () => {
    useSessionStore.getState().setLogin({ tokenHead: 'Bearer ', token: 't' });
    local.set('address', address(42, 1));
    await runWarehouseStep();
    expect(calls()).toEqual([
      { path: '/api/wms/warehouse/getAllByMemberReceiveAddressId', query: {}, body: { memberReceiveAddressId: 42 } },
      {
        path: '/api/freight/activity/listData',
        query: { warehouseId: '7', pageNum: '1', pageSize: '50' },
        body: undefined,
      },
    ]);
    const s = useWarehouseStore.getState();
    expect(s.warehouse?.warehouseId).toBe(7);
    expect(s.source).toBe('address');
    expect(s.freightActivities).toHaveLength(1);
  });

  it('without a token (a visitor with a stale address): the region list near the stored position', async () => {
    local.set('address', address(42, 1));
    local.set('currentPosition', { latitude: 10.7769, longitude: 106.7009 });
    await runWarehouseStep();
    expect(calls()[0]).toEqual({
      path: '/api/home/listRegionV2',
      query: { latitude: '10.7769', longitude: '106.7009' },
      body: undefined,
    });
    expect(calls()[1]?.query.warehouseId).toBe('3');
    expect(useWarehouseStore.getState().warehouse?.warehouseId).toBe(3);
    expect(useWarehouseStore.getState().regions).toHaveLength(2);
  });

  it('with a token but an empty saved address (id 0), or a position of 0/0: regions without coordinates', async () => {
    useSessionStore.getState().setLogin({ tokenHead: 'Bearer ', token: 't' });
    local.set('address', address(0, 1));
    local.set('currentPosition', { latitude: 0, longitude: 0 });
    await runWarehouseStep();
    expect(calls()[0]).toEqual({ path: '/api/home/listRegionV2', query: {}, body: undefined });
  });

  it('falls back to the region list when no warehouse delivers to the address', async () => {
    useSessionStore.getState().setLogin({ tokenHead: 'Bearer ', token: 't' });
    local.set('address', address(42, 1));
    byAddress = [];
    await runWarehouseStep();
    expect(calls().map((c) => c.path)).toEqual([
      '/api/wms/warehouse/getAllByMemberReceiveAddressId',
      '/api/home/listRegionV2',
      '/api/freight/activity/listData',
    ]);
    expect(useWarehouseStore.getState().warehouse?.warehouseId).toBe(3);
  });

  it('offline, a member keeps the warehouse shown last (asked by POST, never saved by the service worker)', async () => {
    useSessionStore.getState().setLogin({ tokenHead: 'Bearer ', token: 't' });
    local.set('address', address(42, 1));
    await runWarehouseStep();
    expect(useWarehouseStore.getState().warehouse?.warehouseId).toBe(7);

    resetWarehouseStore();
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) =>
        new URL(input, 'http://x').pathname === '/api/freight/activity/listData'
          ? Promise.resolve(json(freight))
          : Promise.reject(new TypeError('Failed to fetch')),
      ),
    );
    await runWarehouseStep();
    expect(useWarehouseStore.getState().warehouse?.warehouseId).toBe(7);
    expect(useWarehouseStore.getState().source).toBe('address');
  });

  it('keeps the store open when the warehouse list cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(runWarehouseStep()).resolves.toBe(true);
    expect(useWarehouseStore.getState().warehouse).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});

describe('switching warehouse', () => {
  it('persists the choice, loads its freight, and prefers it while it is still offered', async () => {
    await chooseWarehouse(warehouse(9));
    expect(local.get('warehouseId')).toBe(9);
    expect(useWarehouseStore.getState().warehouse?.warehouseId).toBe(9);
    expect(calls().at(-1)?.query.warehouseId).toBe('9');

    resetWarehouseStore();
    await determineWarehouse();
    expect(useWarehouseStore.getState().warehouse?.warehouseId).toBe(9);

    local.set('warehouseId', 12345); // no longer offered: back to the nearest
    await determineWarehouse();
    expect(useWarehouseStore.getState().warehouse?.warehouseId).toBe(3);
  });

  it('moves the country (and so the currency) with a warehouse across a border', async () => {
    const country = (countryCode: string, currencyCode: string) =>
      ({
        countryCode,
        currencyCode,
        name: countryCode,
        phoneCode: '1',
        currencySymbol: currencyCode,
        currencyStep: 1,
        currencyDigits: 0,
        languageCode: 'en-US',
        isDefault: false,
        languages: ['en-US'],
      }) satisfies Country;
    useLocaleStore.setState({
      countryList: [country('VN', 'VND'), country('TH', 'THB')],
      country: country('VN', 'VND'),
    });
    await chooseWarehouse(warehouse(21, { countryCode: 'TH', currencyCode: 'THB' }));
    expect(useLocaleStore.getState().country?.countryCode).toBe('TH');
    expect(local.get('country')).toBe('TH');
  });
});
