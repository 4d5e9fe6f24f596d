import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveSession } from '../../../lib/session';
import { ok } from '../../../test/fakeApi';
import { renderConsole } from '../../../test/render';
import { api, made } from './fixtures';

beforeEach(() => saveSession({ token: 'Bearer staff-token', name: 'Tùng Ngô', roles: ['catalogue'] }));

describe('removing a SKU from the product page', () => {
  it('asks first; a SKU still answered was retired, and shows as such without shelf or remove', async () => {
    const retired = made({
      skus: made().skus.map((s) => (s.skuId === 100 ? { ...s, onShelf: false, retired: true } : s)),
    });
    const fake = api({ 'POST /staff/catalogue/sku/remove': () => ok(retired) });
    renderConsole('/catalogue/42');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('sku-remove-100'));
    expect(fake.calls('POST', '/staff/catalogue/sku/remove')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(fake.calls('POST', '/staff/catalogue/sku/remove')[0]?.body).toEqual({ skuId: 100 }));
    expect(await screen.findByText('SKU retired: the shop no longer shows it; its orders keep it.')).toBeTruthy();
    expect(screen.getByText('Retired')).toBeTruthy();
    expect(screen.queryByTestId('sku-remove-100')).toBeNull();
    expect(screen.getByTestId('sku-remove-101')).toBeTruthy();
  });

  it('a SKU gone from the answer was deleted', async () => {
    const fake = api({
      'POST /staff/catalogue/sku/remove': () => ok(made({ skus: made().skus.filter((s) => s.skuId !== 101) })),
    });
    renderConsole('/catalogue/42');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('sku-remove-101'));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(fake.calls('POST', '/staff/catalogue/sku/remove')).toHaveLength(1));
    expect(await screen.findByText('SKU deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('sku-remove-101')).toBeNull());
  });
});
