import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpsOrder } from '@storefront/contract';
import { saveSession } from '../../../lib/session';
import { fail, fakeApi, ok, type Seen } from '../../../test/fakeApi';
import { countries, opsOrder } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { OrderDrawer } from './OrderDrawer';

function api(order: OpsOrder, actions: Record<string, (req: Seen) => ReturnType<typeof ok>> = {}) {
  return fakeApi({
    'GET /global/base/getCountry': () => ok(countries),
    'GET /ops/order/detail': () => ok(order),
    'GET /app/setting/get': () => ok({ mapTileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png' }),
    ...actions,
  });
}

const open = (order: OpsOrder) => renderWithProviders(<OrderDrawer orderId={order.orderId} onClose={() => {}} />);

const actionButtons = async () => {
  const section = (await screen.findByRole('heading', { name: 'Actions' })).closest('section')!;
  return within(section)
    .queryAllByRole('button')
    .map((b) => b.textContent);
};

/**
 * The confirmation on top of the drawer. Both are dialogs, and under test rc-component names every
 * element id "test-id", so the two cannot be told apart by their accessible names here.
 */
const confirmation = (title: string) =>
  waitFor(() => {
    const modal = document.querySelector<HTMLElement>('.ant-modal');
    if (!modal || !within(modal).queryByText(title, { selector: '.ant-modal-title' }))
      throw new Error(`no confirmation "${title}"`);
    return modal;
  });

beforeEach(() => saveSession({ token: 'Bearer staff-token', name: 'Quang Lê', roles: ['operations', 'finance'] }));

describe('the order drawer', () => {
  it('shows lines, amounts, buyer, address and payment', async () => {
    api(opsOrder({ paymentMethod: 'bankTransfer' }));
    open(opsOrder());
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Jasmine rice 5 kg')).toBeTruthy();
    expect(within(drawer).getAllByText('₫120,000').length).toBeGreaterThan(0);
    expect(within(drawer).getByText('Member no. 7')).toBeTruthy();
    expect(within(drawer).getByText('12, 12 Lê Lợi, District 1')).toBeTruthy();
    expect(within(drawer).getByText('Bank transfer')).toBeTruthy();
    expect(within(drawer).getByText('Not paid yet')).toBeTruthy();
  });

  it('shows the delivery address on a map, pinned where it is, with its photos', async () => {
    const order = opsOrder({
      address: { ...opsOrder().address!, latitude: 10.7769, longitude: 106.7009 },
      addressPhotos: ['/api/upload/file/abcdefghijklmnopqrstuv?t=1.x', '/api/upload/file/bcdefghijklmnopqrstuvw?t=1.y'],
    });
    api(order);
    open(order);
    const map = await screen.findByRole('region', { name: 'Map of the delivery address' });
    expect(screen.getByText('Position 10.7769, 106.7009')).toBeTruthy();
    // Leaflet draws the tiles of the shop's tile server around the pin.
    await waitFor(() => expect(map.querySelector('.order-map__pin')).toBeTruthy());
    const tiles = [...map.querySelectorAll<HTMLImageElement>('img.leaflet-tile')].map((img) => img.src);
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((src) => src.startsWith('https://tiles.example.org/16/'))).toBe(true);
    const photos = screen.getByRole('group', { name: 'Photos of the delivery address' });
    expect(within(photos).getByRole('img', { name: 'Photo 1 of the delivery address' }).getAttribute('src')).toBe(
      '/api/upload/file/abcdefghijklmnopqrstuv?t=1.x',
    );
    expect(within(photos).getByRole('img', { name: 'Photo 2 of the delivery address' })).toBeTruthy();
  });

  it('shows no map for an address without a position', async () => {
    api(opsOrder());
    open(opsOrder());
    await screen.findByText('12, 12 Lê Lợi, District 1');
    expect(screen.queryByRole('region', { name: 'Map of the delivery address' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Photos of the delivery address' })).toBeNull();
  });

  it.each([
    [1, ['Approve', 'Cancel order']],
    [2, ['Start processing', 'Ship', 'Cancel order']],
    [3, ['Complete']],
  ] as const)('offers only what status %i allows', async (status, expected) => {
    api(opsOrder({ status }));
    open(opsOrder({ status }));
    await waitFor(async () => expect(await actionButtons()).toEqual(expected));
  });

  it('makes a pickup order ready for collection, then collected', async () => {
    api(opsOrder({ status: 2, deliveryType: 'pickup', processingStartedAt: '2026-12-01T05:00:00.000Z' }));
    open(opsOrder({ status: 2, deliveryType: 'pickup' }));
    await waitFor(async () => expect(await actionButtons()).toEqual(['Ready for collection', 'Cancel order']));
  });

  it('names a pickup order waiting at the warehouse ready for collection, and offers "Collected"', async () => {
    api(opsOrder({ status: 3, deliveryType: 'pickup' }));
    open(opsOrder({ status: 3, deliveryType: 'pickup' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Ready for collection')).toBeTruthy();
    await waitFor(async () => expect(await actionButtons()).toEqual(['Collected']));
  });

  it("shows finance where a requested refund goes and the shopper's reason", async () => {
    const order = opsOrder({
      status: 4,
      refund: {
        amount: 120000,
        method: 'bankCard',
        bankName: 'Vietcombank',
        bankAccount: '0071000123456',
        accountHolder: 'LAN',
        reason: 'Other reason: wrong colour',
        status: 'requested',
        createTime: '2026-12-01T05:00:00.000Z',
      },
    });
    api(order);
    open(order);
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Bank card Vietcombank 0071000123456 · LAN')).toBeTruthy();
    expect(within(drawer).getByText('Other reason: wrong colour')).toBeTruthy();
  });

  it('says so when the status allows nothing', async () => {
    api(opsOrder({ status: 4 }));
    open(opsOrder({ status: 4 }));
    expect(await screen.findByText('No action is possible for an order in this status.')).toBeTruthy();
  });

  it('ships with a tracking number after confirmation', async () => {
    const fake = api(opsOrder({ status: 2 }), {
      'POST /ops/order/ship': () => ok(opsOrder({ status: 3, trackingNumber: 'VN123' })),
    });
    open(opsOrder({ status: 2 }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ship' }));
    const dialog = await confirmation('Ship');
    // The tracking number is required before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Enter the tracking number.')).toBeTruthy();
    expect(fake.calls('POST', '/ops/order/ship')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Tracking number'), 'VN123');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(fake.calls('POST', '/ops/order/ship')[0]?.body).toEqual({ orderId: 1, trackingNumber: 'VN123' }),
    );
    // The order as the API answered it: now pending receipt, so completing is what is left.
    await waitFor(async () => expect(await actionButtons()).toEqual(['Complete']));
  });

  it("keeps the confirmation open with the API's message when the action is refused", async () => {
    api(opsOrder({ status: 1 }), {
      'POST /ops/order/cancel': () => fail(409, 'The order has changed meanwhile; reload it.'),
    });
    open(opsOrder({ status: 1 }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await confirmation('Cancel order');
    await user.type(within(dialog).getByLabelText('Reason'), 'Customer asked');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The order has changed meanwhile; reload it.',
    );
  });

  it('approves an order pending review with one confirmation', async () => {
    const fake = api(opsOrder({ status: 1 }), { 'POST /ops/order/review': () => ok(opsOrder({ status: 2 })) });
    open(opsOrder({ status: 1 }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await confirmation('Approve');
    expect(within(dialog).getByText('Approve order SO240001? It moves to processing.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(fake.calls('POST', '/ops/order/review')[0]?.body).toEqual({ orderId: 1 }));
  });

  it('names who did each step of the history: staff by name and role, the customer, the system', async () => {
    const entry = { fromStatus: null, toStatus: null, at: '2026-12-01T02:00:00.000Z', note: null, changes: [] };
    const order = opsOrder({
      audit: [
        {
          ...entry,
          action: 'place',
          toStatus: 1,
          actor: 'member:7',
          by: { kind: 'customer', name: 'Lan Nguyễn', roles: [] },
        },
        {
          ...entry,
          action: 'review',
          fromStatus: 1,
          toStatus: 2,
          actor: 'staff:9',
          by: { kind: 'staff', name: 'Vy Hoàng', roles: ['operations', 'finance'] },
        },
        {
          ...entry,
          action: 'cancel',
          fromStatus: 2,
          toStatus: 5,
          actor: 'system:timeout',
          by: { kind: 'system', name: null, roles: [] },
        },
      ],
    });
    api(order);
    open(order);
    const history = await screen.findByRole('region', { name: 'History' });
    const who = within(history)
      .getAllByRole('listitem')
      .map((li) => li.textContent.split(' · ').at(-1));
    expect(who).toEqual(['Customer Lan Nguyễn', 'Vy Hoàng (Operations, Finance)', 'System']);
    expect(within(history).queryByText(/staff:|member:|system:/)).toBeNull();
  });

  it('shows each change of money before → after in the order’s currency, and who made it', async () => {
    const entry = { fromStatus: null, toStatus: null, at: '2026-12-01T02:00:00.000Z', actor: 'staff:9' };
    const vy = { kind: 'staff' as const, name: 'Vy Hoàng', roles: ['operations' as const] };
    const order = opsOrder({
      audit: [
        {
          ...entry,
          action: 'adjustPrice',
          by: vy,
          note: 'Lighter melon',
          changes: [
            { field: 'priceAdjustment', before: 0, after: -2000 },
            { field: 'payable', before: 120000, after: 118000 },
          ],
        },
        {
          ...entry,
          action: 'rejectPayment',
          by: { ...vy, name: 'Hải Đinh', roles: ['finance'] },
          note: 'No such transfer',
          changes: [{ field: 'paymentState', before: 'awaitingVerification', after: 'awaitingPayment' }],
        },
        {
          ...entry,
          action: 'refund',
          by: { ...vy, name: 'Hải Đinh', roles: ['finance'] },
          note: 'FT2612050001',
          changes: [{ field: 'refundAmount', before: null, after: 118000 }],
        },
      ],
    });
    api(order);
    open(order);
    const history = await screen.findByRole('region', { name: 'History' });
    const [adjusted, rejected, refunded] = within(history).getAllByRole('listitem');
    expect(adjusted!.textContent).toContain('Price adjusted · Vy Hoàng (Operations) · Lighter melon');
    expect(adjusted!.textContent).toContain('Price adjustment: ₫0 → -₫2,000');
    expect(adjusted!.textContent).toContain('Amount payable: ₫120,000 → ₫118,000');
    expect(rejected!.textContent).toContain('Hải Đinh (Finance)');
    expect(rejected!.textContent).toContain('Payment: Receipt to check → Awaiting payment');
    expect(refunded!.textContent).toContain('Refunded: ₫118,000');
    expect(refunded!.textContent).not.toContain('→');
  });
});

describe('the order’s customer and invoice request', () => {
  it('names a member and links to their page; shows a company’s invoice request with its licence', async () => {
    const order = opsOrder({
      customer: { memberId: 7, name: 'Lan Nguyễn', phoneCountryCode: '84', phoneNumber: '901234501' },
      invoice: {
        type: 'company',
        title: 'Công ty TNHH Lan',
        taxNumber: '0312345678',
        personalIdNumber: null,
        branch: null,
        purchaseOrderNumber: 'PO-77',
        address: '12 Lê Lợi, District 1',
        email: 'invoice@lan.vn',
        businessLicence: '/api/uploads/licence.jpg',
      },
    });
    api(order);
    open(order);
    const buyer = await screen.findByRole('region', { name: 'Buyer' });
    const link = within(buyer).getByRole('link', { name: 'Open the page of customer Lan Nguyễn' });
    expect(link.getAttribute('href')).toBe('/customers?customer=7');
    expect(within(buyer).getByRole('link', { name: '+84 901 234 501' }).getAttribute('href')).toBe('tel:+84901234501');
    const invoice = screen.getByRole('region', { name: 'Invoice request' });
    for (const text of ['Company', 'Công ty TNHH Lan', '0312345678', 'PO-77', 'invoice@lan.vn']) {
      expect(within(invoice).getByText(text)).toBeTruthy();
    }
    // Only what the request holds: a company has no personal ID.
    expect(within(invoice).queryByText('Personal ID number')).toBeNull();
    const licence = within(invoice).getByRole('img', { name: 'Business licence sent with order SO240001' });
    expect(licence.getAttribute('src')).toBe('/api/uploads/licence.jpg');
  });

  it('names a visitor by what was typed, with no page to open, and says when no invoice was asked for', async () => {
    const order = opsOrder({
      memberId: null,
      visitor: true,
      customer: { memberId: null, name: 'Trang Võ', phoneCountryCode: '84', phoneNumber: '0913 579 300' },
    });
    api(order);
    open(order);
    const buyer = await screen.findByRole('region', { name: 'Buyer' });
    expect(within(buyer).getByText(/Trang Võ/)).toBeTruthy();
    expect(within(buyer).getByText('Visitor (no account)')).toBeTruthy();
    expect(within(buyer).queryByRole('link', { name: /Open the page of customer/ })).toBeNull();
    expect(within(buyer).getByRole('link', { name: '+84 913 579 300' }).getAttribute('href')).toBe('tel:+84913579300');
    expect(
      within(screen.getByRole('region', { name: 'Invoice request' })).getByText('No invoice requested.'),
    ).toBeTruthy();
  });
});
