import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveSession } from '../../../lib/session';
import { fail, ok } from '../../../test/fakeApi';
import { api, fill, made, optionTitled } from './fixtures';
import { renderConsole } from '../../../test/render';

beforeEach(() => saveSession({ token: 'Bearer staff-token', name: 'Tùng Ngô', roles: ['catalogue'] }));

describe('a new product', () => {
  it(
    'is made with its category, names, an option of two values and prices; the page then opens it',
    { timeout: 60_000 },
    async () => {
      const fake = api({ 'POST /staff/catalogue/product/create': () => ok(made()) });
      const { router } = renderConsole('/catalogue/new');
      const user = userEvent.setup();
      const submit = await screen.findByRole<HTMLButtonElement>('button', { name: 'Make the product' });
      expect(submit.disabled).toBe(true);
      expect(screen.getByText('Choose a category.')).toBeTruthy();

      await user.click(screen.getByRole('combobox', { name: 'Category' }));
      await user.click(await screen.findByTitle('Beer and wine (18+)'));
      // The 18+ mark is the category's: shown as soon as it is chosen.
      expect(screen.getByText('The shop asks buyers to confirm they are 18 or older')).toBeTruthy();
      await user.click(screen.getByRole('combobox', { name: 'Category' }));
      await user.click(await screen.findByTitle('Drinks'));
      await fill(user, screen.getByLabelText('Name in English'), 'Calamansi Juice');
      await fill(user, screen.getByLabelText('Name in Tiếng Việt'), 'Nước tắc');
      expect(screen.getAllByText('Name missing: the shop shows English')).toHaveLength(4);

      await user.click(screen.getByRole('button', { name: 'Add an option' }));
      await fill(user, screen.getByLabelText('Name of Option 1 in English'), 'Size');
      await fill(user, screen.getByLabelText('Value 1 of Option 1 in English'), '330 ml');
      await user.click(screen.getByRole('button', { name: 'Add a value to Option 1' }));
      await fill(user, screen.getByLabelText('Value 2 of Option 1 in English'), '1 L');
      // Other languages are one click away, with how many are missing.
      const others = screen.getAllByRole('button', { name: 'Other languages (5 missing)' })[1]!;
      await user.click(others);
      await fill(user, screen.getByLabelText('Value 1 of Option 1 in ไทย'), '330 มล.');

      await user.click(screen.getByRole('combobox', { name: 'A unit already in use' }));
      await user.click(await screen.findByTitle('bottle'));
      expect(screen.getByLabelText<HTMLInputElement>('Unit in Tiếng Việt').value).toBe('chai');

      const rows = screen.getAllByRole('row');
      expect(rows).toHaveLength(3);
      await fill(user, screen.getByLabelText('Price of 330 ml in VND'), '18000.5');
      expect(screen.getByText('Correct the prices marked in red.')).toBeTruthy();
      await user.clear(screen.getByLabelText('Price of 330 ml in VND'));
      await fill(user, screen.getByLabelText('Price of 330 ml in VND'), '18000');
      await fill(user, screen.getByLabelText('Price of 1 L in THB'), '55.50');
      await user.click(within(rows[2]!).getByRole('checkbox', { name: 'Sell 1 L' }));
      await user.click(within(rows[2]!).getByRole('checkbox', { name: 'Sell 1 L' }));

      await user.click(submit);
      await waitFor(() => expect(router.state.location.pathname).toBe('/catalogue/42'));
      const [sent] = fake.calls('POST', '/staff/catalogue/product/create');
      expect(sent?.body).toMatchObject({
        categoryId: 3,
        names: { 'en-US': 'Calamansi Juice', 'vi-VN': 'Nước tắc' },
        onShelf: true,
        options: [
          {
            names: { 'en-US': 'Size' },
            values: [{ names: { 'en-US': '330 ml', 'th-TH': '330 มล.' } }, { names: { 'en-US': '1 L' } }],
          },
        ],
        skus: [
          {
            values: [0],
            units: { 'en-US': 'bottle', 'vi-VN': 'chai', 'th-TH': 'ขวด' },
            prices: [{ countryCode: 'VN', amount: '18000' }],
          },
          { values: [1], prices: [{ countryCode: 'TH', amount: '55.50' }] },
        ],
      });
      expect((sent?.body as { clientKey: string }).clientKey).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it("starts named by a missed search in the staff member's language when the search's is not known", async () => {
    const fake = api({ 'POST /staff/catalogue/product/create': () => ok(made()) });
    renderConsole('/catalogue/new?name=durian%20chips');
    const user = userEvent.setup();
    expect((await screen.findByLabelText<HTMLInputElement>('Name in English')).value).toBe('durian chips');
    expect(screen.getByText(/^The name in English is filled in with what shoppers searched for/)).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByTitle('Drinks'));
    await fill(user, screen.getByLabelText('Unit in English'), 'bag');
    await user.click(screen.getByRole('button', { name: 'Make the product' }));
    await waitFor(() => expect(fake.calls('POST', '/staff/catalogue/product/create')).toHaveLength(1));
    expect(fake.calls('POST', '/staff/catalogue/product/create')[0]?.body).toMatchObject({
      names: { 'en-US': 'durian chips' },
    });
  });

  it("shows the server's refusal in the staff member's words and keeps the form", async () => {
    api({ 'POST /staff/catalogue/product/create': () => fail(422, 'This name is already used here') });
    renderConsole('/catalogue/new');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByTitle('Drinks'));
    await fill(user, screen.getByLabelText('Name in English'), 'Calamansi Juice');
    await fill(user, screen.getByLabelText('Unit in English'), 'bottle');
    await user.click(screen.getByRole('button', { name: 'Make the product' }));
    expect(await screen.findByText('This name is already used here')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Name in English').value).toBe('Calamansi Juice');
  });
});

describe("a product's options", () => {
  it('adds a value to an option; a new SKU may not hold the values another holds', async () => {
    const fake = api({
      'POST /staff/catalogue/option/save': () => ok(made()),
      'POST /staff/catalogue/sku/create': () => ok(made()),
    });
    renderConsole('/catalogue/42');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the option Size' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add a value' }));
    await fill(user, within(dialog).getByLabelText('Value 3 in English'), '1.5 L');
    await user.click(within(dialog).getByRole('button', { name: 'Save the option' }));
    await waitFor(() => expect(fake.calls('POST', '/staff/catalogue/option/save')).toHaveLength(1));
    expect(fake.calls('POST', '/staff/catalogue/option/save')[0]?.body).toEqual({
      productId: 42,
      optionId: 5,
      names: { 'en-US': 'Size' },
      values: [
        { valueId: 51, names: { 'en-US': '330 ml' } },
        { valueId: 52, names: { 'en-US': '1 L' } },
        { names: { 'en-US': '1.5 L' } },
      ],
      assign: [],
    });

    await user.click(screen.getByRole('button', { name: 'Add a SKU' }));
    const skuDialog = await screen.findByRole('dialog');
    const add = within(skuDialog).getByRole<HTMLButtonElement>('button', { name: 'Add the SKU' });
    await user.click(within(skuDialog).getByRole('combobox', { name: 'Size' }));
    // The page's SKUs show their values too: the dropdown's option is the one to pick.
    await waitFor(() => expect(optionTitled('1 L')).toBeTruthy());
    await user.click(optionTitled('1 L')!);
    expect(within(skuDialog).getByText('Another SKU already holds these values.')).toBeTruthy();
    expect(add.disabled).toBe(true);
  });
});
