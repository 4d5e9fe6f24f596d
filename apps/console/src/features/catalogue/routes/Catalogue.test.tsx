import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MerchandisingProduct, MerchandisingProductRow } from '@storefront/contract';
import { saveSession } from '../../../lib/session';
import { fail, fakeApi, ok, type Seen } from '../../../test/fakeApi';
import { countries } from '../../../test/fixtures';
import { renderConsole } from '../../../test/render';

const row = (over: Partial<MerchandisingProductRow> = {}): MerchandisingProductRow => ({
  productId: 7,
  name: 'Organic Fuji Apple',
  categoryId: 3,
  categoryName: 'Fruit',
  adult: false,
  skuCount: 2,
  onShelfCount: 2,
  missingNames: [],
  ...over,
});

const product = (over: Partial<MerchandisingProduct> = {}): MerchandisingProduct => ({
  productId: 7,
  names: { 'en-US': 'Organic Fuji Apple', 'th-TH': 'แอปเปิ้ลฟูจิ', 'vi-VN': 'Táo Fuji' },
  descriptions: { 'en-US': '<p>Crisp</p>' },
  categoryId: 3,
  adult: false,
  pictures: [],
  options: [],
  skus: [
    {
      skuId: 11,
      spec: '1 kg',
      unit: 'bag',
      specs: { 'en-US': '1 kg' },
      units: { 'en-US': 'bag', 'vi-VN': 'túi' },
      valueIds: [],
      barcode: null,
      onShelf: true,
      retired: false,
      prices: [
        { countryCode: 'VN', currencyCode: 'VND', price: 120000 },
        { countryCode: 'TH', currencyCode: 'THB', price: 17650 },
      ],
      scheduled: [],
      stock: [{ warehouseId: 1, warehouseName: 'District 1', onHand: 20, reserved: 6, lowStockBelow: 15 }],
    },
  ],
  ...over,
});

function api(extra: Record<string, (req: Seen) => ReturnType<typeof ok>> = {}) {
  return fakeApi({
    'GET /global/base/getCountry': () => ok(countries),
    'GET /staff/catalogue/product/list': () =>
      ok({
        pageNum: 1,
        pageSize: 20,
        total: 2,
        list: [row(), row({ productId: 8, name: 'Red wine', adult: true, onShelfCount: 0, missingNames: ['lo-LA'] })],
      }),
    'GET /staff/catalogue/product/detail': () => ok(product()),
    'GET /staff/catalogue/category/list': () =>
      ok([
        { categoryId: 3, parentId: null, name: 'Fruit', adult: false },
        { categoryId: 9, parentId: null, name: 'Beer and wine', adult: true },
      ]),
    ...extra,
  });
}

beforeEach(() => saveSession({ token: 'Bearer staff-token', name: 'Tùng Ngô', roles: ['catalogue'] }));

describe('the catalogue list', () => {
  it('opens on the catalogue for a catalogue-only staff member, with the shelf state, 18+ and missing names', async () => {
    api();
    renderConsole('/');
    const wine = (await screen.findByRole('button', { name: 'Red wine' })).closest('tr')!;
    expect(within(wine).getByText('18+')).toBeTruthy();
    expect(within(wine).getByText('Off the shelf')).toBeTruthy();
    expect(within(wine).getByText('1 languages missing')).toBeTruthy();
    const apple = screen.getByRole('button', { name: 'Organic Fuji Apple' }).closest('tr')!;
    expect(within(apple).getByText('On the shelf')).toBeTruthy();
    // Orders are not this role's work: the menu does not offer them.
    expect(screen.queryByRole('menuitem', { name: /Orders/ })).toBeNull();
    expect(screen.getByRole('menuitem', { name: /Catalogue/ })).toBeTruthy();
  });

  it('searches through the API and opens a product', async () => {
    const fake = api();
    const { router } = renderConsole('/catalogue');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: /Search by name/ }), 'fuji{Enter}');
    await waitFor(() =>
      expect(fake.calls('GET', '/staff/catalogue/product/list').at(-1)?.query.get('keyword')).toBe('fuji'),
    );
    await user.click(screen.getByRole('combobox', { name: 'Filter by category' }));
    await user.click(await screen.findByTitle('Beer and wine'));
    await waitFor(() =>
      expect(fake.calls('GET', '/staff/catalogue/product/list').at(-1)?.query.get('categoryId')).toBe('9'),
    );
    await user.click(screen.getByRole('button', { name: 'Organic Fuji Apple' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalogue/7'));
  });
});

describe('the product page', () => {
  it('shows the six languages side by side, marking the missing ones, and saves only the Thai name changed', async () => {
    const fake = api({
      'POST /staff/catalogue/product/save': (req) =>
        ok(product({ names: { ...product().names, ...(req.body as { names: object }).names } })),
    });
    renderConsole('/catalogue/7');
    const user = userEvent.setup();
    const thai = await screen.findByLabelText('Name in ไทย');
    expect((thai as HTMLInputElement).value).toBe('แอปเปิ้ลฟูจิ');
    // Chinese, Lao and Filipino have no name: each card says the shop shows English there.
    expect(screen.getAllByText('Name missing: the shop shows English')).toHaveLength(3);
    await user.clear(thai);
    await user.type(thai, 'แอปเปิ้ลฟูจิสวนดอย');
    await user.click(screen.getByRole('button', { name: 'Save names, descriptions and category' }));
    await waitFor(() => expect(fake.calls('POST', '/staff/catalogue/product/save')).toHaveLength(1));
    expect(fake.calls('POST', '/staff/catalogue/product/save')[0]?.body).toEqual({
      productId: 7,
      names: { 'th-TH': 'แอปเปิ้ลฟูจิสวนดอย' },
    });
  });

  it('will not save without an English name', async () => {
    api();
    renderConsole('/catalogue/7');
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Name in English'));
    expect(screen.getByText(/The English name is required/)).toBeTruthy();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Save names, descriptions and category' }).disabled,
    ).toBe(true);
  });

  it('shows prices in each currency and sends a new one in major units', async () => {
    const fake = api({ 'POST /staff/catalogue/price/set': () => ok(product()) });
    renderConsole('/catalogue/7');
    const user = userEvent.setup();
    expect(await screen.findByText('₫120,000')).toBeTruthy();
    expect(screen.getByText('฿176.50')).toBeTruthy();
    const baht = screen.getByLabelText<HTMLInputElement>('New price in THB');
    expect(baht.value).toBe('176.50');
    await user.clear(baht);
    await user.type(baht, '1.005');
    expect(screen.getByText('This currency has at most 2 decimal places')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save the price in THB' }).disabled).toBe(true);
    await user.clear(baht);
    await user.type(baht, '180.5');
    await user.click(screen.getByRole('button', { name: 'Save the price in THB' }));
    await waitFor(() =>
      expect(fake.calls('POST', '/staff/catalogue/price/set')[0]?.body).toEqual({
        skuId: 11,
        countryCode: 'TH',
        amount: '180.5',
      }),
    );
  });

  it("takes the product off the shelf, and shows the server's refusal in the staff member's words", async () => {
    const fake = api({ 'POST /staff/catalogue/product/shelf': () => fail(403, 'Your staff role does not allow this') });
    renderConsole('/catalogue/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Take off the shelf' }));
    await waitFor(() =>
      expect(fake.calls('POST', '/staff/catalogue/product/shelf')[0]?.body).toEqual({ productId: 7, onShelf: false }),
    );
    expect(await screen.findByText('Your staff role does not allow this')).toBeTruthy();
  });

  it('adjusts stock with a reason, one key for every try, never below what open orders hold', async () => {
    const fake = api({ 'POST /staff/catalogue/stock/adjust': () => fail(500, 'Something went wrong') });
    renderConsole('/catalogue/7');
    const user = userEvent.setup();
    // Available 14 at a threshold of 15: low.
    expect(await screen.findByText('Low')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Adjust the stock in District 1' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Damaged'));
    await user.type(within(dialog).getByLabelText('Quantity damaged'), '15');
    expect(within(dialog).getByText('Open orders hold 6: what is on hand cannot fall below that.')).toBeTruthy();
    const ok = () =>
      within(dialog)
        .getAllByRole('button')
        .find((b) => b.textContent === 'Adjust') as HTMLButtonElement;
    expect(ok().disabled).toBe(true);
    await user.clear(within(dialog).getByLabelText('Quantity damaged'));
    await user.type(within(dialog).getByLabelText('Quantity damaged'), '4');
    expect(within(dialog).getByText('On hand after this: 16')).toBeTruthy();
    await user.click(ok());
    await waitFor(() => expect(fake.calls('POST', '/staff/catalogue/stock/adjust')).toHaveLength(1));
    // Refused: the dialog stays, and a second try carries the same key.
    await user.click(ok());
    await waitFor(() => expect(fake.calls('POST', '/staff/catalogue/stock/adjust')).toHaveLength(2));
    const [first, second] = fake
      .calls('POST', '/staff/catalogue/stock/adjust')
      .map((c) => c.body as { clientKey: string });
    expect(first).toMatchObject({ skuId: 11, warehouseId: 1, reason: 'damaged', quantity: 4 });
    expect(second?.clientKey).toBe(first?.clientKey);
  });

  it('uploads a photo through the API and adds it; makes another the main one', async () => {
    const a = '/api/upload/file/AAAAAAAAAAAAAAAAAAAAAA?t=1.s';
    const b = '/api/upload/file/BBBBBBBBBBBBBBBBBBBBBB?t=1.s';
    const fake = api({
      'GET /staff/catalogue/product/detail': () => ok(product({ pictures: [a, b] })),
      'POST /upload/image': () =>
        ok({
          key: 'CCCCCCCCCCCCCCCCCCCCCC',
          url: '/api/upload/file/CCCCCCCCCCCCCCCCCCCCCC',
          contentType: 'image/webp',
          width: 1,
          height: 1,
          bytes: 1,
          purpose: 'product',
        }),
      'POST /staff/catalogue/picture/add': () => ok(product({ pictures: [a, b] })),
      'POST /staff/catalogue/picture/arrange': () => ok(product({ pictures: [b, a] })),
    });
    renderConsole('/catalogue/7');
    const user = userEvent.setup();
    const first = await screen.findByRole('img', { name: 'Photo 1' });
    expect(first.getAttribute('src')).toBe(`${a}&w=200&h=200`);
    expect(screen.getByText('Main photo')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Make photo 2 the main one' }));
    await waitFor(() =>
      expect(fake.calls('POST', '/staff/catalogue/picture/arrange')[0]?.body).toEqual({
        productId: 7,
        uploads: [b, a],
      }),
    );
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([new Uint8Array([1, 2, 3])], 'durian.jpg', { type: 'image/jpeg' }));
    await waitFor(() =>
      expect(fake.calls('POST', '/staff/catalogue/picture/add')[0]?.body).toEqual({
        productId: 7,
        upload: 'CCCCCCCCCCCCCCCCCCCCCC',
      }),
    );
    // The file went as multipart form data, with the staff member's token.
    expect(fake.calls('POST', '/upload/image')[0]?.headers.get('Authorization')).toBe('Bearer staff-token');
    expect(fake.calls('POST', '/upload/image')[0]?.headers.get('Content-Type')).toBeNull();
  });

  it('says which photo formats it takes, and shows why a HEIC photo was refused', async () => {
    const heic =
      'This photo is in HEIC format, which cannot be read here; please export it as JPEG and upload it again';
    const fake = api({ 'POST /upload/image': () => fail(422, heic) });
    renderConsole('/catalogue/7');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Upload a photo' });
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Takes JPEG, PNG, WebP, AVIF or GIF photos up to 10 MB. HEIC photos (iPhone) cannot be read: export them as JPEG first.',
    );
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp,image/avif,image/gif');
    await user.upload(input, new File([new Uint8Array([0, 0, 0, 24])], 'IMG_0001.jpg', { type: 'image/jpeg' }));
    expect((await screen.findByRole('alert')).textContent).toBe(heic);
    expect(fake.calls('POST', '/staff/catalogue/picture/add')).toHaveLength(0);
  });
});
