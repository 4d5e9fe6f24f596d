import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpsCustomer, OpsCustomerDetail } from '@storefront/contract';
import { saveSession } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fakeApi';
import { countries, summary } from '../../../test/fixtures';
import { renderConsole } from '../../../test/render';

const lan: OpsCustomer = {
  memberId: 7,
  nickname: 'Lan Nguyễn',
  phoneCountryCode: '84',
  phone: '901234501',
  isCertified: false,
  certificationPending: true,
  isRegulars: false,
  paymentCycle: 0,
  createTime: '2026-11-01T00:00:00.000Z',
};
const detail: OpsCustomerDetail = {
  customer: lan,
  application: {
    id: 3,
    name: 'Lan',
    businessName: 'Lan Grocery',
    phoneCountryCode: '84',
    phoneNumber: '901234501',
    note: null,
    status: 'pending',
    createTime: '2026-12-01T00:00:00.000Z',
    reviewedAt: null,
  },
  credit: [{ currencyCode: 'VND', creditLimit: 0, debt: 300000 }],
  ledger: [
    {
      currencyCode: 'VND',
      amount: 300000,
      kind: 'adjustment',
      orderId: null,
      note: 'Crates',
      at: '2026-12-02T00:00:00.000Z',
    },
  ],
  audit: [
    {
      action: 'customer.adjustment',
      staffId: 12,
      staffName: 'Hải Đinh',
      at: '2026-12-02T00:00:00.000Z',
      detail: { before: { debt: 0 }, after: { debt: 300000 } },
    },
  ],
};

function api() {
  return fakeApi({
    'GET /global/base/getCountry': () => ok(countries),
    'GET /ops/customer/list': () => ok({ pageNum: 1, pageSize: 20, total: 1, list: [lan] }),
    'GET /ops/customer/detail': () => ok(detail),
    'GET /ops/order/list': () => ok({ pageNum: 1, pageSize: 20, total: 1, list: [summary()] }),
    'POST /ops/customer/reviewCertification': () =>
      ok({ ...detail, customer: { ...lan, isCertified: true, certificationPending: false } }),
    'POST /ops/customer/setCredit': () => ok(detail),
    'POST /ops/customer/recordCredit': () => ok(detail),
  });
}

const dialog = (title: string) =>
  waitFor(() => {
    const modal = document.querySelector<HTMLElement>('.ant-modal');
    if (!modal || !within(modal).queryByText(title, { selector: '.ant-modal-title' })) throw new Error(`no "${title}"`);
    return modal;
  });

beforeEach(() => saveSession({ token: 'Bearer ops-token', name: 'Vy Hoàng', roles: ['operations'] }));

describe('the customers', () => {
  it('finds a customer, opens their page with the request, ledger and orders; operations approve the request', async () => {
    const fake = api();
    renderConsole('/customers');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Find a customer by phone or name' }), '0901{Enter}');
    await waitFor(() => expect(fake.calls('GET', '/ops/customer/list').at(-1)?.query.get('keyword')).toBe('0901'));
    await user.click(await screen.findByRole('button', { name: 'Open customer Lan Nguyễn' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Lan Grocery')).toBeTruthy();
    expect(within(drawer).getByText('Limit ₫0 · owes ₫300,000')).toBeTruthy();
    expect(within(drawer).getByText('Crates')).toBeTruthy();
    // The history names the staff member who did it, not their id.
    const history = within(drawer).getByRole('region', { name: 'History' });
    expect(within(history).getByText(/Debt recorded · by Hải Đinh/)).toBeTruthy();
    expect(within(history).queryByText(/staff:/)).toBeNull();
    expect(await within(drawer).findByRole('link', { name: 'SO240001' })).toBeTruthy();
    expect(fake.calls('GET', '/ops/order/list').at(-1)?.query.get('memberId')).toBe('7');
    // Operations review; the money is finance's, so its buttons are not there.
    expect(within(drawer).queryByRole('button', { name: 'Record a settlement' })).toBeNull();
    await user.click(within(drawer).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(fake.calls('POST', '/ops/customer/reviewCertification')[0]?.body).toEqual({ memberId: 7, approve: true }),
    );
  });

  it('finance records a settlement in minor units with its note, and sets the limit and cycle', async () => {
    saveSession({ token: 'Bearer fin-token', name: 'Hải Đinh', roles: ['finance'] });
    const fake = api();
    renderConsole('/customers?customer=7');
    const drawer = await screen.findByRole('dialog');
    const user = userEvent.setup();
    await user.click(await within(drawer).findByRole('button', { name: 'Record a settlement' }));
    const settle = await dialog('Record a settlement');
    await user.type(within(settle).getByRole('spinbutton', { name: 'Amount' }), '200000');
    await user.type(within(settle).getByRole('textbox', { name: 'Bank reference or how it was paid' }), 'FT261205');
    await user.click(within(settle).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(fake.calls('POST', '/ops/customer/recordCredit')[0]?.body).toEqual({
        memberId: 7,
        currencyCode: 'VND',
        kind: 'settlement',
        amount: 200000,
        note: 'FT261205',
      }),
    );
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());
    await user.click(within(drawer).getByRole('button', { name: 'Set credit limit and cycle' }));
    const limit = await dialog('Set credit limit and cycle');
    const amount = within(limit).getByRole('spinbutton', { name: 'Credit limit' });
    await user.clear(amount);
    await user.type(amount, '5000000');
    await user.click(within(limit).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(fake.calls('POST', '/ops/customer/setCredit')[0]?.body).toEqual({
        memberId: 7,
        currencyCode: 'VND',
        creditLimit: 5000000,
        paymentCycle: 0,
      }),
    );
  });

  it('sends a settlement with one Idempotency-Key per submission: again after a lost answer, the same; changed, a new one', async () => {
    saveSession({ token: 'Bearer fin-token', name: 'Hải Đinh', roles: ['finance'] });
    let answered = 0;
    const fake = fakeApi({
      'GET /global/base/getCountry': () => ok(countries),
      'GET /ops/customer/detail': () => ok(detail),
      'GET /ops/order/list': () => ok({ pageNum: 1, pageSize: 20, total: 0, newestOrderId: null, list: [] }),
      'POST /ops/customer/recordCredit': () => {
        // The first answer is lost on the way back.
        if (answered++ === 0) throw new Error('connection reset');
        return ok(detail);
      },
    });
    renderConsole('/customers?customer=7');
    const drawer = await screen.findByRole('dialog');
    const user = userEvent.setup();
    await user.click(await within(drawer).findByRole('button', { name: 'Record a settlement' }));
    const settle = await dialog('Record a settlement');
    const amount = within(settle).getByRole('spinbutton', { name: 'Amount' });
    await user.type(amount, '200000');
    await user.type(within(settle).getByRole('textbox', { name: 'Bank reference or how it was paid' }), 'FT261205');
    await user.click(within(settle).getByRole('button', { name: 'Confirm' }));
    expect(await within(settle).findByRole('alert')).toBeTruthy();
    await user.click(within(settle).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(fake.calls('POST', '/ops/customer/recordCredit')).toHaveLength(2));
    const [lost, retried] = fake
      .calls('POST', '/ops/customer/recordCredit')
      .map((c) => c.headers.get('Idempotency-Key'));
    expect(lost).toMatch(/^[0-9a-f]{32}$/);
    expect(retried).toBe(lost);

    // The same dialog with another amount is another submission.
    answered = 0;
    await user.click(within(drawer).getByRole('button', { name: 'Record a settlement' }));
    const next = await dialog('Record a settlement');
    await user.type(within(next).getByRole('spinbutton', { name: 'Amount' }), '1000');
    await user.type(within(next).getByRole('textbox', { name: 'Bank reference or how it was paid' }), 'FT2');
    await user.click(within(next).getByRole('button', { name: 'Confirm' }));
    expect(await within(next).findByRole('alert')).toBeTruthy();
    const changed = within(next).getByRole('spinbutton', { name: 'Amount' });
    await user.clear(changed);
    await user.type(changed, '2000');
    await user.click(within(next).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(fake.calls('POST', '/ops/customer/recordCredit')).toHaveLength(4));
    const [, , third, fourth] = fake
      .calls('POST', '/ops/customer/recordCredit')
      .map((c) => c.headers.get('Idempotency-Key'));
    expect(third).not.toBe(lost);
    expect(fourth).not.toBe(third);
  });
});
