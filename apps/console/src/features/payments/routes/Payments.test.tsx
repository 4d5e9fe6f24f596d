import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpsOrder } from '@storefront/contract';
import { saveSession } from '../../../lib/session';
import { fail, fakeApi, ok, type Seen } from '../../../test/fakeApi';
import { countries, opsOrder, summary } from '../../../test/fixtures';
import { renderConsole } from '../../../test/render';

const RECEIPT = '/api/order/voucher/0123456789abcdef0123456789abcdef';
const waiting = opsOrder({
  orderId: 5,
  orderSn: 'VN2612050005',
  status: 0,
  paymentMethod: 'bankTransfer',
  paymentState: 'awaitingVerification',
  paymentStateText: 'Receipt received, awaiting verification',
  receiptUrl: RECEIPT,
  payable: 250000,
  holdDeadline: '2026-12-06T03:00:00.000Z',
});
const refunding = opsOrder({
  orderId: 6,
  orderSn: 'VN2612050006',
  status: 1,
  paymentMethod: 'bankTransfer',
  paidAt: '2026-12-05T01:00:00.000Z',
  paidAmount: 120000,
  refund: {
    amount: 120000,
    method: 'bankCard',
    bankName: 'Vietcombank',
    bankAccount: '0071000123456',
    accountHolder: 'Mai Trần',
    status: 'requested',
    createTime: '2026-12-05T02:00:00.000Z',
    reason: null,
    bankReference: null,
  },
});

function api(over: Record<string, (req: Seen) => ReturnType<typeof ok>> = {}) {
  const orders: Record<number, OpsOrder> = { 5: waiting, 6: refunding };
  return fakeApi({
    'GET /global/base/getCountry': () => ok(countries),
    'GET /ops/order/list': (req) => {
      const list = req.query.get('receiptToCheck') ? [summary({ ...waiting })] : [summary({ ...refunding })];
      return ok({ pageNum: 1, pageSize: 100, total: list.length, list });
    },
    'GET /ops/order/detail': (req) => ok(orders[Number(req.query.get('orderId'))]),
    ...over,
  });
}

const dialog = (title: string) =>
  waitFor(() => {
    const modal = document.querySelector<HTMLElement>('.ant-modal');
    if (!modal || !within(modal).queryByText(title, { selector: '.ant-modal-title' })) throw new Error(`no "${title}"`);
    return modal;
  });

beforeEach(() => saveSession({ token: 'Bearer finance-token', name: 'Hoa Phạm', roles: ['finance'] }));

describe('the receipts to check', () => {
  it('shows the receipt beside the amount expected and the order number the QR carried', async () => {
    api();
    renderConsole('/payments');
    const review = (await screen.findByRole('heading', { name: 'Receipt of order VN2612050005' })).closest('section')!;
    expect(within(review).getByText('₫250,000')).toBeTruthy();
    expect(within(review).getByText('Reference on the payment QR').closest('tr')!.textContent).toContain(
      'VN2612050005',
    );
    const image = within(review).getByRole('img', { name: 'Transfer receipt sent for order VN2612050005' });
    expect(image.getAttribute('src')).toBe(RECEIPT);
    expect(screen.getByRole('tab', { name: /Receipts to check/ }).textContent).toContain('(1)');
  });

  it('confirms the money of the order on show', async () => {
    const fake = api({
      'POST /ops/order/confirmPayment': () => ok({ ...waiting, paymentState: 'paid', status: 1 }),
    });
    renderConsole('/payments');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm money received' }));
    const confirm = await dialog('Confirm money received');
    expect(confirm.textContent).toContain('₫250,000');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(fake.calls('POST', '/ops/order/confirmPayment')[0]?.body).toEqual({ orderId: 5 }));
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());
  });

  it('rejects with the reason the customer will read, never without one', async () => {
    const fake = api({ 'POST /ops/order/rejectPayment': () => ok({ ...waiting, paymentState: 'awaitingPayment' }) });
    renderConsole('/payments');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject receipt' }));
    const reject = await dialog('Reject receipt');
    await user.click(within(reject).getByRole('button', { name: 'Confirm' }));
    expect(await within(reject).findByText('Enter the reason the customer will read.')).toBeTruthy();
    expect(fake.calls('POST', '/ops/order/rejectPayment')).toHaveLength(0);
    await user.type(within(reject).getByRole('textbox', { name: 'Reason shown to the customer' }), 'No such transfer');
    await user.click(within(reject).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(fake.calls('POST', '/ops/order/rejectPayment')[0]?.body).toEqual({
        orderId: 5,
        reason: 'No such transfer',
      }),
    );
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    api({ 'POST /ops/order/confirmPayment': () => fail(409, 'The order has changed in the meantime; please refresh') });
    renderConsole('/payments');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm money received' }));
    const confirm = await dialog('Confirm money received');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect((await within(confirm).findByRole('alert')).textContent).toContain('The order has changed in the meantime');
  });

  it('is not open to a role that may not move money: no receipt, no button', async () => {
    saveSession({ token: 'Bearer ops-token', name: 'Quang Lê', roles: ['operations'] });
    api();
    renderConsole('/payments?queue=receipts');
    await screen.findByRole('heading', { name: 'You have no access to this section' });
    expect(screen.queryByRole('heading', { name: 'Receipt of order VN2612050005' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm money received' })).toBeNull();
  });
});

describe('the refunds to settle', () => {
  it('settles a refund with the bank reference, required', async () => {
    const fake = api({
      'POST /ops/order/refund': () =>
        ok({ ...refunding, refund: { ...refunding.refund!, status: 'refunded', bankReference: 'FT123' } }),
    });
    renderConsole('/payments?queue=refunds');
    const review = (await screen.findByRole('heading', { name: 'Refund of order VN2612050006' })).closest('section')!;
    expect(within(review).getByText('0071000123456')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(review).getByRole('button', { name: 'Settle refund' }));
    const settle = await dialog('Settle refund');
    await user.click(within(settle).getByRole('button', { name: 'Confirm' }));
    expect(await within(settle).findByText('Enter the bank reference.')).toBeTruthy();
    await user.type(within(settle).getByRole('textbox', { name: 'Bank reference of the transfer' }), ' FT123 ');
    await user.click(within(settle).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(fake.calls('POST', '/ops/order/refund')[0]?.body).toEqual({ orderId: 6, bankReference: 'FT123' }),
    );
    expect(fake.calls('GET', '/ops/order/list').some((c) => c.query.get('refundToSettle') === 'true')).toBe(true);
  });
});
