import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MerchandisingCategoryNode } from '@storefront/contract';
import { saveSession } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fakeApi';
import { renderConsole } from '../../../test/render';
import { fill } from './fixtures';

const nodes: MerchandisingCategoryNode[] = [
  {
    categoryId: 1,
    parentId: null,
    names: { 'en-US': 'Fresh', 'vi-VN': 'Tươi sống' },
    icon: 'fresh',
    productCount: 0,
    adult: false,
  },
  { categoryId: 2, parentId: 1, names: { 'en-US': 'Fruit' }, icon: 'fruit', productCount: 12, adult: false },
  { categoryId: 3, parentId: null, names: { 'en-US': 'Beer and wine' }, icon: 'alcohol', productCount: 4, adult: true },
];

const iconOption = (name: string) => screen.queryAllByText(name).find((el) => el.closest('.ant-select-item-option'));

beforeEach(() => saveSession({ token: 'Bearer staff-token', name: 'Tùng Ngô', roles: ['catalogue'] }));

describe('the categories screen', () => {
  it('shows the tree with products, missing languages and the 18+ mark; renames a category', async () => {
    const fake = fakeApi({
      'GET /staff/catalogue/category/tree': () => ok(nodes),
      'POST /staff/catalogue/category/save': () => ok(nodes),
    });
    renderConsole('/catalogue/categories');
    const user = userEvent.setup();
    const tree = await screen.findByRole('tree', { name: 'Categories' });
    expect(within(tree).getByText('12 products')).toBeTruthy();
    expect(within(tree).getByText('18+')).toBeTruthy();
    expect(within(tree).getAllByText('5 languages missing')).toHaveLength(2);
    await user.click(within(tree).getByText('Fruit'));
    const editor = await screen.findByText('Category: Fruit');
    expect(editor).toBeTruthy();
    await fill(user, screen.getByLabelText('Name in ไทย'), 'ผลไม้');
    await user.click(screen.getByRole('button', { name: 'Save the category' }));
    await waitFor(() => expect(fake.calls('POST', '/staff/catalogue/category/save')).toHaveLength(1));
    expect(fake.calls('POST', '/staff/catalogue/category/save')[0]?.body).toEqual({
      categoryId: 2,
      names: { 'en-US': 'Fruit', 'th-TH': 'ผลไม้' },
      icon: 'fruit',
    });
  });

  it('adds a top category with an icon named by the category that shows it; moves one by buttons', async () => {
    const fake = fakeApi({
      'GET /staff/catalogue/category/tree': () => ok(nodes),
      'POST /staff/catalogue/category/save': () => ok(nodes),
      'POST /staff/catalogue/category/move': () => ok(nodes),
    });
    renderConsole('/catalogue/categories');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a top category' }));
    expect(screen.getByText('New category in the top of the tree')).toBeTruthy();
    const add = screen.getByRole<HTMLButtonElement>('button', { name: 'Add the category' });
    expect(add.disabled).toBe(true);
    await fill(user, screen.getByLabelText('Name in English'), 'Festive gifts');
    await user.click(screen.getByRole('combobox', { name: 'Icon' }));
    await user.keyboard('Beer');
    // The icon's option is named by the category that shows it now.
    await waitFor(() => expect(iconOption('Beer and wine')).toBeTruthy());
    await user.click(iconOption('Beer and wine')!);
    await user.click(add);
    await waitFor(() => expect(fake.calls('POST', '/staff/catalogue/category/save')).toHaveLength(1));
    expect(fake.calls('POST', '/staff/catalogue/category/save')[0]?.body).toEqual({
      parentId: null,
      names: { 'en-US': 'Festive gifts' },
      icon: 'alcohol',
    });

    await user.click(within(screen.getByRole('tree')).getByText('Beer and wine'));
    await user.click(await screen.findByRole('button', { name: 'Move up' }));
    await waitFor(() => expect(fake.calls('POST', '/staff/catalogue/category/move')).toHaveLength(1));
    expect(fake.calls('POST', '/staff/catalogue/category/move')[0]?.body).toEqual({
      categoryId: 3,
      parentId: null,
      index: 0,
    });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move down' }).disabled).toBe(true);
  });

  it('deletes an empty category after asking; one holding categories offers no delete', async () => {
    const empty = {
      categoryId: 4,
      parentId: null,
      names: { 'en-US': 'Pop-up' },
      icon: null,
      productCount: 0,
      adult: false,
    };
    const fake = fakeApi({
      'GET /staff/catalogue/category/tree': () => ok([...nodes, empty]),
      'POST /staff/catalogue/category/remove': () => ok(nodes),
    });
    renderConsole('/catalogue/categories');
    const user = userEvent.setup();
    const tree = await screen.findByRole('tree', { name: 'Categories' });
    await user.click(within(tree).getByText('Fresh'));
    expect(screen.getByTestId<HTMLButtonElement>('category-remove').disabled).toBe(true);
    expect(screen.getByText(/Only an empty category can be deleted/)).toBeTruthy();

    await user.click(within(tree).getByText('Pop-up'));
    await user.click(screen.getByTestId('category-remove'));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(fake.calls('POST', '/staff/catalogue/category/remove')[0]?.body).toEqual({ categoryId: 4 }),
    );
    expect(await screen.findByText('Deleted. The shop’s menus no longer show it.')).toBeTruthy();
    await waitFor(() => expect(within(tree).queryByText('Pop-up')).toBeNull());
  });
});
