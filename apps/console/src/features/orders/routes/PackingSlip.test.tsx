import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import JsBarcode from 'jsbarcode';
import { saveSession } from '../../../lib/session';
import { fakeApi, ok, type Seen } from '../../../test/fakeApi';
import { countries, opsOrder, regions, summary } from '../../../test/fixtures';
import { renderConsole } from '../../../test/render';

const order = opsOrder({
  remark: 'Ring twice, the bell is broken',
  list: [
    { ...opsOrder().list[0]!, note: 'Ripe ones please' },
    {
      ...opsOrder().list[0]!,
      productSkuId: 12,
      name: 'Fish sauce',
      spec: '500 ml',
      unit: 'bottle',
      quantity: 3,
      barcode: null,
    },
  ],
});

function api() {
  return fakeApi({
    'GET /global/base/getCountry': () => ok(countries),
    'GET /ops/order/detail': (req: Seen) => ok({ ...order, orderId: Number(req.query.get('orderId')) }),
    'GET /ops/order/list': () => ok({ pageNum: 1, pageSize: 20, total: 1, newestOrderId: 1, list: [summary()] }),
    'GET /home/listRegionV2': () => ok(regions),
    'GET /staff/roles': () => ok({ roles: ['operations'], canManipulateOrder: false, warehouseIds: [] }),
    'GET /app/setting/get': () => ok({ mapTileUrl: null }),
  });
}

beforeEach(() => saveSession({ token: 'Bearer staff-token', name: 'Vy Hoàng', roles: ['operations'] }));

describe('the packing slip', () => {
  it('lists what to pack with SKU, barcode, quantity and notes, where it goes and when, and nothing of the console around it', async () => {
    const fake = api();
    renderConsole('/orders/1/slip');
    const slip = await screen.findByRole('article', { name: 'Packing slip · order SO240001' });
    expect(fake.calls('GET', '/ops/order/detail')[0]?.query.get('orderId')).toBe('1');
    const rows = within(slip).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(1)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['11', '8934567000011', 'Jasmine rice 5 kg5 kgNote: Ripe ones please', '2 bag'],
      ['12', '—', 'Fish sauce500 ml', '3 bottle'],
    ]);
    expect(within(slip).getByRole('heading', { name: 'To pack (5 units)' })).toBeTruthy();
    expect(within(slip).getByText('12, 12 Lê Lợi, District 1')).toBeTruthy();
    expect(within(slip).getByText('2026-12-02 09:00–11:00')).toBeTruthy();
    expect(within(slip).getByText('Ring twice, the bell is broken')).toBeTruthy();
    expect(within(slip).getByText('Cash on delivery · collect ₫120,000 on delivery')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('carries the order number as a Code 128 barcode: SVG bars, black on white, named by the number', async () => {
    api();
    renderConsole('/orders/1/slip');
    const slip = await screen.findByRole('article', { name: 'Packing slip · order SO240001' });
    const barcode = within(slip).getByRole('img', { name: 'SO240001' });
    expect(barcode.tagName.toLowerCase()).toBe('svg');
    await waitFor(() => expect(barcode.querySelectorAll('g rect').length).toBeGreaterThan(10));

    // The bars read back as modules (one module is `width` units wide): 1 bar, 0 space.
    const module = 2;
    const bars = [...barcode.querySelectorAll('g rect')].map((r) => ({
      from: Number(r.getAttribute('x')) / module,
      length: Number(r.getAttribute('width')) / module,
    }));
    const size = Math.max(...bars.map((b) => b.from + b.length));
    const modules = Array.from({ length: size }, (_, i) =>
      bars.some((b) => i >= b.from && i < b.from + b.length) ? '1' : '0',
    ).join('');
    // Code 128: a start code (A, B or C), the symbols with their check symbol, the stop pattern.
    expect(['11010000100', '11010010000', '11010011100']).toContain(modules.slice(0, 11));
    expect(modules.endsWith('1100011101011')).toBe(true);
    const expected: { encodings?: { data: string }[] } = {};
    JsBarcode(expected, 'SO240001', { format: 'CODE128' });
    expect(modules).toBe(expected.encodings![0]!.data);
    // A different number gives different bars: the test reads what is drawn.
    const other: { encodings?: { data: string }[] } = {};
    JsBarcode(other, 'SO240002', { format: 'CODE128' });
    expect(modules).not.toBe(other.encodings![0]!.data);

    expect(new Set([...barcode.querySelectorAll('g')].map((g) => g.getAttribute('fill')))).toEqual(
      new Set(['#000000']),
    );
    expect(barcode.querySelector(':scope > rect')?.getAttribute('fill')).toBe('#ffffff');
  });

  it('prints on request', async () => {
    api();
    // happy-dom has no print dialog: the browser's is what the button opens.
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true });
    renderConsole('/orders/1/slip');
    await screen.findByRole('article');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    Reflect.deleteProperty(window, 'print');
  });

  it('is opened from the order, and leads back to it', async () => {
    api();
    const { router } = renderConsole('/orders?order=1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Print packing slip' }));
    await screen.findByRole('article', { name: 'Packing slip · order SO240001' });
    expect(router.state.location.pathname).toBe('/orders/1/slip');
    await user.click(screen.getByRole('link', { name: 'Back to the order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(router.state.location.search).toBe('?order=1');
  });

  it('asks a signed-out visitor to sign in', async () => {
    saveSession(null);
    api();
    const { router } = renderConsole('/orders/1/slip');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });
});
