import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveSession } from '../../../lib/session';
import { fakeApi, ok, type Seen } from '../../../test/fakeApi';
import { countries, opsOrder, regions, summary } from '../../../test/fixtures';
import { renderConsole } from '../../../test/render';
import { NEW_ORDERS_POLL_MS } from '../api/orders';

const orders = [
  summary(),
  summary({
    orderId: 2,
    orderSn: 'SO240002',
    status: 3,
    currencyCode: 'THB',
    payable: 12345,
    warehouseName: 'Bangkok Sukhumvit',
    deliveryType: 'pickup',
    paymentMethod: 'bankTransfer',
  }),
];

function api(total = 2) {
  return fakeApi({
    'GET /global/base/getCountry': () => ok(countries),
    'GET /ops/order/list': (req: Seen) =>
      ok({
        pageNum: Number(req.query.get('pageNum')),
        pageSize: Number(req.query.get('pageSize')),
        total,
        newestOrderId: 2,
        list: orders,
      }),
    'GET /ops/order/detail': (req: Seen) => ok(opsOrder({ orderId: Number(req.query.get('orderId')) })),
    'GET /home/listRegionV2': () => ok(regions),
    'GET /staff/roles': () => ok({ roles: ['operations'], canManipulateOrder: false, warehouseIds: [1, 2] }),
  });
}

beforeEach(() => saveSession({ token: 'Bearer staff-token', name: 'Quang Lê', roles: ['operations', 'finance'] }));

describe('the orders table', () => {
  it('lists every order with its amount in its own currency', async () => {
    api();
    renderConsole('/orders');
    const first = (await screen.findByRole('button', { name: 'Open order SO240001' })).closest('tr')!;
    expect(within(first).getByText('₫120,000')).toBeTruthy();
    expect(within(first).getByText('Pending review')).toBeTruthy();
    expect(within(first).getByText('Cash on delivery')).toBeTruthy();
    const second = screen.getByRole('button', { name: 'Open order SO240002' }).closest('tr')!;
    // Satang are minor units: 12345 is 123.45 baht.
    expect(within(second).getByText('฿123.45')).toBeTruthy();
    expect(within(second).getByText('Pickup')).toBeTruthy();
    expect(screen.getByText('Total: 2')).toBeTruthy();
  });

  it('filters by status and searches by order number through the API', async () => {
    const fake = api();
    renderConsole('/orders');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Processing' }));
    await waitFor(() => expect(fake.calls('GET', '/ops/order/list').at(-1)?.query.get('status')).toBe('2'));

    await user.type(screen.getByRole('searchbox', { name: 'Search by order number or phone' }), 'SO2400{Enter}');
    await waitFor(() => expect(fake.calls('GET', '/ops/order/list').at(-1)?.query.get('keyword')).toBe('SO2400'));
    const last = fake.calls('GET', '/ops/order/list').at(-1)!;
    expect(last.query.get('status')).toBe('2');
    expect(last.query.get('pageNum')).toBe('1');
  });

  it('pages through the orders', async () => {
    const fake = api(45);
    renderConsole('/orders');
    await screen.findByRole('button', { name: 'Open order SO240001' });
    await userEvent.setup().click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(fake.calls('GET', '/ops/order/list').at(-1)?.query.get('pageNum')).toBe('2'));
  });

  it('opens an order in the drawer', async () => {
    const fake = api();
    renderConsole('/orders');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Open order SO240001' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Order SO240001')).toBeTruthy();
    expect(within(drawer).getByText('Jasmine rice 5 kg')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Open the page of customer Lan Nguyễn' })).toBeTruthy();
    expect(fake.calls('GET', '/ops/order/detail')[0]?.query.get('orderId')).toBe('1');
  });

  it('filters by one of the staff member’s own warehouses, kept in the address', async () => {
    const fake = api();
    const { router } = renderConsole('/orders');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Filter orders by warehouse' }));
    await screen.findByRole('option', { name: 'Thu Duc' });
    // Only the warehouses the staff member works on are offered.
    expect(screen.queryByRole('option', { name: 'Bangkok Sukhumvit' })).toBeNull();
    await user.click(screen.getByTitle('Thu Duc'));
    await waitFor(() => expect(fake.calls('GET', '/ops/order/list').at(-1)?.query.get('warehouseId')).toBe('2'));
    expect(router.state.location.search).toBe('?warehouse=2');
  });
});

describe('the queue filters', () => {
  const sent = (call: Seen | undefined) => Object.fromEntries(call?.query ?? []);

  it('filters by payment, delivery or pickup, days placed and phone, kept in the address; the live poll asks the same', async () => {
    const fake = api();
    const { router } = renderConsole(
      '/orders?payment=bankTransfer&from=2026-12-01&to=2026-12-03&keyword=%2B84%20901%20234%20501',
    );
    await screen.findByRole('button', { name: 'Open order SO240001' });
    const filter = {
      paymentMethod: 'bankTransfer',
      placedFrom: '2026-12-01',
      placedTo: '2026-12-03',
      keyword: '+84 901 234 501',
    };
    expect(sent(fake.calls('GET', '/ops/order/list')[0])).toMatchObject(filter);
    await waitFor(() =>
      expect(sent(fake.calls('GET', '/ops/order/list').find((c) => c.query.has('newerThan')))).toMatchObject({
        ...filter,
        newerThan: '2',
      }),
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Filter orders by delivery or pickup' }));
    await user.click(await screen.findByTitle('Pickup'));
    await waitFor(() =>
      expect(sent(fake.calls('GET', '/ops/order/list').at(-1))).toMatchObject({ deliveryType: 'pickup' }),
    );
    expect(new URLSearchParams(router.state.location.search).get('delivery')).toBe('pickup');

    // The first day cannot be set after the last, nor the last before the first.
    const from = screen.getByLabelText('Placed from');
    const to = screen.getByLabelText('to');
    expect(from.getAttribute('max')).toBe('2026-12-03');
    expect(to.getAttribute('min')).toBe('2026-12-01');
    fireEvent.change(to, { target: { value: '2026-12-05' } });
    await waitFor(() =>
      expect(sent(fake.calls('GET', '/ops/order/list').at(-1))).toMatchObject({ placedTo: '2026-12-05' }),
    );
    expect(new URLSearchParams(router.state.location.search).get('to')).toBe('2026-12-05');
    fireEvent.change(to, { target: { value: '' } });
    await waitFor(() => expect(fake.calls('GET', '/ops/order/list').at(-1)?.query.has('placedTo')).toBe(false));
  });

  it('leaves out what an address edited by hand names wrongly', async () => {
    const fake = api();
    renderConsole('/orders?payment=cheque&delivery=drone&from=yesterday');
    await screen.findByRole('button', { name: 'Open order SO240001' });
    const query = sent(fake.calls('GET', '/ops/order/list')[0]);
    expect(query).not.toHaveProperty('paymentMethod');
    expect(query).not.toHaveProperty('deliveryType');
    expect(query).not.toHaveProperty('placedFrom');
  });
});

describe('the live queue', () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  /** The server's queue: `placed` orders, newest first; a `newerThan` query counts those after it. */
  function queue(placed: ReturnType<typeof summary>[]) {
    return fakeApi({
      'GET /global/base/getCountry': () => ok(countries),
      'GET /home/listRegionV2': () => ok(regions),
      'GET /staff/roles': () => ok({ roles: ['operations'], canManipulateOrder: false, warehouseIds: [] }),
      'GET /ops/order/list': (req: Seen) => {
        const after = Number(req.query.get('newerThan') ?? 0);
        const matching = placed.filter((o) => o.orderId > after);
        return ok({
          pageNum: 1,
          pageSize: 20,
          total: matching.length,
          newestOrderId: matching[0]?.orderId ?? null,
          list: matching,
        });
      },
    });
  }
  const polls = (fake: ReturnType<typeof queue>) =>
    fake.calls('GET', '/ops/order/list').filter((c) => c.query.has('newerThan'));

  it('asks while the tab is on show, says how many came in without moving the rows, and shows them on request', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const placed = [summary({ orderId: 2, orderSn: 'SO240002' }), summary()];
    const fake = queue(placed);
    renderConsole('/orders');
    await screen.findByRole('button', { name: 'Open order SO240002' });
    await waitFor(() => expect(polls(fake).at(-1)?.query.get('newerThan')).toBe('2'));
    expect(screen.queryByText(/New orders since/)).toBeNull();

    // Two orders come in; a hidden tab does not ask.
    placed.unshift(summary({ orderId: 4, orderSn: 'SO240004' }), summary({ orderId: 3, orderSn: 'SO240003' }));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    const asked = polls(fake).length;
    await act(async () => {
      vi.advanceTimersByTime(NEW_ORDERS_POLL_MS);
    });
    expect(polls(fake)).toHaveLength(asked);

    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    await act(async () => {
      vi.advanceTimersByTime(NEW_ORDERS_POLL_MS);
    });
    const notice = await screen.findByRole('status');
    await within(notice).findByText('New orders since this list was drawn: 2');
    // The table still shows what it showed.
    expect(screen.queryByRole('button', { name: 'Open order SO240004' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Open order / })).toHaveLength(2);

    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Show them' }));
    await screen.findByRole('button', { name: 'Open order SO240004' });
    await waitFor(() => expect(polls(fake).at(-1)?.query.get('newerThan')).toBe('4'));
    await waitFor(() => expect(within(screen.getByRole('status')).queryByText(/New orders since/)).toBeNull());
  });
});
