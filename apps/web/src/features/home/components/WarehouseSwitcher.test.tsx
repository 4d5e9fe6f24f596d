import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Dialog } from 'antd-mobile';
import type { Country } from '@storefront/contract';
import { Providers } from '../../../app/Providers';
import { setupHttp } from '../../../app/setupHttp';
import { resetHttpConfig } from '../../../lib/http';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { resetWarehouseStore, useWarehouseStore } from '../../../lib/stores/warehouse.store';
import { json, warehouse } from '../../../test/catalogueFixtures';
import { WarehouseSwitcher } from './WarehouseSwitcher';

const country = (countryCode: string, name: string, currencyCode: string, currencySymbol: string): Country => ({
  countryCode,
  name,
  currencyCode,
  currencySymbol,
  phoneCode: '1',
  currencyStep: 1,
  currencyDigits: 0,
  languageCode: 'en-US',
  isDefault: false,
  languages: ['en-US'],
});
const VN = country('VN', 'Vietnam', 'VND', '₫');
const TH = country('TH', 'Thailand', 'THB', '฿');
const home = warehouse(1, { distance: 3, deliveryRadiusKm: 10 });
const far = warehouse(2, { distance: 25, deliveryRadiusKm: 10, regionId: 2, pickup: true });
const bangkok = warehouse(3, { distance: 740, countryCode: 'TH', currencyCode: 'THB', regionId: 3 });
const regions = [
  { regionId: 1, regionName: 'HCMC', countryCode: 'VN', warehouses: [home] },
  { regionId: 3, regionName: 'Bangkok', countryCode: 'TH', warehouses: [bangkok] },
  { regionId: 2, regionName: 'Binh Duong', countryCode: 'VN', warehouses: [far] },
];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const path = new URL(input, 'http://x').pathname;
      if (path === '/api/home/listRegionV2') return Promise.resolve(json(regions));
      if (path === '/api/freight/activity/listData')
        return Promise.resolve(json({ pageNum: 1, pageSize: 50, total: 0, list: [] }));
      return Promise.resolve(json(null, 404));
    }),
  );
  setupHttp();
  useLocaleStore.setState({ locale: 'en-US', countryList: [VN, TH], country: VN });
  useWarehouseStore.setState({ warehouse: home });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  resetHttpConfig();
  resetWarehouseStore();
  Dialog.clear();
  // A closing dialog stays in the document until its animation ends; the next test's dialog is
  // shown a moment after the tap (its code loads on first use), so the old one must be gone first.
  await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
});

function setup() {
  const onClose = vi.fn();
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <WarehouseSwitcher visible onClose={onClose} />
    </Providers>,
  );
  return { onClose };
}

describe('WarehouseSwitcher', () => {
  it('groups warehouses by country, nearest country first, and says which deliver to the shopper', async () => {
    setup();
    const vn = await screen.findByTestId('warehouse-country-VN');
    const groups = screen.getAllByTestId(/^warehouse-country-/).map((g) => g.dataset.testid);
    expect(groups).toEqual(['warehouse-country-VN', 'warehouse-country-TH']);
    expect(within(vn).getByRole('heading', { level: 3 }).textContent).toBe('Vietnam');
    expect(within(vn).getByText('Binh Duong')).toBeTruthy();
    expect(screen.getByTestId('warehouse-delivers-1').textContent).toBe('Delivers to you');
    expect(screen.getByTestId('warehouse-delivers-2').textContent).toMatch(/pickup only/);
  });

  it('asks before switching country, and keeps the warehouse when the shopper says no', async () => {
    setup();
    fireEvent.click(await screen.findByTestId('warehouse-option-3'));
    const dialog = await screen.findByRole('dialog', { name: 'Shop in Thailand?' });
    expect(dialog.textContent).toMatch(/฿ THB/);
    await act(async () => fireEvent.click(within(dialog).getByText('Cancel')));
    expect(useWarehouseStore.getState().warehouse?.warehouseId).toBe(1);
    expect(useLocaleStore.getState().country?.countryCode).toBe('VN');
  });

  it('switches warehouse and country once confirmed', async () => {
    const { onClose } = setup();
    fireEvent.click(await screen.findByTestId('warehouse-option-3'));
    const dialog = await screen.findByRole('dialog', { name: 'Shop in Thailand?' });
    await act(async () => fireEvent.click(within(dialog).getByText('Switch country')));
    await waitFor(() => expect(useWarehouseStore.getState().warehouse?.warehouseId).toBe(3));
    expect(useLocaleStore.getState().country?.countryCode).toBe('TH');
    expect(onClose).toHaveBeenCalled();
  });

  it('switches within the country without asking', async () => {
    const confirm = vi.spyOn(Dialog, 'confirm');
    setup();
    fireEvent.click(await screen.findByTestId('warehouse-option-2'));
    await waitFor(() => expect(useWarehouseStore.getState().warehouse?.warehouseId).toBe(2));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('"Use my location" explains a blocked permission', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_ok: unknown, fail: (e: unknown) => void) => fail({ code: 1, message: 'denied' }),
      },
    });
    setup();
    await act(async () => fireEvent.click(screen.getByTestId('use-my-location')));
    expect((await screen.findByTestId('location-help')).textContent).toMatch(/Location is blocked/);
  });

  it('"Use my location" moves to the warehouse nearest to the new position and closes the sheet', async () => {
    useWarehouseStore.setState({ warehouse: far });
    localStorage.setItem('warehouseId', '2');
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: (p: unknown) => void) => ok({ coords: { latitude: 10.7769, longitude: 106.7009 } }),
      },
    });
    const { onClose } = setup();
    await act(async () => fireEvent.click(screen.getByTestId('use-my-location')));
    await waitFor(() => expect(useWarehouseStore.getState().warehouse?.warehouseId).toBe(1));
    expect(onClose).toHaveBeenCalled();
    localStorage.clear();
  });
});
