import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeskPromotion } from '@storefront/contract';
import { saveSession } from '../../../lib/session';
import { fail, fakeApi, ok, type Seen } from '../../../test/fakeApi';
import { countries } from '../../../test/fixtures';
import { renderConsole } from '../../../test/render';

const promotion = (over: Partial<DeskPromotion> = {}): DeskPromotion => ({
  promotionId: 41,
  kind: 'price',
  countryCode: 'VN',
  currencyCode: 'VND',
  scope: 'sku',
  targetId: 11,
  targetName: 'Organic Fuji Apple',
  targetDetail: '1 kg',
  listPrice: 120000,
  title: 'Weekend price',
  titles: { 'en-US': 'Weekend price' },
  promotionPrice: 99000,
  tiers: null,
  thresholdAmount: null,
  reductionAmount: null,
  startsAt: new Date(Date.now() - 3_600_000).toISOString(),
  endsAt: new Date(Date.now() + 48 * 3_600_000).toISOString(),
  state: 'running',
  ...over,
});

function api(extra: Record<string, (req: Seen) => ReturnType<typeof ok>> = {}) {
  return fakeApi({
    'GET /global/base/getCountry': () => ok(countries),
    'GET /staff/catalogue/promotion/list': () =>
      ok({
        pageNum: 1,
        pageSize: 20,
        total: 2,
        list: [
          promotion(),
          promotion({
            promotionId: 42,
            kind: 'fullReduction',
            scope: 'store',
            targetId: null,
            targetName: null,
            targetDetail: null,
            listPrice: null,
            title: 'Store-wide',
            promotionPrice: null,
            thresholdAmount: 400000,
            reductionAmount: 50000,
            state: 'scheduled',
          }),
        ],
      }),
    ...extra,
  });
}

beforeEach(() => saveSession({ token: 'Bearer staff-token', name: 'Tùng Ngô', roles: ['catalogue'] }));

describe('the promotions page', () => {
  it('lists each promotion with what it gives, covers and its state; the catalogue role finds it in the menu', async () => {
    api();
    renderConsole('/promotions');
    const weekend = (await screen.findByRole('button', { name: 'Weekend price' })).closest('tr')!;
    expect(within(weekend).getByText('SKU: Organic Fuji Apple · 1 kg')).toBeTruthy();
    expect(within(weekend).getByText('₫99,000 instead of ₫120,000')).toBeTruthy();
    expect(within(weekend).getByText('Running')).toBeTruthy();
    const store = screen.getByRole('button', { name: 'Store-wide' }).closest('tr')!;
    expect(within(store).getByText('Spend ₫400,000, save ₫50,000')).toBeTruthy();
    expect(within(store).getByText('Scheduled')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('menuitem', { name: /Promotions/ })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: /Catalogue/ })).toBeTruthy();
  });

  it('keeps its filters in the address and asks the server with them', async () => {
    const { calls } = api();
    renderConsole('/promotions?kind=ladder&state=running&country=TH');
    await screen.findByRole('button', { name: 'Weekend price' });
    const query = calls('GET', '/staff/catalogue/promotion/list').at(-1)!.query;
    expect(Object.fromEntries(query)).toMatchObject({ kind: 'ladder', state: 'running', countryCode: 'TH' });
  });

  it('changes a promotion price: says what to fix first, then sends it in major units', async () => {
    const saved: unknown[] = [];
    api({
      'POST /staff/catalogue/promotion/save': (req) => {
        saved.push(req.body);
        return ok(promotion({ promotionPrice: 89000 }));
      },
    });
    renderConsole('/promotions');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Weekend price' }));
    const price = await screen.findByLabelText('Promotion price');
    expect((price as HTMLInputElement).value).toBe('99000');
    expect(screen.getByText('List price: ₫120,000')).toBeTruthy();
    await userEvent.clear(price);
    await userEvent.type(price, '130000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be below the list price, ₫120,000')).toBeTruthy();
    expect(saved).toHaveLength(0);
    await userEvent.clear(price);
    await userEvent.type(price, '89000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ promotionId: 41, kind: 'price', targetId: 11, promotionPrice: '89000' });
    expect(await screen.findByText('Saved. The shop shows it from now on.')).toBeTruthy();
  });

  it("shows the server's refusal in the staff member's words and keeps the form open", async () => {
    api({
      'POST /staff/catalogue/promotion/save': () => fail(422, 'Must be below the list price, ₫100,000'),
    });
    renderConsole('/promotions');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Weekend price' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be below the list price, ₫100,000')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('ends a running promotion after asking', async () => {
    const { calls } = api({ 'POST /staff/catalogue/promotion/end': () => ok(promotion({ state: 'ended' })) });
    renderConsole('/promotions');
    await userEvent.click(await screen.findByRole('button', { name: 'End Weekend price now' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls('POST', '/staff/catalogue/promotion/end')).toHaveLength(1));
    expect(calls('POST', '/staff/catalogue/promotion/end')[0]!.body).toEqual({ promotionId: 41 });
  });

  it('creates a spend-and-save over the whole store, its amounts in major units', async () => {
    const saved: unknown[] = [];
    api({
      'POST /staff/catalogue/promotion/save': (req) => {
        saved.push(req.body);
        return ok(promotion({ promotionId: 43 }));
      },
    });
    renderConsole('/promotions');
    await userEvent.click(await screen.findByRole('button', { name: 'New promotion' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Kind'));
    await userEvent.click(await screen.findByTitle('Spend and save'));
    await userEvent.click(within(dialog).getByLabelText('Covers'));
    await userEvent.click(await screen.findByTitle('The whole store'));
    await userEvent.type(within(dialog).getByLabelText('Spend at least'), '500000');
    await userEvent.type(within(dialog).getByLabelText('Save'), '600000');
    await userEvent.type(within(dialog).getByLabelText('In English'), 'Store-wide');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be less than the amount to spend')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText('Save'));
    await userEvent.type(within(dialog).getByLabelText('Save'), '50000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      kind: 'fullReduction',
      scope: 'store',
      targetId: null,
      thresholdAmount: '500000',
      reductionAmount: '50000',
      titles: { 'en-US': 'Store-wide' },
    });
  });

  it('turns a promotion price into a ladder tier by tier, saying which tier to fix', async () => {
    const saved: unknown[] = [];
    api({
      'POST /staff/catalogue/promotion/save': (req) => {
        saved.push(req.body);
        return ok(promotion());
      },
    });
    renderConsole('/promotions');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Weekend price' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Kind'));
    await userEvent.click(await screen.findByTitle('Price by quantity'));
    await userEvent.type(within(dialog).getByLabelText('Unit price (tier 1)'), '110000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a tier' }));
    await userEvent.type(within(dialog).getByLabelText('From how many units (tier 2)'), '5');
    await userEvent.type(within(dialog).getByLabelText('Unit price (tier 2)'), '115000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be cheaper than the tier for fewer units')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText('Unit price (tier 2)'));
    await userEvent.type(within(dialog).getByLabelText('Unit price (tier 2)'), '100000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      promotionId: 41,
      kind: 'ladder',
      tiers: [
        { minQuantity: 2, price: '110000' },
        { minQuantity: 5, price: '100000' },
      ],
    });
    expect(saved[0]).not.toHaveProperty('promotionPrice');
  });
});
