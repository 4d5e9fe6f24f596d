import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveSession } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fakeApi';
import { countries, opsOrder } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { canAdjustPrice, PriceAdjustment } from './PriceAdjustment';

beforeEach(() => saveSession({ token: 'Bearer ops-token', name: 'Quang Lê', roles: ['operations'] }));

describe('the price adjustment', () => {
  it('is offered before shipping while no money is taken', () => {
    expect(canAdjustPrice(opsOrder({ status: 2, paymentMethod: 'cashOnDelivery' }))).toBe(true);
    expect(canAdjustPrice(opsOrder({ status: 3, paymentMethod: 'cashOnDelivery' }))).toBe(false);
    expect(canAdjustPrice(opsOrder({ status: 1, paymentMethod: 'wallet' }))).toBe(false);
    expect(canAdjustPrice(opsOrder({ status: 1, paymentMethod: 'bankTransfer', paidAt: '2026-12-05T01:00:00Z' }))).toBe(
      false,
    );
  });

  it('sends the adjustment in minor units with its reason', async () => {
    const fake = fakeApi({
      'GET /global/base/getCountry': () => ok(countries),
      'POST /ops/order/adjustPrice': () => ok(opsOrder()),
    });
    const order = opsOrder({ currencyCode: 'THB', amounts: { ...opsOrder().amounts, currencyCode: 'THB' } });
    renderWithProviders(<PriceAdjustment order={order} />);
    const user = userEvent.setup();
    expect(await screen.findByText('No adjustment.')).toBeTruthy();
    await waitFor(() => expect(fake.calls('GET', '/global/base/getCountry')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Adjust price' }));
    const modal = await waitFor(() => {
      const m = document.querySelector<HTMLElement>('.ant-modal');
      if (!m) throw new Error('no dialog');
      return m;
    });
    const amount = within(modal).getByRole('spinbutton', { name: 'Adjustment (THB)' });
    await user.clear(amount);
    await user.type(amount, '-12.5');
    await user.type(within(modal).getByRole('textbox', { name: 'Reason shown to the customer' }), 'Lighter melon');
    await user.click(within(modal).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(fake.calls('POST', '/ops/order/adjustPrice')[0]?.body).toEqual({
        orderId: 1,
        priceAdjustment: -1250,
        reason: 'Lighter melon',
      }),
    );
  });

  it('shows the adjustment and its reason, without the action for finance', async () => {
    saveSession({ token: 'Bearer fin-token', name: 'Hoa Phạm', roles: ['finance'] });
    fakeApi({ 'GET /global/base/getCountry': () => ok(countries) });
    renderWithProviders(
      <PriceAdjustment
        order={opsOrder({
          amounts: { ...opsOrder().amounts, priceAdjustment: -5000 },
          priceAdjustmentReason: 'Bruised',
        })}
      />,
    );
    expect((await screen.findByText(/Adjusted by/)).textContent).toBe('Adjusted by -₫5,000 · Bruised');
    expect(screen.queryByRole('button', { name: 'Adjust price' })).toBeNull();
  });
});
