import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { OpsCustomerDetail } from '@storefront/contract';
import { changeLocale } from '../../../i18n';
import { fakeApi, ok } from '../../../test/fakeApi';
import { countries } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { CustomerHistory } from './CustomerHistory';

type Entry = OpsCustomerDetail['audit'][number];
const by = { staffId: 12, staffName: 'Hải Đinh' };

/** The entries as customer.service writes them. */
const audit: Entry[] = [
  {
    ...by,
    action: 'customer.setCredit',
    at: '2026-12-03T09:00:00.000Z',
    detail: {
      currencyCode: 'VND',
      before: { creditLimit: 5_000_000, paymentCycle: 0, isRegulars: false },
      after: { creditLimit: 8_000_000, paymentCycle: 3, isRegulars: true },
    },
  },
  {
    ...by,
    action: 'customer.settlement',
    at: '2026-12-02T09:00:00.000Z',
    detail: {
      currencyCode: 'THB',
      amount: -125_050,
      note: 'FT261202',
      before: { debt: 300_000 },
      after: { debt: 174_950 },
    },
  },
  {
    staffId: 9,
    staffName: 'Vy Hoàng',
    action: 'customer.approveCertification',
    at: '2026-12-01T09:00:00.000Z',
    detail: {
      applicationId: 3,
      before: { isCertified: false, request: 'pending' },
      after: { isCertified: true, request: 'approved' },
    },
  },
];

const items = (history: HTMLElement) =>
  within(history)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement?.tagName === 'UL')
    .map((li) => li.textContent);

afterEach(() => changeLocale('en-US'));

describe('the customer history', () => {
  it('tells each change in words, amounts in the account’s currency, never as raw data', async () => {
    fakeApi({ 'GET /global/base/getCountry': () => ok(countries) });
    renderWithProviders(<CustomerHistory audit={audit} />);
    const history = await screen.findByRole('region', { name: 'History' });
    await within(history).findByText('Credit limit: ₫5,000,000 → ₫8,000,000');
    expect(items(history)).toEqual([
      'Credit limit: ₫5,000,000 → ₫8,000,000',
      'Payment cycle: None → Monthly',
      'Regular customer: No → Yes',
      'Debt: ฿3,000.00 → ฿1,749.50',
      'Note: FT261202',
      'Certification: pending → approved',
      'Certified: No → Yes',
    ]);
    expect(within(history).getByText(/Credit set · by Hải Đinh/)).toBeTruthy();
    expect(history.textContent).not.toMatch(/[{}"]/);
  });

  it('says so when an entry changed nothing, and leaves out what it cannot read', async () => {
    fakeApi({ 'GET /global/base/getCountry': () => ok(countries) });
    const same = { creditLimit: 100, paymentCycle: 1, isRegulars: true };
    renderWithProviders(
      <CustomerHistory
        audit={[
          {
            ...by,
            action: 'customer.setCredit',
            at: '2026-12-03T09:00:00.000Z',
            detail: { currencyCode: 'VND', before: same, after: same },
          },
          {
            ...by,
            action: 'customer.setCredit',
            at: '2026-12-02T09:00:00.000Z',
            detail: { before: { creditLimit: 'x' }, after: 7 },
          },
        ]}
      />,
    );
    const history = await screen.findByRole('region', { name: 'History' });
    expect(items(history)).toEqual(['Nothing changed.', 'Nothing changed.']);
  });

  it('names what the customer did to their own account in words, and keeps an action it does not know', async () => {
    fakeApi({ 'GET /global/base/getCountry': () => ok(countries) });
    const own = { staffId: null, staffName: null, at: '2026-12-01T09:00:00.000Z' };
    renderWithProviders(
      <CustomerHistory
        audit={[
          { ...own, action: 'login.sms', detail: null },
          { ...own, action: 'member.register', detail: { phone: '+84 911' } },
          { ...own, action: 'customer.somethingNew', detail: null },
        ]}
      />,
    );
    const history = await screen.findByRole('region', { name: 'History' });
    const lines = within(history)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/^.*? · /, ''));
    expect(lines).toEqual(['Signed in with an SMS code', 'Registered', 'customer.somethingNew']);
  });

  it('speaks the staff member’s language, with the money written as that language writes it', async () => {
    fakeApi({ 'GET /global/base/getCountry': () => ok(countries) });
    await changeLocale('vi-VN');
    renderWithProviders(<CustomerHistory audit={audit.slice(0, 1)} />);
    const history = await screen.findByRole('region', { name: 'Lịch sử' });
    await within(history).findByText(/^Hạn mức tín dụng: 5\.000\.000\s?₫ → 8\.000\.000\s?₫$/);
    expect(items(history)).toContain('Chu kỳ thanh toán: Không → Hằng tháng');
  });
});
