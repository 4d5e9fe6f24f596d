import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { setupHttp } from '../../app/setupHttp';
import { json, warehouse } from '../../test/catalogueFixtures';
import { resetHttpConfig } from '../http';
import { local } from '../storage';
import { useLocaleStore } from './locale.store';
import { applyMemberInfo } from './memberInfo';
import { memberInfo } from './session.fixtures';
import { useSessionStore } from './session.store';
import {
  chooseWarehouse,
  determineWarehouse,
  followSession,
  relocalizeWarehouse,
  resetWarehouseStore,
  setWarehouseAsker,
  useWarehouseStore,
} from './warehouse.store';

const named = (lang: string | null) => (lang === 'th-TH' ? 'คลังสินค้า' : 'Warehouse');
let regionsDelay: Promise<void> = Promise.resolve();
let fetchMock: ReturnType<typeof vi.fn>;
const paths = () => fetchMock.mock.calls.map(([u]) => new URL(u as string, 'http://x').pathname);

beforeEach(() => {
  regionsDelay = Promise.resolve();
  fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://x').pathname;
    const lang = new Headers(init?.headers).get('accept-language');
    const w = (id: number) => warehouse(id, { warehouseName: `${named(lang)} ${id}` });
    if (path === '/api/home/listRegionV2') {
      await regionsDelay;
      return json([{ regionId: 1, regionName: 'R', countryCode: 'VN', warehouses: [w(3), w(4)] }]);
    }
    if (path === '/api/wms/warehouse/getAllByMemberReceiveAddressId') return json([w(7)]);
    if (path === '/api/freight/activity/listData') return json({ pageNum: 1, pageSize: 50, total: 0, list: [] });
    return json(null, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  setupHttp();
  resetWarehouseStore();
  useSessionStore.getState().reset();
  useLocaleStore.setState({ locale: 'en-US' });
});
afterEach(() => {
  setWarehouseAsker(null);
  localStorage.clear();
  vi.unstubAllGlobals();
  resetHttpConfig();
});

const current = () => useWarehouseStore.getState().warehouse?.warehouseId;

describe('the current warehouse follows the member', () => {
  it('after login: once the info (and so the saved address) is in, by that address', async () => {
    await determineWarehouse();
    expect(current()).toBe(3);
    const stop = followSession();
    useSessionStore.getState().setLogin({ tokenHead: 'Bearer ', token: 'm' });
    expect(paths()).not.toContain('/api/wms/warehouse/getAllByMemberReceiveAddressId');
    applyMemberInfo(memberInfo(1));
    await waitFor(() => expect(current()).toBe(7));
    expect(useWarehouseStore.getState().source).toBe('address');
    stop();
  });

  it('after login the shopper is asked before leaving her warehouse; "stay" holds, also after a reload', async () => {
    await determineWarehouse();
    expect(current()).toBe(3);
    const ask = vi.fn(() => Promise.resolve(false));
    setWarehouseAsker(ask);
    const stop = followSession();
    useSessionStore.getState().setLogin({ tokenHead: 'Bearer ', token: 'm' });
    applyMemberInfo(memberInfo(1));
    await waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
    expect(ask.mock.calls[0]).toMatchObject([{ warehouseId: 3 }, { warehouseId: 7 }]);
    await waitFor(() => expect(local.get('warehouseId')).toBe(3));
    expect(current()).toBe(3);
    stop();
    // A reload determines the warehouse afresh: the answer is remembered, nothing is asked again.
    resetWarehouseStore();
    await determineWarehouse({ ask: true });
    expect(current()).toBe(3);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('after login, "switch" moves to the address\'s warehouse and remembers it', async () => {
    await determineWarehouse();
    const ask = vi.fn(() => Promise.resolve(true));
    setWarehouseAsker(ask);
    const stop = followSession();
    useSessionStore.getState().setLogin({ tokenHead: 'Bearer ', token: 'm' });
    applyMemberInfo(memberInfo(1));
    await waitFor(() => expect(current()).toBe(7));
    expect(local.get('warehouseId')).toBe(7);
    stop();
    resetWarehouseStore();
    await determineWarehouse({ ask: true });
    expect(current()).toBe(7);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('after logout or a 401 reset: the visitor warehouse from the region list', async () => {
    useSessionStore.getState().setLogin({ tokenHead: 'Bearer ', token: 'm' });
    applyMemberInfo(memberInfo(1));
    await determineWarehouse();
    expect(current()).toBe(7);
    const stop = followSession();
    useSessionStore.getState().reset();
    local.remove('address');
    await waitFor(() => expect(current()).toBe(3));
    stop();
  });

  it('entering and leaving ordering for a customer determines it for each member', async () => {
    useSessionStore.getState().setLogin({ tokenHead: 'Bearer ', token: 'staff' });
    applyMemberInfo({ ...memberInfo(1), memberReceiveAddressList: [] });
    await determineWarehouse();
    expect(current()).toBe(3);
    const stop = followSession();
    useSessionStore.getState().startGuestOrdering(
      { tokenHead: 'Bearer ', token: 'customer' },
      {
        id: 7,
        nickname: 'C',
        phoneCountryCode: '84',
        phone: '1',
        username: 'c',
        icon: null,
        isCertified: false,
        isRegulars: false,
      },
    );
    applyMemberInfo(memberInfo(7));
    await waitFor(() => expect(current()).toBe(7));
    useSessionStore.getState().exitGuestOrdering();
    local.remove('address');
    applyMemberInfo({ ...memberInfo(1), memberReceiveAddressList: [] });
    await waitFor(() => expect(current()).toBe(3));
    stop();
  });

  it('a slow answer of an older determination never overwrites a newer pick', async () => {
    let release!: () => void;
    regionsDelay = new Promise((r) => (release = r));
    const slow = determineWarehouse();
    await chooseWarehouse(warehouse(9));
    release();
    await slow;
    expect(current()).toBe(9);
  });
});

describe('after a language switch', () => {
  it('the same warehouse is read again with its name in the new language', async () => {
    await determineWarehouse();
    expect(useWarehouseStore.getState().warehouse?.warehouseName).toBe('Warehouse 3');
    useLocaleStore.setState({ locale: 'th-TH' });
    await relocalizeWarehouse();
    expect(useWarehouseStore.getState().warehouse?.warehouseName).toBe('คลังสินค้า 3');
    expect(useWarehouseStore.getState().regions[0]?.warehouses[0]?.warehouseName).toBe('คลังสินค้า 3');
    expect(paths().filter((p) => p === '/api/freight/activity/listData')).toHaveLength(2);
  });
});
