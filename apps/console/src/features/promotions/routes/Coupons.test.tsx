import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeskCoupon, DeskCouponHolder } from '@storefront/contract';
import { saveSession } from '../../../lib/session';
import { fail, fakeApi, ok, type Seen } from '../../../test/fakeApi';
import { countries } from '../../../test/fixtures';
import { renderConsole } from '../../../test/render';

const coupon = (over: Partial<DeskCoupon> = {}): DeskCoupon => ({
  templateId: 7,
  code: 'WELCOME50K',
  name: '₫50,000 off your order',
  names: { 'en-US': '₫50,000 off your order' },
  countryCode: 'VN',
  currencyCode: 'VND',
  kind: 'amount',
  amount: 50_000,
  percent: 0,
  maxDiscount: null,
  minSpend: 300_000,
  scope: 'all',
  scopeIds: [],
  scopeNames: [],
  perMemberLimit: 1,
  totalCount: 100,
  claimedCount: 3,
  usedCount: 1,
  termsFixed: true,
  startsAt: new Date(Date.now() - 86_400_000).toISOString(),
  endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  state: 'running',
  ...over,
});

const holder: DeskCouponHolder = {
  memberCouponId: 90,
  memberId: 5,
  memberName: 'Lan Nguyễn',
  phone: '+84 901234501',
  state: 'used',
  claimedAt: '2026-03-01T08:00:00.000Z',
  usedAt: '2026-03-02T08:00:00.000Z',
  orderSn: 'SO2603020001',
  grantedBy: null,
};

function api(extra: Record<string, (req: Seen) => ReturnType<typeof ok>> = {}) {
  return fakeApi({
    'GET /global/base/getCountry': () => ok(countries),
    'GET /staff/catalogue/coupon/list': () => ok({ pageNum: 1, pageSize: 20, total: 1, list: [coupon()] }),
    'GET /staff/catalogue/coupon/holders': () => ok({ pageNum: 1, pageSize: 10, total: 1, list: [holder] }),
    ...extra,
  });
}

beforeEach(() => saveSession({ token: 'Bearer staff-token', name: 'Tùng Ngô', roles: ['catalogue'] }));

describe('the coupons page', () => {
  it('lists what each coupon gives, from what spend, and how many are claimed and used', async () => {
    api();
    renderConsole('/promotions/coupons');
    const row = (await screen.findByRole('button', { name: '₫50,000 off your order' })).closest('tr')!;
    expect(within(row).getByText('WELCOME50K')).toBeTruthy();
    expect(within(row).getByText('₫50,000 off from ₫300,000')).toBeTruthy();
    expect(within(row).getByText('3 of 100 claimed, 1 used')).toBeTruthy();
  });

  it('creates a percent coupon over products, sending its terms in major units', async () => {
    const saved: unknown[] = [];
    api({
      'GET /staff/catalogue/target/find': () =>
        ok([{ id: 31, name: 'Oolong tea', detail: null, listPrice: null, currencyCode: null }]),
      'POST /staff/catalogue/coupon/save': (req) => {
        saved.push(req.body);
        return ok(coupon({ templateId: 8 }));
      },
    });
    renderConsole('/promotions/coupons');
    await userEvent.click(await screen.findByRole('button', { name: 'New coupon' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Code'), 'tea15');
    await userEvent.click(within(dialog).getByLabelText('Kind'));
    await userEvent.click(await screen.findByTitle('Percent off'));
    await userEvent.type(within(dialog).getByLabelText('Percent off'), '15');
    await userEvent.type(within(dialog).getByLabelText('At most'), '40000');
    await userEvent.click(within(dialog).getByLabelText('Covers'));
    await userEvent.click(await screen.findByTitle('Some products'));
    await userEvent.type(within(dialog).getByLabelText('Products'), 'oolong');
    await userEvent.click(await screen.findByTitle('Oolong tea (No. 31)'));
    await userEvent.type(within(dialog).getByLabelText('In English'), '15% off tea');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      code: 'TEA15',
      kind: 'percent',
      percent: 15,
      maxDiscount: '40000',
      scope: 'products',
      scopeIds: [31],
      names: { 'en-US': '15% off tea' },
      totalCount: 100,
    });
  });

  it('keeps a held coupon’s terms shut and its quantity above those claimed', async () => {
    api();
    renderConsole('/promotions/coupons');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit ₫50,000 off your order' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/what it gives can no longer change/)).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Amount off').disabled).toBe(true);
    const total = within(dialog).getByLabelText('How many in all');
    await userEvent.clear(total);
    await userEvent.type(total, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('3 are already claimed: no fewer')).toBeTruthy();
  });

  it('shows the holders and gives one to a customer by phone, once per form', async () => {
    const grants: Seen[] = [];
    api({
      'POST /staff/catalogue/coupon/grant': (req) => {
        grants.push(req);
        return grants.length === 1
          ? ok({ ...holder, memberCouponId: 91, memberName: 'Minh Trần', state: 'unused', grantedBy: 'Tùng Ngô' })
          : fail(409, 'This customer already holds 1 of this coupon, the most allowed');
      },
    });
    renderConsole('/promotions/coupons');
    await userEvent.click(await screen.findByRole('button', { name: 'Holders of ₫50,000 off your order' }));
    const dialog = await screen.findByRole('dialog');
    const row = (await within(dialog).findByText('Lan Nguyễn')).closest('tr')!;
    expect(within(row).getByText('SO2603020001')).toBeTruthy();
    expect(within(row).getByText('Claimed with the code')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '0912345602');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Give' }));
    expect(await screen.findByText('Given to Minh Trần.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '0912345602');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Give' }));
    expect(await screen.findByText('This customer already holds 1 of this coupon, the most allowed')).toBeTruthy();
    expect(grants[0]!.body).toMatchObject({ templateId: 7, phoneCountryCode: '84', phoneNumber: '0912345602' });
    // A new form after a grant: a new key, so the next customer is not taken for a repeat.
    const keys = grants.map((g) => (g.body as { clientKey: string }).clientKey);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
