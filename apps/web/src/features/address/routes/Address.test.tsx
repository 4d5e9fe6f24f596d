import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Address as AddressData } from '@storefront/contract';
import { Providers } from '../../../app/Providers';
import { setupHttp } from '../../../app/setupHttp';
import { resetHttpConfig } from '../../../lib/http';
import { local } from '../../../lib/storage';
import { memberInfo } from '../../../lib/stores/session.fixtures';
import { resetWarehouseStore, useWarehouseStore } from '../../../lib/stores/warehouse.store';
import { warehouse } from '../../../test/catalogueFixtures';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useSessionStore } from '../../../lib/stores/session.store';
import { Address } from './Address';

const json = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, message: 'ok', data }), { headers: { 'content-type': 'application/json' } });

const address = (id: number, extra: Partial<AddressData> = {}): AddressData => ({
  id,
  memberId: 1,
  name: `Recipient ${id}`,
  phoneCountryCode: '84',
  phoneNumber: '901234567',
  defaultStatus: id === 1 ? 1 : 0,
  countryCode: 'VN',
  postCode: null,
  provinceCode: '79',
  districtCode: '760',
  wardCode: '26740',
  provinceName: 'Ho Chi Minh City',
  districtName: 'District 1',
  wardName: 'Ben Nghe Ward',
  detailAddress: 'Nguyễn Huệ',
  houseNumber: String(id),
  longitude: 106.7,
  latitude: 10.77,
  images: [],
  inRegion: true,
  ...extra,
});

const settings = {
  UNDER_18_CATEGORY_ID: null,
  USER_WALLET_SHOW: false,
  PASSWORD_MD5_SUFFIX: 'S',
  USER_WALLET_NAME: 'Wallet',
  MERCHANTS_ENTRY_SWITCH: false,
  MANIPULATE_ORDER_PERMISSION: false,
  paymentTimeoutMinutes: 30,
  cancelReasons: [],
  privacyAgreement: 'P',
  mapTileUrl: null,
  APP_BASIC_CONFIG: {
    serviceName: 'Care',
    servicePhone: '+84 1900 1234',
    serviceEmail: 'care@example.com',
    serviceHours: '8–20',
  },
};
let addresses: AddressData[] = [];
let max = 20;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      if (path === '/api/member/address/list') return Promise.resolve(json(addresses));
      if (path === '/api/member/address/setDefault') {
        const id = (JSON.parse(init?.body as string) as { id: number }).id;
        addresses = addresses.map((a) => ({ ...a, defaultStatus: a.id === id ? 1 : 0 }));
        return Promise.resolve(json(addresses.find((a) => a.id === id)));
      }
      if (path === '/api/sso/info')
        return Promise.resolve(json({ ...memberInfo(1), memberReceiveAddressList: addresses }));
      if (path === '/api/wms/warehouse/getAllByMemberReceiveAddressId') {
        const id = (JSON.parse(init?.body as string) as { memberReceiveAddressId: number }).memberReceiveAddressId;
        return Promise.resolve(json([warehouse(id === 2 ? 20 : 10)]));
      }
      if (path === '/api/freight/activity/listData')
        return Promise.resolve(json({ pageNum: 1, pageSize: 50, total: 0, list: [] }));
      if (path === '/api/app/setting/get') return Promise.resolve(json({ ...settings, maxReceiveAddress: max }));
      return Promise.resolve(json(null));
    }),
  );
  setupHttp();
  useLocaleStore.setState({ locale: 'en-US', countryList: [], country: null });
  useSessionStore.getState().setLogin({ tokenHead: 'Bearer ', token: 'member' });
});
afterEach(() => {
  localStorage.clear();
  resetWarehouseStore();
  vi.unstubAllGlobals();
  resetHttpConfig();
});

function renderAddress() {
  const router = createMemoryRouter([{ path: '/address', element: <Address /> }], { initialEntries: ['/address'] });
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('Address', () => {
  it('marks the default and the addresses no warehouse delivers to', async () => {
    addresses = [address(1), address(2, { inRegion: false })];
    renderAddress();
    const cards = await screen.findAllByTestId('address-card');
    expect(cards[0]!.textContent).toContain('Default');
    expect(cards[0]!.textContent).not.toContain('Not deliverable');
    expect(cards[1]!.textContent).toContain('Not deliverable');
    expect(cards[1]!.textContent).toContain('2 Nguyễn Huệ, Ben Nghe Ward, District 1, Ho Chi Minh City');
  });

  it('disables adding at the maximum and says why', async () => {
    max = 2;
    addresses = [address(1), address(2)];
    renderAddress();
    await screen.findAllByTestId('address-card');
    const add = await screen.findByRole('button', { name: 'Add a new address' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    const reason = document.getElementById(add.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe('You can save at most 2 addresses. Delete one to add another.');
  });

  it('offers adding below the maximum', async () => {
    max = 3;
    addresses = [address(1), address(2)];
    renderAddress();
    await screen.findAllByTestId('address-card');
    expect(screen.getByRole('link', { name: 'Add a new address' }).getAttribute('href')).toBe('/addAddress');
  });

  it('uses a new default at once: it becomes the saved address and the warehouse follows it', async () => {
    addresses = [address(1), address(2)];
    local.set('address', address(1));
    useWarehouseStore.setState({ warehouse: warehouse(10) });
    renderAddress();
    const cards = await screen.findAllByTestId('address-card');
    fireEvent.click(cards[1]!.querySelector('[data-testid="address-set-default"]')!);
    await waitFor(() => expect(local.get('address')?.id).toBe(2));
    await waitFor(() => expect(useWarehouseStore.getState().warehouse?.warehouseId).toBe(20));
  });
});
